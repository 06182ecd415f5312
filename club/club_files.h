#pragma once
// Reading a club folder without trusting it: plain files only (no symbolic links, so no
// path leads out of the folder), a size cap per file, names a battle id may have.
#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace muster {

// A file found in one of the club's subfolders, or why it was passed over.
struct ClubEntry {
    std::filesystem::path path;  // absolute
    std::string rel;             // "scenarios/antietam.json"
    std::string stem;            // "antietam"
    std::string problem;         // non-empty: not to be read (symlink, not a file, too big, bad name)
};

// *.json files of DIR/sub in name order (dotfiles, e.g. temporaries, left out); a missing
// subfolder gives none. A subfolder that is a symbolic link gives one entry with a problem.
std::vector<ClubEntry> listClubFiles(const std::filesystem::path& dir, const std::string& sub, std::size_t maxBytes);
// The whole file; throws std::runtime_error naming it when it cannot be read.
std::string readWholeFile(const std::filesystem::path& path, std::size_t maxBytes);
// Whether `id` may name a battle: 1..80 of a-z, 0-9, '-', '_' (no dots, no slashes).
bool validBattleId(const std::string& id);
// A battle id from a title: lower case ASCII letters and digits, other runs as '-'.
std::string battleIdFromTitle(const std::string& title);

} // namespace muster

namespace muster {
// Writes ROOT/rel atomically, only when its bytes change. The folder of rel must be a real
// folder inside ROOT (created when missing); a symbolic link at rel is replaced by a plain
// file, never written through, so no write leaves the club. Throws std::runtime_error.
// Returns whether the file was written.
bool writeClubFile(const std::filesystem::path& root, const std::string& rel, const std::string& bytes);
} // namespace muster
