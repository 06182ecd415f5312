// readGameJson and the format sniff: one streaming pass (GameSax), no DOM; a second pass
// only for a file that lists its actions before its scenario.
#include "engine/io/game_json.h"
#include "engine/io/game_sax.h"

#include "model/io/json_stream.h"
#include "model/io/scenario_json.h"

namespace muster {
namespace {

// Reads the top-level "format" and stops there; everything else is parsed and dropped.
class FormatSniffer final : public io::JsonHandler {
public:
    struct Found {};
    struct Broken {
        std::string reason;
    };
    std::optional<std::string> format;

    void null() override { value(); }
    void boolean(bool) override { value(); }
    void integer(long long, bool, std::string_view) override { value(); }
    void fraction(std::string_view) override { value(); }
    void string(std::string&& v) override {
        if (wantFormat()) {
            format = std::move(v);
            throw Found{};
        }
        value();
    }
    void key(std::string_view k) override { formatNext_ = depth_ == 1 && k == "format"; }
    void startObject() override { open(); }
    void endObject() override { --depth_; }
    void startArray() override { open(); }
    void endArray() override { --depth_; }
    [[noreturn]] void syntaxError(std::size_t line, std::size_t column, std::size_t byte,
                                  const std::string& reason) override {
        throw Broken{"invalid JSON at line " + std::to_string(line) + ", column " + std::to_string(column) +
                     " (byte " + std::to_string(byte) + "): " + reason};
    }

private:
    bool wantFormat() const { return depth_ == 1 && formatNext_; }
    void value() {
        if (wantFormat()) throw Found{};  // "format" is not a string: not ours to judge here
    }
    void open() {
        if (wantFormat()) throw Found{};
        formatNext_ = false;
        ++depth_;
    }
    int depth_ = 0;
    bool formatNext_ = false;
};

} // namespace

GameReadError::GameReadError(std::string file, std::string jsonPath, std::string reason, bool invalidScenario)
    : std::runtime_error(io::readErrorText(file, jsonPath, reason)),
      file_(std::move(file)), path_(std::move(jsonPath)), reason_(std::move(reason)), invalid_(invalidScenario) {}

GameRecord readGameJson(std::string_view text, const std::string& sourceName) {
    const GameReadLimits limits;
    if (text.size() > limits.maxFileBytes)
        throw GameReadError(sourceName, "", "file is " + std::to_string(text.size()) + " bytes, larger than the limit of " +
                                                std::to_string(limits.maxFileBytes / (1024 * 1024)) + " MiB");
    GameRecord g;
    GameSax sax(g, text, sourceName, limits);
    try {
        io::parseJson(text, sax, 64);
        sax.finish();
        if (sax.needsSecondPass()) {
            sax.startSecondPass();
            io::parseJson(text, sax, 64);
        }
    } catch (const ScenarioReadError& e) {
        const std::string& p = e.jsonPath();
        throw GameReadError(sourceName, p.empty() ? "scenario" : (p[0] == '[' ? "scenario" + p : "scenario." + p),
                            e.reason());
    }
    return g;
}

FileFormat sniffFormat(std::string_view text, std::string* syntaxError) {
    FormatSniffer s;
    try {
        io::parseJson(text, s, 64);
    } catch (const FormatSniffer::Found&) {
    } catch (const FormatSniffer::Broken& b) {
        if (syntaxError) *syntaxError = b.reason;
        return FileFormat::Unknown;
    }
    if (!s.format) return FileFormat::Other;
    if (*s.format == "muster-game") return FileFormat::Game;
    if (*s.format == "muster-scenario") return FileFormat::Scenario;
    return FileFormat::Other;
}

bool looksLikeGameJson(std::string_view text) { return sniffFormat(text) == FileFormat::Game; }

} // namespace muster
