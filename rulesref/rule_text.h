#pragma once
// Rules data prose that may speak of its own source document. The data marks such a
// mention as {the seed}, {The seed}, {the seed's} or {The seed's}; muster-cli keeps the
// project's word ("the seed"), the editor says "the rulebook".
#include "rule_words.h"

#include <string>
#include <string_view>
#include <vector>

namespace muster {

class RuleText {
public:
    RuleText() = default;
    // Throws std::invalid_argument for an unknown {mention} or an unclosed brace.
    static RuleText parse(std::string_view data);

    std::string text(Audience a) const;
    bool empty() const { return parts_.empty(); }

private:
    struct Part {
        std::string text;      // plain text, or empty for a mention
        bool mention = false;  // the source document named here
        bool capital = false;
        bool possessive = false;
    };
    std::vector<Part> parts_;
};

} // namespace muster
