// GameSax: one action at a time, checked against its kind's fields (DESIGN.md "Actions"),
// unit ids resolved and hexes checked against the board as they are read.
#include "engine/io/game_sax.h"

#include <algorithm>

namespace muster {
namespace {

constexpr std::string_view kActKeyNames[] = {"do", "unit", "leader", "path", "hex", "at", "to", "bonus", "skip"};

// The fields each kind of action takes; "do" is always allowed.
struct KindFields {
    std::vector<std::string_view> required, optional;
};

KindFields fieldsOf(ActionKind k) {
    switch (k) {
    case ActionKind::Enter: return {{"unit"}, {"hex", "path", "leader"}};
    case ActionKind::Move: return {{"unit", "path"}, {"leader", "bonus"}};
    case ActionKind::Fire: return {{"unit", "at"}, {}};
    case ActionKind::MoveFire: return {{"unit", "path", "at"}, {"leader"}};
    case ActionKind::Close: return {{"unit", "at"}, {}};
    case ActionKind::Retreat: return {{"unit", "to"}, {}};
    case ActionKind::Advance: return {{}, {"unit", "skip"}};
    case ActionKind::Rally: return {{"leader", "unit"}, {}};
    case ActionKind::EndTurn: return {{}, {}};
    }
    return {};
}

} // namespace

std::string GameSax::actionKeyPath(ActKey k) const {
    if (k == ActKey::Unknown) return actionPath() + "." + shortId(unknownKey_);
    return actionPath() + "." + std::string(kActKeyNames[static_cast<int>(k)]);
}

void GameSax::beginAction() {
    act_ = Action{};
    kind_.reset();
    actSeen_ = 0;
    actKey_ = ActKey::Unknown;
    unknownKey_.clear();
    stack_.push_back({Ctx::Action});
}

void GameSax::checkAllowed(ActKey k) const {
    if (k == ActKey::Do) return;
    const KindFields f = fieldsOf(*kind_);
    const std::string_view name = k == ActKey::Unknown ? std::string_view() : kActKeyNames[static_cast<int>(k)];
    auto has = [&](const std::vector<std::string_view>& v) { return std::find(v.begin(), v.end(), name) != v.end(); };
    if (k != ActKey::Unknown && (has(f.required) || has(f.optional))) return;
    std::string list = "do";
    for (std::string_view n : f.required) list += ", " + std::string(n);
    for (std::string_view n : f.optional) list += ", " + std::string(n);
    fail(actionKeyPath(k), "unknown key (allowed for \"" + std::string(toString(*kind_)) + "\": " + list + ")");
}

void GameSax::actionKey(std::string_view k) {
    const auto* it = std::find(std::begin(kActKeyNames), std::end(kActKeyNames), k);
    if (it == std::end(kActKeyNames)) {
        actKey_ = ActKey::Unknown;
        if (unknownKey_.empty()) unknownKey_ = std::string(k.substr(0, 256));
        if (kind_) checkAllowed(ActKey::Unknown);
        return;  // its value is skipped until "do" says whether that is an error
    }
    actKey_ = static_cast<ActKey>(it - std::begin(kActKeyNames));
    const unsigned bit = 1u << static_cast<int>(actKey_);
    if (actSeen_ & bit) fail(actionKeyPath(actKey_), "key appears twice in the same object");
    actSeen_ |= bit;
    if (kind_) checkAllowed(actKey_);
}

void GameSax::actionValue(Got got, std::string_view shown) {
    const std::string s(shown);
    const std::string p = actionKeyPath(actKey_);
    switch (actKey_) {
    case ActKey::Do: fail(p, "expected an action name (a string), got " + s);
    case ActKey::Unit:
    case ActKey::Leader: fail(p, "expected a unit id (a string), got " + s);
    case ActKey::Path:
        if (got != Got::Array) fail(p, "expected a list of hexes [[column, row], ...], got " + s);
        stack_.push_back({Ctx::Path});
        return;
    case ActKey::Hex:
    case ActKey::At:
    case ActKey::To:
        if (got != Got::Array) fail(p, "a hex is [column, row]: it has exactly 2 integers");
        hexCount_ = 0;
        stack_.push_back({Ctx::Hex});
        return;
    case ActKey::Bonus:
    case ActKey::Skip: fail(p, "expected true or false, got " + s);
    case ActKey::Unknown:
        if (got == Got::Object || got == Got::Array) skipDepth_ = 1;
        return;
    }
}

void GameSax::hexValue(Got got, std::string_view number, long long v, bool fits) {
    const std::string hexPath = path();
    if (got != Got::Int || hexCount_ >= 2) fail(hexPath, "a hex is [column, row]: it has exactly 2 integers");
    constexpr long long kLimit = 1000000;
    if (!fits || v < -kLimit || v > kLimit)
        fail(hexPath + "[" + std::to_string(hexCount_) + "]",
             "integer " + std::string(number) + " is out of range " + std::to_string(-kLimit) + ".." + std::to_string(kLimit));
    hexVals_[hexCount_++] = static_cast<int>(v);
}

void GameSax::storeHex(Offset o) {
    const BoardGeometry& board = g_.scenario.board;
    if (!board.contains(o))
        fail(path(), "[" + std::to_string(o.col) + "," + std::to_string(o.row) + "] is off the " +
                         std::to_string(board.columns) + "x" + std::to_string(board.rows) + " board");
    if (stack_.back().ctx == Ctx::PathHex) act_.path.push_back(o);
    else act_.hex = o;
}

void GameSax::endArray() {
    if (playersDepth_ > 0) {
        --playersDepth_;
        return players_->endArray();
    }
    if (scenarioDepth_ > 0) {
        --scenarioDepth_;
        return scenarioSax_->endArray();
    }
    if (skipDepth_ > 0) {
        --skipDepth_;
        return;
    }
    const Ctx ctx = stack_.back().ctx;
    if (ctx == Ctx::PathHex || ctx == Ctx::Hex) {
        if (hexCount_ != 2) fail(path(), "a hex is [column, row]: it has exactly 2 integers");
        storeHex(Offset{hexVals_[0], hexVals_[1]});
    } else if (ctx == Ctx::Path && stack_.back().count == 0) {
        fail(actionKeyPath(ActKey::Path), "a path lists at least one hex entered");
    }
    stack_.pop_back();
}

int GameSax::unitIndex(const std::string& id, ActKey k) const {
    const auto it = ids_.find(id);
    if (it == ids_.end()) fail(actionKeyPath(k), "no unit '" + shortId(id) + "' in the scenario");
    return it->second;
}

void GameSax::endAction() {
    const std::string p = actionPath();
    if (!kind_) fail(p, "an action needs \"do\"");
    const std::string kindName(toString(*kind_));
    for (std::string_view r : fieldsOf(*kind_).required) {
        const auto b = std::find(std::begin(kActKeyNames), std::end(kActKeyNames), r) - std::begin(kActKeyNames);
        if (!(actSeen_ & (1u << b))) fail(p, "\"" + kindName + "\" needs \"" + std::string(r) + "\"");
    }
    act_.kind = *kind_;
    if (act_.kind == ActionKind::Advance) {
        if (act_.skip && act_.unit >= 0) fail(p, "\"advance\" takes \"unit\" or \"skip\": true, not both");
        if (!act_.skip && act_.unit < 0) fail(p, "\"advance\" needs \"unit\" (or \"skip\": true to decline)");
    }
    if (act_.path.capacity() > act_.path.size()) act_.path.shrink_to_fit();
    g_.actions.push_back(std::move(act_));
    actKey_ = ActKey::Unknown;
}

} // namespace muster
