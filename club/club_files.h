#pragma once
// Reading a club folder without trusting it: plain files only (no symbolic links, so no
// path leads out of the folder; no FIFOs or devices, so no read can hang), a size cap per
// kind of file, JSON through the one bounded reader (model/io/bounded_read.h).
#include <nlohmann/json.hpp>

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace muster {

// The kinds of club file, each with its size cap (docs/club.md lists them).
enum class ClubFile { Battle, Game, Claim, Index, Thumbnail };
std::size_t clubFileCap(ClubFile kind);
// ROOT/rel when it is a regular file (not a link, FIFO, device or folder) within its kind's
// cap. Throws BoundedReadError naming `rel`, never the local machine's path.
std::string readClubFile(const std::filesystem::path& root, const std::string& rel, ClubFile kind);
// The same, read as a JSON tree (depth-bounded); errors name rel and the JSON path.
nlohmann::ordered_json readClubJson(const std::filesystem::path& root, const std::string& rel, ClubFile kind);
// Problems listed per file before the rest are only counted.
inline constexpr std::size_t kMaxProblemsPerFile = 20;

// A file found in one of the club's subfolders, or why it was passed over.
struct ClubEntry {
    std::filesystem::path path;  // absolute
    std::string rel;             // "scenarios/antietam.json"
    std::string stem;            // "antietam"
    std::string problem;         // non-empty: not to be read (symlink, not a file, too big, bad name)
};

// *.json files of DIR/sub in name order (dotfiles, e.g. temporaries, left out); a missing
// subfolder gives none. A subfolder that is a symbolic link gives one entry with a problem.
std::vector<ClubEntry> listClubFiles(const std::filesystem::path& dir, const std::string& sub, ClubFile kind);
// A file named by the user (a regular file within maxBytes); throws BoundedReadError naming it.
std::string readWholeFile(const std::filesystem::path& path, std::size_t maxBytes);
// Whether `id` may name a battle: 1..80 of a-z, 0-9, '-', '_' (no dots, no slashes).
bool validBattleId(const std::string& id);
// Whether `name` may name a club member (publish --by): 1..40 of a-z, 0-9, '-', '_'.
bool validPublisher(const std::string& name);
// The publisher when none is given: the login name ($USER, else $LOGNAME) made into a member
// name, else "anonymous".
std::string defaultPublisher();
// A file name from the folder as text that is valid UTF-8: each byte of an invalid
// sequence shown as \xHH.
std::string utf8Name(const std::string& name);
// A battle id from a title: lower case ASCII letters and digits, other runs as '-'.
std::string battleIdFromTitle(const std::string& title);

} // namespace muster

namespace muster {
// Writes ROOT/rel atomically, only when its bytes change. The folder of rel must be a real
// folder inside ROOT (created when missing); a symbolic link at rel is replaced by a plain
// file, never written through, so no write leaves the club; so is a FIFO or device (a
// rename replaces it without opening it). Throws std::runtime_error.
// Returns whether the file was written.
bool writeClubFile(const std::filesystem::path& root, const std::string& rel, const std::string& bytes);
// Whether writeClubFile could write rel (its folders real folders, no folder at rel), so a
// publish checks every target before it writes the first. Throws std::runtime_error naming rel.
void checkClubTarget(const std::filesystem::path& root, const std::string& rel);
} // namespace muster
