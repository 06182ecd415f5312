#include "rule_text.h"

#include <stdexcept>

namespace muster {

RuleText RuleText::parse(std::string_view data) {
    RuleText t;
    std::size_t at = 0;
    while (at < data.size()) {
        const std::size_t open = data.find('{', at);
        if (open != at) {
            t.parts_.push_back({std::string(data.substr(at, open - at))});
            if (open == std::string_view::npos) break;
        }
        const std::size_t close = data.find('}', open);
        if (close == std::string_view::npos) throw std::invalid_argument("unclosed '{' in \"" + std::string(data) + "\"");
        const std::string_view m = data.substr(open + 1, close - open - 1);
        if (m != "the seed" && m != "The seed" && m != "the seed's" && m != "The seed's")
            throw std::invalid_argument("unknown mention {" + std::string(m) + "}: {the seed}, {The seed}, {the seed's} or {The seed's}");
        t.parts_.push_back({{}, true, m.front() == 'T', m.ends_with("'s")});
        at = close + 1;
    }
    return t;
}

std::string RuleText::text(Audience a) const {
    std::string out;
    for (const Part& p : parts_) {
        if (!p.mention) {
            out += p.text;
            continue;
        }
        out += p.capital ? "The " : "the ";
        out += a == Audience::Cli ? "seed" : "rulebook";
        if (p.possessive) out += "'s";
    }
    return out;
}

} // namespace muster
