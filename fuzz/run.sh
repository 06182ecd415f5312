#!/usr/bin/env bash
# Builds the fuzzers with clang (libFuzzer + ASan + UBSan) and runs them one after another.
#   bash fuzz/run.sh [SECONDS] [TARGET...]   (default 60 s each; targets: scenario_json
#   (or scenario), grid_json (or grid), eagle_json (or eagle), game, tmx_text, club; default scenario_json and tmx_text; crashes go to build-fuzz/)
# fuzz_scenario_json: the scenario reader, seeded with the bundled scenarios, fuzz/seeds
# (INT_MIN/INT_MAX coordinates) and every test file. fuzz_tmx_text: the TMX exporter's text
# path (Qt Core), seeded with fuzz/seeds/tmx. fuzz_game_json: seeded with fuzz/seeds/game and
# fresh random games. Needs clang (apt-get install clang) and Qt 6. Keep every finding as a
# seed in fuzz/seeds/...: the fuzz_replay_* ctests replay them in every build. zlib (-lz) is
# for model/io/share_code.cpp.
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(scenario_json tmx_text)
out=build-fuzz
# ccache (when installed) keeps the objects of the game target, the slowest to build.
cxx=clang++
if command -v ccache >/dev/null; then cxx="ccache clang++"; fi
flags=(-std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I.)
# No allocation stacks while fuzzing: recording one per malloc was about a tenth of the game
# target's time. A crash still shows where it happened; for where the memory was allocated
# and freed, run the crash file again: ASAN_OPTIONS=malloc_context_size=30 ./fuzz_game_json FILE
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=0}"
mkdir -p "$out/corpus" "$out/corpus-tmx"
cp scenarios/*.json fuzz/seeds/*.json tests/data/malformed/*.json tests/data/rules/*.json tests/data/io/*.json "$out/corpus/" 2>/dev/null || true
cp fuzz/seeds/tmx/* scenarios/*.json "$out/corpus-tmx/" 2>/dev/null || true
mkdir -p "$out/corpus-game" && cp fuzz/seeds/game/* "$out/corpus-game/"
# Every model source, so a new folder under model/systems is built with the rest.
model_srcs=(model/*.cpp model/io/*.cpp model/rules/*.cpp model/systems/*.cpp model/systems/*/*.cpp)
mkdir -p "$out/corpus-grid" && cp tests/data/grid/*.json fuzz/seeds/*.json "$out/corpus-grid/" 2>/dev/null || true
mkdir -p "$out/corpus-eagle" && cp tests/data/eagle/*.json fuzz/seeds/eagle/*.json "$out/corpus-eagle/" 2>/dev/null || true
for t in "${targets[@]}"; do
  case "$t" in
  scenario|scenario_json)
    clang++ "${flags[@]}" fuzz/fuzz_scenario_json.cpp "${model_srcs[@]}" \
      -lz -o "$out/fuzz_scenario_json"
    (cd "$out" && ./fuzz_scenario_json -max_total_time="$secs" -max_len=65536 -rss_limit_mb=4096 \
      -dict=../fuzz/scenario.dict corpus)
    ;;
  game)
    # Game files and the action applier (fuzz_game_json.cpp), seeded with games the random
    # player writes (muster-cli play --ai random --out), built first in $MUSTER_BUILD_DIR.
    build="${MUSTER_BUILD_DIR:-build}"
    cmake --build "$build" --target muster_rulesref muster-cli >/dev/null
    mkdir -p "$out/corpus-game"
    # Small seeds (a few KB): the target replays at most 48 actions of an input anyway.
    for f in tests/data/rules/*.pass.json scenarios/gettysburg_little_round_top.json; do
      "$build/cli/muster-cli" play "$f" --ai random --seed 1 --out "$out/corpus-game/$(basename "$f" .json)-1.json" >/dev/null || true
    done
    find "$out/corpus-game" -type f -size +20k -delete
    for i in 1 2 3 4; do head -c 200 /dev/urandom | { printf '!'; cat; } > "$out/corpus-game/raw-$i"; done
    rm -rf "$out/obj-game" && mkdir -p "$out/obj-game"
    srcs=(fuzz/fuzz_game_json.cpp tests/support/random_scenario.cpp engine/balance/*.cpp engine/io/*.cpp engine/players/*.cpp engine/queries/*.cpp engine/rules/*.cpp engine/ai/*.cpp "${model_srcs[@]}" rulesref/*.cpp
          "$build/rulesref/rules_embedded.cpp")
    printf '%s\n' "${srcs[@]}" | xargs -P "$(nproc)" -I{} sh -c \
      '$0 "$@" -c "{}" -o "'"$out"'/obj-game/$(echo "{}" | tr / _).o"' "$cxx" "${flags[@]}"
    clang++ "${flags[@]}" "$out"/obj-game/*.o -lsqlite3 -lz -o "$out/fuzz_game_json"
    # -entropic=0: with the target itself cheap, the entropic schedule's bookkeeping after
    # every input was about a quarter of the time (inputs per CPU second, two runs each:
    # 321 and 325 with it, 444 and 445 without; the same coverage after 4,000 inputs).
    (cd "$out" && ./fuzz_game_json -max_total_time="$secs" -max_len=20000 -rss_limit_mb=4096 \
      -entropic=0 -dict=../fuzz/scenario.dict corpus-game)
    ;;
  club)
    # Club folders (fuzz_club_folder.cpp): index, battles, games, claims and thumbnails written
    # to a folder in /dev/shm and read as club check and club index read them. Seeded with
    # fuzz/seeds/club (a published club's files, "@@" and a letter before each). Only club/ is
    # built here with coverage and sanitizers; the readers and engine below it come from the
    # normal build's libraries (their own targets fuzz them), which keeps the build to minutes.
    build="${MUSTER_BUILD_DIR:-build}"
    cmake --build "$build" --target muster_engine muster_model muster_rulesref >/dev/null
    mkdir -p "$out/corpus-club" && cp fuzz/seeds/club/* "$out/corpus-club/"
    rm -rf "$out/obj-club" && mkdir -p "$out/obj-club"
    srcs=(fuzz/fuzz_club_folder.cpp $(ls club/*.cpp | grep -v club_origin))
    printf '%s\n' "${srcs[@]}" | xargs -P "$(nproc)" -I{} sh -c \
      '$0 "$@" -c "{}" -o "'"$out"'/obj-club/$(echo "{}" | tr / _).o"' "$cxx" "${flags[@]}"
    clang++ "${flags[@]}" "$out"/obj-club/*.o "$build/engine/libmuster_engine.a" "$build/rulesref/libmuster_rulesref.a" \
      "$build/model/libmuster_model.a" -lnettle -lsqlite3 -lz -pthread -o "$out/fuzz_club_folder"
    (cd "$out" && ./fuzz_club_folder -max_total_time="$secs" -max_len=131072 -rss_limit_mb=4096 \
      -dict=../fuzz/club.dict corpus-club)
    ;;
  grid|grid_json)
    # Square-grid battles (fuzz_grid_json.cpp), seeded with tests/data/grid and fuzz/seeds.
    clang++ "${flags[@]}" fuzz/fuzz_grid_json.cpp "${model_srcs[@]}" -lz -o "$out/fuzz_grid_json"
    (cd "$out" && ./fuzz_grid_json -max_total_time="$secs" -max_len=65536 -rss_limit_mb=4096 \
      -dict=../fuzz/scenario.dict corpus-grid)
    ;;
  eagle|eagle_json)
    # Eagle Games battles (fuzz_eagle_json.cpp), seeded with tests/data/eagle and fuzz/seeds/eagle.
    clang++ "${flags[@]}" fuzz/fuzz_eagle_json.cpp "${model_srcs[@]}" -lz -o "$out/fuzz_eagle_json"
    (cd "$out" && ./fuzz_eagle_json -max_total_time="$secs" -max_len=65536 -rss_limit_mb=4096 \
      -dict=../fuzz/scenario.dict corpus-eagle)
    ;;
  tmx_text)
    # Qt is built with GCC; -fPIC as Qt requires. vptr checks need Qt's RTTI, which is there.
    clang++ "${flags[@]}" -fPIC $(pkg-config --cflags Qt6Core) fuzz/fuzz_tmx_text.cpp \
      editor/render/tmx_document.cpp editor/render/scenario_text.cpp "${model_srcs[@]}" \
      $(pkg-config --libs Qt6Core) -lz -o "$out/fuzz_tmx_text"
    (cd "$out" && ./fuzz_tmx_text -max_total_time="$secs" -max_len=65536 -rss_limit_mb=4096 \
      -dict=../fuzz/tmx.dict corpus-tmx)
    ;;
  *) echo "unknown fuzz target: $t" >&2; exit 2 ;;
  esac
done
