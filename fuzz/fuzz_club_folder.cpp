// libFuzzer target for club folders: the input is a folder's files, each part starting with
// "@@" and a letter naming its path (i: index.json, s/S: scenarios/a.json and b.json, g/G:
// games/, c/C: balance/, t/T: thumbnails/a.png and b.png). The folder is written to a
// temporary directory and read as `club check` and `club index` read it. Any bytes give
// problems, never a crash; the index is valid JSON without the local folder's path; after
// writing the index, reading the folder again finds the index matching the files.
// Built by `fuzz/run.sh SECONDS club` (clang only).
#include "club/club.h"
#include "club/png_stamp.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <unistd.h>

using namespace muster;
namespace fs = std::filesystem;

namespace {

const char* pathOf(char tag) {
    switch (tag) {
    case 'i': return "index.json";
    case 's': return "scenarios/a.json";
    case 'S': return "scenarios/b.json";
    case 'g': return "games/a-1.json";
    case 'G': return "games/b-2.json";
    case 'c': return "balance/a-1.json";
    case 'C': return "balance/b-2.json";
    case 't': return "thumbnails/a.png";
    case 'T': return "thumbnails/b.png";
    }
    return nullptr;
}

// A folder of this process's own, emptied before each input and removed at exit (the path
// is never destroyed, so the exit handler can still read it).
const fs::path& folder() {
    static const fs::path* dir = [] {
        std::string tmpl = (fs::exists("/dev/shm") ? std::string("/dev/shm") : fs::temp_directory_path().string()) + "/fuzz-club-XXXXXX";
        if (!::mkdtemp(tmpl.data())) std::abort();
        return new fs::path(tmpl);
    }();
    static const bool removedAtExit = [] {
        return std::atexit([] {
            std::error_code ec;
            fs::remove_all(*dir, ec);
        }) == 0;
    }();
    (void)removedAtExit;
    return *dir;
}

void put(const fs::path& path, std::string_view bytes) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// A 1x1 PNG's signature, header and end: all a thumbnail painter needs to return here.
std::string tinyPng() {
    std::string png("\x89PNG\r\n\x1a\n", 8);
    png.append("\0\0\0\x0dIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0", 21);
    png.append(4, '\2');
    png.append("\0\0\0\0IEND\xae\x42\x60\x82", 12);
    return png;
}

void checkIndexText(const std::string& text, const std::string& dir) {
    if (!nlohmann::json::accept(text)) std::abort();               // always valid JSON
    if (text.find(dir) != std::string::npos) std::abort();        // never the local folder's path
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view in(reinterpret_cast<const char*>(data), size);
    const fs::path& dir = folder();
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) fs::remove_all(e.path(), ec);
    for (std::size_t at = in.find("@@"); at != std::string_view::npos && at + 2 < in.size();) {
        const std::size_t next = in.find("@@", at + 3);
        const char* path = pathOf(in[at + 2]);
        const std::string_view bytes = in.substr(at + 3, next == std::string_view::npos ? std::string_view::npos : next - at - 3);
        if (path) {
            put(dir / path, bytes);
            if (in[at + 2] == 't' || in[at + 2] == 'T') (void)pngStampOf(std::string(bytes));
        }
        at = next;
    }
    ClubScanOptions o;
    o.keepClaims = true;
    const ClubScan scan = scanClub(dir.string(), o);
    checkIndexText(clubIndexJson(scan), dir.string());

    const ClubScan written = writeClubIndex(dir.string(), [](const Scenario&) { return tinyPng(); });
    std::string index;
    std::getline(std::ifstream(dir / "index.json", std::ios::binary), index, '\0');
    checkIndexText(index, dir.string());
    // The index just written lists exactly the files: reading again finds nothing wrong with it.
    ClubScanOptions again;
    again.replayGames = false;
    for (const ClubProblem& p : scanClub(dir.string(), again).problems)
        if (p.file == "index.json") std::abort();
    for (const ClubBattle& b : written.battles)
        if (!b.thumbnail.empty() && pngStamp((dir / b.thumbnail).string(), 1 << 20) != b.checksum) std::abort();
    return 0;
}
