// readScenarioJson / readScenarioFile: size checks, then one streaming pass (no DOM).
#include "scenario_json.h"
#include "scenario_sax.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace muster {
namespace {

std::string joinMessage(const std::string& file, const std::string& path, const std::string& reason) {
    std::string m;
    if (!file.empty()) m += file + ": ";
    if (!path.empty()) m += path + ": ";
    return m + reason;
}

std::string mib(std::size_t bytes) {
    return std::to_string(bytes / (1024 * 1024)) + " MiB";
}

} // namespace

ScenarioReadError::ScenarioReadError(std::string file, std::string jsonPath, std::string reason)
    : std::runtime_error(joinMessage(file, jsonPath, reason)),
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
    namespace fs = std::filesystem;
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status))
        throw ScenarioReadError(path, "", "cannot open: " + (ec ? ec.message() : std::string("no such file")));
    if (fs::is_directory(status)) throw ScenarioReadError(path, "", "cannot open: it is a directory");
    // Refuse an oversized file before reading a byte of it.
    std::uintmax_t size = 0;
    if (fs::is_regular_file(status)) {
        size = fs::file_size(path, ec);
        if (ec) size = 0;
        if (size > limits.maxFileBytes)
            throw ScenarioReadError(path, "", "file is " + std::to_string(size) +
                                                  " bytes, larger than the limit of " + mib(limits.maxFileBytes));
    }
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(path.c_str(), "rb"), &std::fclose);
    if (!f) throw ScenarioReadError(path, "", std::string("cannot open: ") + std::strerror(errno));
    std::string text;
    char buf[1 << 16];
    for (;;) {
        const std::size_t n = std::fread(buf, 1, sizeof buf, f.get());
        if (n > 0) {
            if (text.size() + n > limits.maxFileBytes)
                throw ScenarioReadError(path, "", "file is larger than the limit of " + mib(limits.maxFileBytes));
            if (text.empty() && size > 0) text.reserve(static_cast<std::size_t>(size));
            text.append(buf, n);
        }
        if (n < sizeof buf) {
            if (std::ferror(f.get())) throw ScenarioReadError(path, "", std::string("read error: ") + std::strerror(errno));
            break;
        }
    }
    return readScenarioJson(text, path, limits);
}

} // namespace muster
