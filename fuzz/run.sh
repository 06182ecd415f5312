#!/usr/bin/env bash
# Builds a fuzzer with clang (libFuzzer + ASan + UBSan) and runs it.
#   bash fuzz/run.sh [SECONDS] [scenario|game]   (default 60 s, scenario; crashes go to build-fuzz/)
# scenario: the scenario reader. Seeds: the bundled scenarios, fuzz/seeds (INT_MIN/INT_MAX
#   coordinates) and every test file.
# game: game files and the action applier (fuzz_game_json.cpp). Seeds: games the random
#   player writes (muster-cli play --ai random --out), built first in $MUSTER_BUILD_DIR (build).
# Needs clang (apt-get install clang).
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-60}"
target="${2:-scenario}"
out=build-fuzz
flags=(-std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I.)
case "$target" in
scenario)
  mkdir -p "$out/corpus"
  cp scenarios/*.json fuzz/seeds/*.json tests/data/malformed/*.json tests/data/rules/*.json tests/data/io/*.json "$out/corpus/" 2>/dev/null || true
  clang++ "${flags[@]}" fuzz/fuzz_scenario_json.cpp model/*.cpp model/io/*.cpp model/rules/*.cpp -o "$out/fuzz_scenario_json"
  cd "$out"
  ./fuzz_scenario_json -max_total_time="$secs" -max_len=65536 -rss_limit_mb=4096 -dict=../fuzz/scenario.dict corpus
  ;;
game)
  build="${MUSTER_BUILD_DIR:-build}"
  cmake --build "$build" --target muster_rulesref muster-cli >/dev/null  # rules_embedded.cpp and the seed writer
  mkdir -p "$out/corpus-game"
  for f in scenarios/*.json; do
    for seed in 1 2 3; do
      "$build/cli/muster-cli" play "$f" --ai random --seed "$seed" --out "$out/corpus-game/$(basename "$f" .json)-$seed.json" >/dev/null || true
    done
  done
  # Short raw action sequences ('!' + 8 bytes an action) for the applier.
  for i in 1 2 3 4; do head -c 200 /dev/urandom | { printf '!'; cat; } > "$out/corpus-game/raw-$i"; done
  # One object per source, compiled in parallel (the engine, model and rulesref together).
  rm -rf "$out/obj-game" && mkdir -p "$out/obj-game"
  srcs=(fuzz/fuzz_game_json.cpp engine/*.cpp model/*.cpp model/io/*.cpp model/rules/*.cpp rulesref/*.cpp
        "$build/rulesref/rules_embedded.cpp")
  printf '%s\n' "${srcs[@]}" | xargs -P "$(nproc)" -I{} sh -c \
    'clang++ "$@" -c "{}" -o "'"$out"'/obj-game/$(echo "{}" | tr / _).o"' _ "${flags[@]}"
  clang++ "${flags[@]}" "$out"/obj-game/*.o -lsqlite3 -o "$out/fuzz_game_json"
  cd "$out"
  ./fuzz_game_json -max_total_time="$secs" -max_len=65536 -rss_limit_mb=4096 -dict=../fuzz/scenario.dict corpus-game
  ;;
*) echo "unknown target '$target' (scenario or game)" >&2; exit 2 ;;
esac
