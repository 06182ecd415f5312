// readScenarioJson / readScenarioFile: size checks, then one streaming pass (no DOM).
#include "scenario_json.h"
#include "scenario_sax.h"
#include "bounded_read.h"


namespace muster {
namespace {

std::string mib(std::size_t bytes) {
    return std::to_string(bytes / (1024 * 1024)) + " MiB";
}

} // namespace

ScenarioReadError::ScenarioReadError(std::string file, std::string jsonPath, std::string reason)
    : std::runtime_error(io::readErrorText(file, jsonPath, reason)),
      file_(std::move(file)), path_(std::move(jsonPath)), reason_(std::move(reason)) {}

Scenario readScenarioJson(std::string_view text, const std::string& sourceName, const ReadLimits& limits) {
    if (text.size() > limits.maxFileBytes)
        throw ScenarioReadError(sourceName, "", "file is " + std::to_string(text.size()) +
                                                    " bytes, larger than the limit of " + mib(limits.maxFileBytes));
    Scenario s;
    io::ScenarioSax sax(s, text.size(), sourceName, limits);
    io::parseJson(text, sax);
    if (!sax.finished()) throw ScenarioReadError(sourceName, "", "invalid JSON: the document ended early");
    return s;
}

Scenario readScenarioFile(const std::string& path, const ReadLimits& limits) {
    std::string text;
    try {
        text = readRegularFile(path, limits.maxFileBytes);
    } catch (const BoundedReadError& e) {
        throw ScenarioReadError(path, "", e.reason());
    }
    return readScenarioJson(text, path, limits);
}

} // namespace muster
