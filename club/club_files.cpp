#include "club_files.h"

#include "model/io/atomic_file.h"
#include "model/io/bounded_read.h"
#include "model/io/json_text.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <system_error>

namespace fs = std::filesystem;

namespace muster {

std::size_t clubFileCap(ClubFile kind) {
    switch (kind) {
    case ClubFile::Battle: return 32u << 20;
    case ClubFile::Game: return 32u << 20;
    case ClubFile::Claim: return 40u << 20;  // a battle and its balance report
    case ClubFile::Index: return 16u << 20;
    case ClubFile::Thumbnail: return 2u << 20;
    }
    return 0;
}

std::string readClubFile(const fs::path& root, const std::string& rel, ClubFile kind) {
    return readRegularFile((root / rel).string(), clubFileCap(kind), false, rel);
}

nlohmann::ordered_json readClubJson(const fs::path& root, const std::string& rel, ClubFile kind) {
    return readJsonTree(readClubFile(root, rel, kind), rel, clubFileCap(kind));
}

std::vector<ClubEntry> listClubFiles(const fs::path& dir, const std::string& sub, ClubFile kind) {
    const std::size_t maxBytes = clubFileCap(kind);
    std::vector<ClubEntry> out;
    std::error_code ec;
    const fs::path folder = dir / sub;
    const auto folderStatus = fs::symlink_status(folder, ec);
    if (ec || !fs::exists(folderStatus)) return out;
    if (fs::is_symlink(folderStatus)) {
        out.push_back({folder, sub, "", "a symbolic link: a club's folders must be real folders inside it"});
        return out;
    }
    if (!fs::is_directory(folderStatus)) {
        out.push_back({folder, sub, "", "not a folder"});
        return out;
    }
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.empty() || name[0] == '.' || it->path().extension() != ".json") continue;
        ClubEntry e{it->path(), sub + "/" + utf8Name(name), it->path().stem().string(), {}};
        std::error_code sec;
        const auto st = it->symlink_status(sec);
        if (utf8Name(name) != name) e.problem = "the file name is not valid UTF-8 (nor a battle id)";
        else if (sec) e.problem = "cannot be read (" + sec.message() + ")";
        else if (fs::is_symlink(st)) e.problem = "a symbolic link: club files must be plain files inside the folder";
        else if (!fs::is_regular_file(st)) e.problem = "not a plain file";
        else if (it->file_size(sec) > maxBytes) e.problem = "larger than the limit of " + mibText(maxBytes);
        out.push_back(std::move(e));
    }
    if (ec) out.push_back({folder, sub, "", "cannot be listed (" + ec.message() + ")"});
    std::sort(out.begin(), out.end(), [](const ClubEntry& a, const ClubEntry& b) { return a.rel < b.rel; });
    return out;
}

std::string readWholeFile(const fs::path& path, std::size_t maxBytes) { return readRegularFile(path.string(), maxBytes); }

bool validPublisher(const std::string& name) { return name.size() <= 40 && validBattleId(name); }

std::string defaultPublisher() {
    for (const char* var : {"USER", "LOGNAME"}) {
        const char* v = std::getenv(var);
        std::string name;
        for (const char* c = v; c && *c && name.size() < 40; ++c) {
            const char l = (*c >= 'A' && *c <= 'Z') ? char(*c - 'A' + 'a') : *c;
            name += validBattleId(std::string(1, l)) ? l : '-';
        }
        if (validPublisher(name)) return name;
    }
    return "anonymous";
}

std::string utf8Name(const std::string& name) { return io::escapedUtf8(name); }

bool validBattleId(const std::string& id) {
    if (id.empty() || id.size() > 80) return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    });
}

std::string battleIdFromTitle(const std::string& title) {
    std::string id;
    bool dash = false;
    for (char c : title) {
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            if (dash && !id.empty()) id += '-';
            id += c;
            dash = false;
        } else {
            dash = true;
        }
        if (id.size() >= 60) break;
    }
    return id.empty() ? "battle" : id;
}

} // namespace muster

namespace muster {

bool writeClubFile(const fs::path& root, const std::string& rel, const std::string& bytes) {
    checkClubTarget(root, rel);
    const fs::path relPath(rel);
    std::error_code ec;
    fs::path dir = root;
    for (auto it = relPath.begin(); std::next(it) != relPath.end(); ++it) {
        dir /= *it;
        if (!fs::exists(fs::symlink_status(dir, ec))) fs::create_directory(dir);
    }
    const fs::path path = root / relPath;
    const auto st = fs::symlink_status(path, ec);
    if (fs::is_symlink(st)) {
        fs::remove(path); // the link itself: the atomic writer would save through it
    } else if (fs::is_regular_file(st)) {
        try {
            if (readRegularFile(path.string(), bytes.size() + 1, false, rel) == bytes) return false;
        } catch (const std::exception&) {
            // larger or unreadable: rewrite it
        }
    }
    // A FIFO or device there is replaced by the rename, never opened.
    writeFileAtomically(path.string(), bytes);
    return true;
}

void checkClubTarget(const fs::path& root, const std::string& rel) {
    const fs::path relPath(rel);
    if (relPath.is_absolute() || rel.find("..") != std::string::npos) throw std::runtime_error(rel + ": not a path inside the club");
    std::error_code ec;
    fs::path dir = root;
    std::string at;
    for (auto it = relPath.begin(); std::next(it) != relPath.end(); ++it) {
        dir /= *it;
        at += (at.empty() ? "" : "/") + it->string();
        const auto st = fs::symlink_status(dir, ec);
        if (fs::is_symlink(st)) throw std::runtime_error(at + " is a symbolic link: nothing is written outside the club folder");
        if (fs::exists(st) && !fs::is_directory(st)) throw std::runtime_error(at + " is not a folder; remove it first");
    }
    if (fs::is_directory(fs::symlink_status(root / relPath, ec)))
        throw std::runtime_error(rel + " is a folder where a file belongs; remove it first");
}

} // namespace muster
