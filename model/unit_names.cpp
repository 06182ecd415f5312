#include "unit_names.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace muster {
namespace {

std::string folded(const std::string& s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    const auto last = s.find_last_not_of(" \t");
    std::string out = s.substr(first, last - first + 1);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string sideWord(Side s) { return std::string(displayName(s)); }

} // namespace

std::string ordinal(int n) {
    const int lastTwo = n % 100;
    const int last = n % 10;
    const char* suffix = "th";
    if (lastTwo < 11 || lastTwo > 13) {
        if (last == 1) suffix = "st";
        else if (last == 2) suffix = "nd";
        else if (last == 3) suffix = "rd";
    }
    return std::to_string(n) + suffix;
}

std::string defaultUnitName(Side side, UnitType type, int n) {
    switch (type) {
    case UnitType::Infantry: return ordinal(n) + " " + sideWord(side) + " Infantry";
    case UnitType::Cavalry: return ordinal(n) + " " + sideWord(side) + " Cavalry";
    case UnitType::Artillery:
        // Batteries were lettered within their regiment (Battery A, Battery B...).
        if (n <= 26) return sideWord(side) + " Battery " + std::string(1, char('A' + n - 1));
        return sideWord(side) + " Battery " + std::to_string(n);
    case UnitType::Gunboat: return sideWord(side) + " Gunboat No. " + std::to_string(n);
    case UnitType::Leader: return sideWord(side) + " General " + std::to_string(n);
    }
    return sideWord(side) + " unit " + std::to_string(n);
}

bool unitNameUsed(const std::vector<Unit>& units, const std::string& name, const std::string& exceptId) {
    const std::string key = folded(name);
    return std::any_of(units.begin(), units.end(),
                       [&](const Unit& u) { return u.id != exceptId && folded(u.name) == key; });
}

std::string defaultUnitName(const std::vector<Unit>& units, Side side, UnitType type) {
    std::set<std::string> used;
    for (const Unit& u : units) used.insert(folded(u.name));
    // At most units.size() names are taken, so one of the first units.size() + 1 is free.
    for (int n = 1;; ++n) {
        std::string name = defaultUnitName(side, type, n);
        if (!used.count(folded(name))) return name;
    }
}

std::string unitLabel(const Unit& u) {
    if (!folded(u.name).empty()) return u.name;
    std::string type(displayName(u.type));
    for (char& c : type) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return sideWord(u.side) + " " + type;
}

} // namespace muster
