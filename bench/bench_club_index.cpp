// A hostile club index, scanned as `muster-cli club check` scans it (scanClub): figures,
// never pass/fail. Each case is a club of one bundled battle whose index.json is full of
// bad entries: the 16 MiB cap full of distinct unknown ids, 2 million empty entries, the cap
// full of empty entries and of bare numbers (the most JSON values a file can hold, so the
// largest trees per byte). Each scan runs in a child process of its own, so its peak
// resident memory (ru_maxrss) and CPU time are its own; a baseline scans the same club with
// a good index. Also printed: the problem lines check would print (at most 20 a file, then
// a count) and the tree's overhead, (peak - baseline) / index bytes.
// A claim file full of empty objects up to its 40 MiB cap is scanned too (the largest cap).
// Usage: bench_club_index [KEEP_DIR]
#include "club/club.h"
#include "club/club_files.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace muster;
namespace fs = std::filesystem;

namespace {

struct Case {
    const char* name;
    const char* file;                    // where in the club
    std::function<std::string()> text;   // its bytes
};

// "[" + entries + "]" filling up to `bytes` with entry(i), comma-separated.
std::string battlesIndex(std::size_t bytes, long long count, const std::function<std::string(long long)>& entry) {
    std::string t = "{\"format\":\"muster-club-index\",\"battles\":[";
    const std::string tail = "]}";
    for (long long i = 0; i < count; ++i) {
        std::string e = (i ? "," : "") + entry(i);
        if (t.size() + e.size() + tail.size() > bytes) break;
        t += e;
    }
    return t + tail;
}

// Scans `dir` as check does in a child; the parent reports the child's own figures.
void scanInChild(const char* name, const fs::path& dir, std::size_t indexBytes, long baselineKb) {
    int fds[2];
    if (::pipe(fds) != 0) return;
    std::fflush(stdout);
    const auto t0 = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        ClubScanOptions o;
        o.keepClaims = true;
        const ClubScan scan = scanClub(dir.string(), o);
        std::size_t indexLines = 0;
        for (const ClubProblem& p : scan.problems) indexLines += p.file == "index.json";
        const std::size_t lines[2] = {scan.problems.size(), indexLines};
        [[maybe_unused]] const ssize_t n = ::write(fds[1], lines, sizeof lines);
        ::_exit(0);
    }
    ::close(fds[1]);
    std::size_t lines[2] = {0, 0};
    const bool got = ::read(fds[0], lines, sizeof lines) == static_cast<ssize_t>(sizeof lines);
    ::close(fds[0]);
    int status = 0;
    rusage ru{};
    ::wait4(pid, &status, 0, &ru);
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
    std::printf("%-34s %10.2f %8.2f %8.2f %10ld %8.2f %7zu %7zu%s\n", name, indexBytes / 1048576.0, wall, cpu, ru.ru_maxrss / 1024,
                baselineKb > 0 && indexBytes > 0 ? (ru.ru_maxrss - baselineKb) * 1024.0 / indexBytes : 0.0, got ? lines[0] : 0,
                got ? lines[1] : 0, WIFEXITED(status) && WEXITSTATUS(status) == 0 ? "" : "  (the scan failed)");
}

long peakKbOfGoodClub(const fs::path& dir) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        scanClub(dir.string());
        ::_exit(0);
    }
    int status = 0;
    rusage ru{};
    ::wait4(pid, &status, 0, &ru);
    return ru.ru_maxrss;
}

} // namespace

int main(int argc, char** argv) {
    const fs::path root = argc > 1 ? fs::path(argv[1]) : fs::temp_directory_path() / ("bench_club_index." + std::to_string(::getpid()));
    fs::create_directories(root / "club" / "scenarios");
    const fs::path club = root / "club";
    const Scenario s = readScenarioFile(MUSTER_SCENARIOS "/antietam.json");
    std::ofstream(club / "scenarios" / "antietam.json", std::ios::binary) << writeScenarioJson(s);
    std::ofstream(club / "index.json", std::ios::binary) << clubIndexJson(scanClub(club.string()));
    const long baseline = peakKbOfGoodClub(club);
    const std::size_t cap = clubFileCap(ClubFile::Index);
    const std::size_t nearCap = cap - 64, claimCap = clubFileCap(ClubFile::Claim) - 64;
    const auto all = 1LL << 40;
    const auto empty = [](long long) { return std::string("{}"); };
    const Case cases[] = {
        {"index: unknown ids, the cap full", "index.json",
         [&] { return battlesIndex(nearCap, all, [](long long i) { return "{\"id\":\"x" + std::to_string(i) + "\"}"; }); }},
        {"index: 2 million empty entries", "index.json", [&] { return battlesIndex(nearCap, 2000000, empty); }},
        {"index: empty entries, the cap full", "index.json", [&] { return battlesIndex(nearCap, all, empty); }},
        {"index: bare numbers, the cap full", "index.json",
         [&] { return battlesIndex(nearCap, all, [](long long) { return std::string("0"); }); }},
        {"claim: empty objects, its cap full", "balance/0-hostile.json", [&] { return battlesIndex(claimCap, all, empty); }},
    };
    std::printf("Club check scanning a hostile index.json (cap %s; each scan in its own process; baseline peak %ld MiB)\n",
                mibText(cap).c_str(), baseline / 1024);
    std::printf("%-34s %10s %8s %8s %10s %8s %7s %7s\n", "hostile file", "MiB", "wall s", "CPU s", "peak MiB", "x bytes", "lines",
                "index");
    const std::string goodIndex = clubIndexJson(scanClub(club.string()));
    fs::create_directories(club / "balance");
    for (const Case& c : cases) {
        std::ofstream(club / "index.json", std::ios::binary | std::ios::trunc) << goodIndex;
        fs::remove(club / "balance" / "0-hostile.json");
        std::size_t bytes = 0;
        {
            const std::string text = c.text();
            bytes = text.size();
            std::ofstream(club / c.file, std::ios::binary | std::ios::trunc) << text;
        }  // freed before the child starts: its peak is its own
        scanInChild(c.name, club, bytes, baseline);
    }
    std::printf("(x bytes: (peak - baseline) / the file's bytes, its text and its tree together; lines: problem lines\n"
                " check prints, all files; index: those of index.json, at most %zu and the count)\n", kMaxProblemsPerFile);
    if (argc <= 1) fs::remove_all(root);
    return 0;
}
