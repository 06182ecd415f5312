// The generic half of the streaming reader: frames, JSON paths, types, limits, syntax
// errors. Field-specific storing is in scenario_sax_fields.cpp.
#include "scenario_sax.h"

#include <algorithm>
#include <cstdlib>
#include <cstdio>
#include <climits>
#include <cmath>

namespace muster::io {
namespace {

bool isIdentifier(std::string_view k) {
    if (k.empty()) return false;
    for (char c : k)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
            return false;
    return true;
}

// Appends a key to a path: `a.b`, or `a["odd key"]` when the key is not a plain word.
// Only unknown keys can be long; a message shows the first 64 bytes of one.
void appendKey(std::string& path, std::string_view k) {
    const bool cut = k.size() > 64;
    if (cut) {
        k = k.substr(0, 64);
        while (!k.empty() && (static_cast<unsigned char>(k.back()) & 0xC0) == 0x80) k.remove_suffix(1);
        if (!k.empty() && static_cast<unsigned char>(k.back()) >= 0xC0) k.remove_suffix(1);
    }
    if (isIdentifier(k) && !cut) {
        if (!path.empty()) path += '.';
        path += k;
        return;
    }
    path += "[\"";
    for (char c : k) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            path += '\\';
            path += c;
        } else if (u < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", u);
            path += buf;
        } else {
            path += c;
        }
    }
    path += cut ? "...\"]" : "\"]";
}

std::string describeLimit(std::size_t n) { return std::to_string(n); }

} // namespace

ScenarioSax::ScenarioSax(Scenario& out, std::size_t textBytes, const std::string& file,
                         const ReadLimits& limits)
    : s_(out), textBytes_(textBytes), file_(file), limits_(limits) {}

void ScenarioSax::fail(const std::string& path, const std::string& reason) const {
    throw ScenarioReadError(file_, path, reason);
}

std::string ScenarioSax::pathOf(std::size_t frames) const {
    std::string p;
    for (std::size_t i = 0; i < frames && i < stack_.size(); ++i) {
        const Frame& f = stack_[i];
        if (f.isArray) {
            p += '[';
            p += std::to_string(f.count == 0 ? 0 : f.count - 1);
            p += ']';
        } else if (f.keyIdx != 0xff) {
            appendKey(p, keysOf(f.ctx)[f.keyIdx].name);
        }
    }
    return p;
}

// Works out which slot the next value fills, counting array elements and enforcing
// the list limits before anything is stored.
Field ScenarioSax::beginValue() {
    if (stack_.empty()) fail("", "the top level of a scenario file must be a JSON object");
    if (finished_) fail("", "unexpected data after the scenario object");
    Frame& f = stack_.back();
    if (!f.isArray) return (*f.keys)[f.keyIdx].field;
    ++f.count;
    std::size_t limit = limits_.maxUnits;
    const char* what = "entries";
    switch (f.ctx) {
    case Ctx::TerrainList: limit = limits_.maxTerrainEntries; what = "terrain entries"; break;
    case Ctx::UnitList: what = "units"; break;
    case Ctx::MarkerList: limit = limits_.maxVpMarkers; what = "VP markers"; break;
    case Ctx::Hex: limit = 2; break;
    default: break;
    }
    if (f.count > limit) {
        if (f.ctx == Ctx::Hex)
            fail(currentPath(), "a hex is [column, row]: it has exactly 2 integers");
        fail(containerPath(), "more than " + describeLimit(limit) + " " + what +
                                  " (the reader's limit)");
    }
    return elementOf(f.ctx);
}

void ScenarioSax::wrongType(Field f, const std::string& got) {
    fail(currentPath(), std::string("expected ") + fieldDef(f).what + ", got " + got);
}

std::string ScenarioSax::shortNumber(std::string_view text) {
    // A hostile file's 100,000-digit number is not worth echoing whole.
    if (text.size() <= 24) return std::string(text);
    return std::string(text.substr(0, 20)) + "... (" + std::to_string(text.size()) + " characters)";
}

int ScenarioSax::toInt(long long v) {
    if (v < INT_MIN || v > INT_MAX) fail(currentPath(), "integer " + std::to_string(v) + " is out of range");
    return static_cast<int>(v);
}

void ScenarioSax::null() { wrongType(beginValue(), "null"); }

void ScenarioSax::boolean(bool v) { wrongType(beginValue(), v ? "true" : "false"); }

void ScenarioSax::integer(long long value, bool fits, std::string_view text) {
    const Field f = beginValue();
    if (fieldDef(f).want != Want::Integer) wrongType(f, "a number");
    if (!fits) fail(currentPath(), "integer " + shortNumber(text) + " is out of range");
    storeInt(f, toInt(value));
}

