#pragma once
// Reading and writing the scenario file format (DESIGN.md, docs/format.md).
// Formats live here, outside the domain classes.
#include "../scenario.h"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace muster {

// Board sizes and hex coordinates a reader accepts: ten times the largest board either
// way. Off-board values inside it are read (validation reports them); beyond it they are
// refused with their path, so no hex arithmetic downstream can overflow.
inline constexpr int kMaxCoordinate = 10 * kMaxBoardSide;

// Input limits: past these a reader refuses instead of exhausting memory.
struct ReadLimits {
    std::size_t maxFileBytes = 256u * 1024u * 1024u;
    std::size_t maxUnits = 100000;
    std::size_t maxTerrainEntries = 1000000 + 100000; // a full 1000x1000 board, plus slack
    std::size_t maxVpMarkers = 100000;
    std::size_t maxStringBytes = 1u * 1024u * 1024u;
};

// A file that cannot be read as a scenario. what() is the full message:
// "FILE: JSON_PATH: reason" (file and path omitted when unknown).
class ScenarioReadError : public std::runtime_error {
public:
    ScenarioReadError(std::string file, std::string jsonPath, std::string reason);
    const std::string& file() const { return file_; }
    const std::string& jsonPath() const { return path_; }   // e.g. "units[3].sp"
    const std::string& reason() const { return reason_; }
private:
    std::string file_, path_, reason_;
};

// Failure to write (disk full, permissions); the previous file is left intact.
class ScenarioWriteError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Parse a scenario from JSON text. `sourceName` names the file in error messages.
// A board outside 1..1000 is NOT a read error: it is read as given and reported by
// validation as board.size; nothing board-sized is allocated.
Scenario readScenarioJson(std::string_view text, const std::string& sourceName = {},
                          const ReadLimits& limits = {});
Scenario readScenarioFile(const std::string& path, const ReadLimits& limits = {});

// Canonical, stable JSON text (2-space indent, fixed key order, terrain sorted by row
// then column, trailing newline): writing the same scenario twice gives the same bytes.
std::string writeScenarioJson(const Scenario& s);
// Write atomically: a temporary file beside the target, flushed, then renamed over it.
void writeScenarioFile(const Scenario& s, const std::string& path);

} // namespace muster
