// peekRuleset stops the streaming parser at the first top-level "ruleset" value, which
// canonical files write third, so the peek costs next to nothing.
#include "battle_file.h"
#include "../io/bounded_read.h"
#include "../io/json_stream.h"
#include "../io/scenario_json.h"
#include "../scenario.h"

namespace muster {
namespace {

struct PeekStop {};

class RulesetPeek final : public io::JsonHandler {
public:
    std::string found = std::string(kPlayableRuleset);
    bool bad = false;

    void null() override { value(); }
    void boolean(bool) override { value(); }
    void integer(long long, bool, std::string_view) override { value(); }
    void fraction(std::string_view) override { value(); }
    void string(std::string&& v) override {
        if (atRuleset()) {
            found = std::move(v);
            throw PeekStop{};
        }
        rulesetKey_ = false;
    }
    void key(std::string_view k) override { rulesetKey_ = depth_ == 1 && k == "ruleset"; }
    void startObject() override { open(); }
    void endObject() override { --depth_; }
    void startArray() override { open(); }
    void endArray() override { --depth_; }
    [[noreturn]] void syntaxError(std::size_t, std::size_t, std::size_t, const std::string&) override {
        bad = true;
        throw PeekStop{};
    }

private:
    bool atRuleset() const { return rulesetKey_ && depth_ == 1; }
    void value() {
        if (atRuleset()) {
            bad = true;
            throw PeekStop{};
        }
        rulesetKey_ = false;
    }
    void open() {
        if (depth_ == 0 && started_) { bad = true; throw PeekStop{}; }
        if (atRuleset()) { bad = true; throw PeekStop{}; }
        rulesetKey_ = false;
        started_ = true;
        ++depth_;
    }
    int depth_ = 0;
    bool started_ = false;
    bool rulesetKey_ = false;
};

} // namespace

std::string peekRuleset(std::string_view text) {
    RulesetPeek peek;
    try {
        io::parseJson(text, peek);
    } catch (const PeekStop&) {
    }
    if (peek.bad) return {};
    return peek.found;
}

std::unique_ptr<Battle> readSystemBattleJson(std::string_view text, const std::string& file) {
    const Ruleset* r = findRuleset(peekRuleset(text));
    if (!r || !r->readBattle) return nullptr;
    return r->readBattle(text, file);
}

AnyScenario readAnyScenarioJson(std::string_view text, const std::string& file) {
    AnyScenario a;
    a.other = readSystemBattleJson(text, file);
    if (!a.other) a.hex = readScenarioJson(text, file);
    return a;
}

AnyScenario readAnyScenarioFile(const std::string& path) {
    std::string text;
    try {
        text = readRegularFile(path, ReadLimits{}.maxFileBytes);
    } catch (const BoundedReadError& e) {
        throw ScenarioReadError(path, "", e.reason());
    }
    return readAnyScenarioJson(text, path);
}

} // namespace muster