void ScenarioSax::fraction(std::string_view text) {
    const Field f = beginValue();
    if (fieldDef(f).want != Want::Integer) wrongType(f, "a number");
    // 4.0 or 4e0 is still not an integer literal; say so plainly.
    const std::string t(text);
    const double v = std::strtod(t.c_str(), nullptr);
    if (std::isfinite(v) && v == std::floor(v))
        fail(currentPath(), "expected an integer, got " + shortNumber(t) + " (write it without a fraction or exponent)");
    wrongType(f, "the number " + shortNumber(t));
}

void ScenarioSax::string(std::string&& v) {
    const Field f = beginValue();
    if (fieldDef(f).want != Want::String) wrongType(f, "a string");
    if (v.size() > limits_.maxStringBytes)
        fail(currentPath(), "string of " + std::to_string(v.size()) + " bytes is longer than the limit of " +
                                describeLimit(limits_.maxStringBytes) + " bytes");
    storeString(f, std::move(v));
}

void ScenarioSax::startObject() {
    if (stack_.empty() && !finished_) {
        stack_.push_back({Ctx::Root, false, &keysOf(Ctx::Root)});
        return;
    }
    const Field f = beginValue();
    const FieldDef& d = fieldDef(f);
    if (d.want != Want::Object) wrongType(f, "an object");
    objectStarted(f);
    stack_.push_back({d.child, false, &keysOf(d.child)});
}

void ScenarioSax::key(std::string_view k) {
    Frame& f = stack_.back();
    const auto& keys = *f.keys;
    // Files usually list keys in canonical order: try the one after the last first.
    const std::size_t n = keys.size();
    const std::size_t start = f.keyIdx == 0xff ? 0 : f.keyIdx + 1u;
    for (std::size_t j = 0; j < n; ++j) {
        const std::size_t i = (start + j) % n;
        if (keys[i].name != k) continue;
        if (f.seen & (1u << i)) {
            std::string p = containerPath();
            appendKey(p, k);
            fail(p, "key appears twice in the same object");
        }
        f.seen |= 1u << i;
        f.keyIdx = static_cast<std::uint8_t>(i);
        return;
    }
    std::string p = containerPath();
    appendKey(p, k);
    std::string allowed;
    for (const auto& kd : keys) allowed += (allowed.empty() ? "" : ", ") + std::string(kd.name);
    fail(p, "unknown key (allowed here: " + allowed + ")");
}

void ScenarioSax::endObject() {
    const Frame fr = stack_.back();
    const auto& keys = *fr.keys;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].required && !(fr.seen & (1u << i))) {
            std::string p = containerPath();
            appendKey(p, keys[i].name);
            fail(p, "required key is missing");
        }
    }
    objectEnded(fr);
    stack_.pop_back();
    if (stack_.empty()) finished_ = true;
}

void ScenarioSax::startArray() {
    const Field f = beginValue();
    const FieldDef& d = fieldDef(f);
    if (d.want != Want::Array) wrongType(f, "an array");
    if (d.child == Ctx::Hex) hexVals_[0] = hexVals_[1] = 0;
    if (f == Field::Terrain) {
        // Big boards: size the terrain index once instead of rehashing as it grows.
        // An entry takes at least ~30 bytes of text, so this never over-reserves much.
        const std::size_t estimate = std::min(limits_.maxTerrainEntries, textBytes_ / 30);
        if (estimate > 4096) s_.terrain.reserve(estimate);
    }
    stack_.push_back({d.child, true});
}

void ScenarioSax::endArray() {
    const Frame fr = stack_.back();
    if (fr.ctx == Ctx::Hex) {
        if (fr.count != 2)
            fail(containerPath(), "a hex is [column, row]: expected 2 integers, got " + std::to_string(fr.count));
        stack_.pop_back();
        const Frame& parent = stack_.back();
        const Field target = parent.isArray ? elementOf(parent.ctx) : (*parent.keys)[parent.keyIdx].field;
        storeHex(target, Offset{hexVals_[0], hexVals_[1]});
        return;
    }
    stack_.pop_back();
}

void ScenarioSax::syntaxError(std::size_t line, std::size_t column, std::size_t byte,
                              const std::string& reason) {
    std::string r = "invalid JSON at line " + std::to_string(line) + ", column " + std::to_string(column) +
                    " (byte " + std::to_string(byte) + ")";
    if (!stack_.empty()) {
        const std::string p = currentPath();
        if (!p.empty()) r += ", inside " + p;
    }
    fail("", r + ": " + reason);
}

} // namespace muster::io
