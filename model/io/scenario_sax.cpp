// The generic half of the streaming reader: frames, JSON paths, types, limits, syntax
// errors. Field-specific storing is in scenario_sax_fields.cpp.
#include "scenario_sax.h"

#include <charconv>
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
void appendKey(std::string& path, std::string_view k) {
    if (isIdentifier(k)) {
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
    path += "\"]";
}

std::string describeLimit(std::size_t n) { return std::to_string(n); }

} // namespace

ScenarioSax::ScenarioSax(Scenario& out, std::string_view text, const std::string& file,
                         const ReadLimits& limits)
    : s_(out), text_(text), file_(file), limits_(limits) {
    stack_.reserve(8);
}

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
    if (!f.isArray) return keysOf(f.ctx)[f.keyIdx].field;
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

int ScenarioSax::toInt(long long v) {
    if (v < INT_MIN || v > INT_MAX) fail(currentPath(), "integer " + std::to_string(v) + " is out of range");
    return static_cast<int>(v);
}

bool ScenarioSax::null() {
    wrongType(beginValue(), "null");
    return false;
}

bool ScenarioSax::boolean(bool v) {
    wrongType(beginValue(), v ? "true" : "false");
    return false;
}

bool ScenarioSax::number_integer(json::number_integer_t v) {
    const Field f = beginValue();
    if (fieldDef(f).want != Want::Integer) wrongType(f, "a number");
    storeInt(f, toInt(v));
    return true;
}

bool ScenarioSax::number_unsigned(json::number_unsigned_t v) {
    const Field f = beginValue();
    if (fieldDef(f).want != Want::Integer) wrongType(f, "a number");
    if (v > static_cast<json::number_unsigned_t>(INT_MAX))
        fail(currentPath(), "integer " + std::to_string(v) + " is out of range");
    storeInt(f, static_cast<int>(v));
    return true;
}

bool ScenarioSax::number_float(json::number_float_t v, const std::string& text) {
    const Field f = beginValue();
    if (fieldDef(f).want != Want::Integer) wrongType(f, "a number");
    if (std::isfinite(v) && v == std::floor(v))
        fail(currentPath(), "expected an integer, got " + text + " (write it without a fraction or exponent)");
    wrongType(f, "the number " + text);
    return false;
}

bool ScenarioSax::string(std::string& v) {
    const Field f = beginValue();
    if (fieldDef(f).want != Want::String) wrongType(f, "a string");
    if (v.size() > limits_.maxStringBytes)
        fail(currentPath(), "string of " + std::to_string(v.size()) + " bytes is longer than the limit of " +
                                describeLimit(limits_.maxStringBytes) + " bytes");
    storeString(f, std::move(v));
    return true;
}

bool ScenarioSax::binary(json::binary_t&) {
    fail(currentPath(), "binary values are not JSON");
}

bool ScenarioSax::start_object(std::size_t) {
    if (stack_.empty() && !finished_) {
        stack_.push_back({Ctx::Root, false});
        return true;
    }
    const Field f = beginValue();
    const FieldDef& d = fieldDef(f);
    if (d.want != Want::Object) wrongType(f, "an object");
    objectStarted(f);
    stack_.push_back({d.child, false});
    return true;
}

bool ScenarioSax::key(std::string& k) {
    Frame& f = stack_.back();
    const auto& keys = keysOf(f.ctx);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].name != k) continue;
        if (f.seen & (1u << i)) {
            std::string p = containerPath();
            appendKey(p, k);
            fail(p, "key appears twice in the same object");
        }
        f.seen |= 1u << i;
        f.keyIdx = static_cast<std::uint8_t>(i);
        return true;
    }
    std::string p = containerPath();
    appendKey(p, k);
    std::string allowed;
    for (const auto& kd : keys) allowed += (allowed.empty() ? "" : ", ") + std::string(kd.name);
    fail(p, "unknown key (allowed here: " + allowed + ")");
}

bool ScenarioSax::end_object() {
    const Frame fr = stack_.back();
    const auto& keys = keysOf(fr.ctx);
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
    return true;
}

bool ScenarioSax::start_array(std::size_t) {
    const Field f = beginValue();
    const FieldDef& d = fieldDef(f);
    if (d.want != Want::Array) wrongType(f, "an array");
    if (d.child == Ctx::Hex) hexVals_[0] = hexVals_[1] = 0;
    stack_.push_back({d.child, true});
    return true;
}

bool ScenarioSax::end_array() {
    const Frame fr = stack_.back();
    if (fr.ctx == Ctx::Hex) {
        if (fr.count != 2)
            fail(containerPath(), "a hex is [column, row]: expected 2 integers, got " + std::to_string(fr.count));
        stack_.pop_back();
        const Frame& parent = stack_.back();
        const Field target = parent.isArray ? elementOf(parent.ctx) : keysOf(parent.ctx)[parent.keyIdx].field;
        storeHex(target, Offset{hexVals_[0], hexVals_[1]});
        return true;
    }
    stack_.pop_back();
    return true;
}

bool ScenarioSax::parse_error(std::size_t position, const std::string&,
                              const nlohmann::detail::exception& ex) {
    // nlohmann's message: "[json.exception.parse_error.101] parse error at line L, column C: why".
    std::string msg = ex.what();
    std::string where;
    if (auto at = msg.find(" at line "); at != std::string::npos) {
        auto colon = msg.find(": ", at);
        where = msg.substr(at + 4, colon == std::string::npos ? std::string::npos : colon - at - 4);
        msg = colon == std::string::npos ? std::string() : msg.substr(colon + 2);
    } else if (auto colon = msg.find("] "); colon != std::string::npos) {
        msg = msg.substr(colon + 2);
    }
    std::string reason = "invalid JSON";
    if (!where.empty()) reason += " at " + where;
    reason += " (byte " + std::to_string(position) + ")";
    if (!stack_.empty()) {
        const std::string p = currentPath();
        if (!p.empty()) reason += ", inside " + p;
    }
    if (!msg.empty()) reason += ": " + msg;
    fail("", reason);
}

} // namespace muster::io
