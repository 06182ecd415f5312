// GameSax: the optional "players" object of a game file (who played each side and the pace).
// It is a handful of values, so its events are gathered into a small JSON value (bounded by
// kMaxPlayersEvents) and checked as a whole; the rest of the file never builds a DOM.
#include "engine/io/game_sax.h"

#include <charconv>
#include <cstdlib>

namespace muster {
namespace {

constexpr std::size_t kMaxPlayersEvents = 64;

std::string kindOf(const nlohmann::json& v) {
    switch (v.type()) {
    case nlohmann::json::value_t::null: return "null";
    case nlohmann::json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case nlohmann::json::value_t::string: return "a string";
    case nlohmann::json::value_t::array: return "an array";
    case nlohmann::json::value_t::object: return "an object";
    default: return "the number " + v.dump();
    }
}

} // namespace

void PlayersCollector::put(nlohmann::json v) {
    if (++events_ > kMaxPlayersEvents) tooBig_ = true;
    if (tooBig_) return;
    if (stack_.empty()) {
        root_ = std::move(v);
        if (root_.is_structured()) stack_.push_back(&root_);
        return;
    }
    nlohmann::json& top = *stack_.back();
    nlohmann::json* slot = nullptr;
    if (top.is_array()) {
        top.push_back(std::move(v));
        slot = &top.back();
    } else {
        if (top.contains(key_)) duplicate_ = key_;
        slot = &(top[key_] = std::move(v));
    }
    if (slot->is_structured()) stack_.push_back(slot);
}

void PlayersCollector::integer(long long value, bool fits, std::string_view text) {
    if (fits) return put(value);
    std::uint64_t u = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), u);
    if (r.ec == std::errc() && r.ptr == text.data() + text.size()) return put(u);
    put(std::string(text));  // out of every integer range: reported as not a whole number
}

void PlayersCollector::fraction(std::string_view text) { put(std::strtod(std::string(text).c_str(), nullptr)); }

void PlayersCollector::endContainer() {
    if (!stack_.empty()) stack_.pop_back();
}

GamePlayers GameSax::readPlayers(const PlayersCollector& c) const {
    if (c.tooBig()) fail("players", "more than " + std::to_string(kMaxPlayersEvents) + " values (the reader's limit)");
    if (!c.duplicate().empty()) fail("players." + shortId(c.duplicate()), "key appears twice in the same object");
    const nlohmann::json& v = c.root();
    auto onlyKeys = [&](const nlohmann::json& obj, const std::string& path, std::initializer_list<const char*> allowed,
                        const char* where) {
        for (const auto& [k, x] : obj.items()) {
            bool ok = false;
            std::string list;
            for (const char* a : allowed) {
                ok = ok || k == a;
                list += (list.empty() ? "" : ", ") + std::string(a);
            }
            if (!ok) fail(path + "." + shortId(k), std::string("unknown key (allowed ") + where + ": " + list + ")");
        }
    };
    onlyKeys(v, "players", {"union", "confederate", "paceMs", "cutShort"}, "in \"players\"");
    GamePlayers out;
    for (Side side : kAllSides) {
        const std::string key(toString(side));
        const auto it = v.find(key);
        if (it == v.end()) continue;
        const std::string p = "players." + key;
        if (!it->is_object()) fail(p, "expected {\"player\": NAME, \"seed\": N}, got " + kindOf(*it));
        onlyKeys(*it, p, {"player", "seed"}, "for a side's player");
        GamePlayers::Seat& seat = out.seats[static_cast<std::size_t>(side)];
        const auto name = it->find("player");
        if (name == it->end()) fail(p, "a side's player needs \"player\"");
        if (!name->is_string() || name->get<std::string>().empty() || name->get<std::string>().size() > 64)
            fail(p + ".player", "expected \"human\" or a player's name (1 to 64 characters), got " + kindOf(*name));
        seat.player = name->get<std::string>();
        if (const auto s = it->find("seed"); s != it->end()) {
            if (!s->is_number_integer() || (!s->is_number_unsigned() && s->get<long long>() < 0))
                fail(p + ".seed", "expected a whole number from 0 to 18446744073709551615, got " + kindOf(*s));
            seat.seed = s->is_number_unsigned() ? s->get<std::uint64_t>() : static_cast<std::uint64_t>(s->get<long long>());
        }
    }
    if (const auto it = v.find("paceMs"); it != v.end()) {
        if (!it->is_number_integer()) fail("players.paceMs", "expected an integer from 0 to 60000, got " + kindOf(*it));
        if ((it->is_number_unsigned() && it->get<std::uint64_t>() > 60000) || it->get<long long>() < 0 ||
            it->get<long long>() > 60000)
            fail("players.paceMs", "integer " + it->dump() + " is out of range 0..60000");
        out.paceMs = static_cast<int>(it->get<long long>());
    }
    if (const auto it = v.find("cutShort"); it != v.end()) {
        if (!it->is_boolean()) fail("players.cutShort", "expected true or false, got " + kindOf(*it));
        out.cutShort = it->get<bool>();
    }
    return out;
}

} // namespace muster
