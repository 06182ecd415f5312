// Game files from disk (a game, or a scenario read as a game) and replaying a record.
#include "engine/io/game_json.h"
#include "engine/io/game_sax.h"

#include "model/io/scenario_json.h"
#include "engine/queries/rule_queries.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace muster {
namespace {

// As readScenarioFile: opened without blocking and checked with fstat, so a FIFO or
// device cannot hang the reader; only a regular file within the size limit is read.
std::string readWholeFile(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        throw GameReadError(path, "", "cannot open: " + std::string(err == ENOENT ? "no such file" : std::strerror(err)));
    }
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(::fdopen(fd, "rb"), &std::fclose);
    if (!f) {
        ::close(fd);
        throw GameReadError(path, "", std::string("cannot open: ") + std::strerror(errno));
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) throw GameReadError(path, "", std::string("cannot open: ") + std::strerror(errno));
    if (S_ISDIR(st.st_mode)) throw GameReadError(path, "", "cannot open: it is a directory");
    if (!S_ISREG(st.st_mode)) throw GameReadError(path, "", "cannot open: it is not a regular file");
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    const GameReadLimits limits;
    if (static_cast<std::uintmax_t>(st.st_size) > limits.maxFileBytes)
        throw GameReadError(path, "", "file is " + std::to_string(st.st_size) + " bytes, larger than the limit of " +
                                          std::to_string(limits.maxFileBytes / (1024 * 1024)) + " MiB");
    std::string text;
    text.reserve(static_cast<std::size_t>(st.st_size));  // one allocation, not a doubling string
    char buf[1 << 16];
    for (;;) {
        const std::size_t n = std::fread(buf, 1, sizeof buf, f.get());
        text.append(buf, n);
        if (text.size() > limits.maxFileBytes) throw GameReadError(path, "", "file is larger than the size limit");
        if (n < sizeof buf) {
            if (std::ferror(f.get())) throw GameReadError(path, "", std::string("read error: ") + std::strerror(errno));
            break;
        }
    }
    return text;
}

} // namespace

GameRecord readGameFile(const std::string& path) { return readGameJson(readWholeFile(path), path); }

GameRecord readGameOrScenarioFile(const std::string& path, std::uint64_t scenarioSeed, bool* isGame) {
    const std::string text = readWholeFile(path);
    std::string broken;
    const FileFormat format = sniffFormat(text, &broken);
    if (format == FileFormat::Unknown) throw GameReadError(path, "", broken);
    const bool game = format == FileFormat::Game;
    if (isGame) *isGame = game;
    if (game) return readGameJson(text, path);
    GameRecord g;
    try {
        g.scenario = readScenarioJson(text, path);
    } catch (const ScenarioReadError& e) {
        throw GameReadError(path, e.jsonPath(), e.reason());
    }
    if (const std::string errors = playBlockers(g.scenario); !errors.empty())
        throw GameReadError(path, "", "the scenario does not pass validation: " + errors, true);
    g.seed = scenarioSeed;
    return g;
}

Replay replayGame(const GameRecord& g, GameLog* log) {
    auto setup = std::make_shared<const GameSetup>(g.scenario);
    Replay r{setup, newGame(setup, g.seed, g.dice, log), -1, {}};
    for (std::size_t i = 0; i < g.actions.size(); ++i) {
        const ApplyResult res = applyAction(r.state, g.actions[i], log);
        if (!res) {
            r.failedAction = static_cast<int>(i);
            r.error = "actions[" + std::to_string(i) + "]: " + res.error;
            break;
        }
    }
    return r;
}

} // namespace muster
