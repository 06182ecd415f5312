#!/usr/bin/env bash
# Builds the scenario-reader fuzzer with clang (libFuzzer + ASan + UBSan) and runs it.
#   bash fuzz/run.sh [SECONDS]     (default 60; crashes are written to build-fuzz/)
# Seeds: the bundled scenarios, fuzz/seeds (INT_MIN/INT_MAX coordinates) and every test file. Needs clang (apt-get install clang).
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-60}"
out=build-fuzz
mkdir -p "$out/corpus"
cp scenarios/*.json fuzz/seeds/*.json tests/data/malformed/*.json tests/data/rules/*.json tests/data/io/*.json "$out/corpus/" 2>/dev/null || true
clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I. \
  fuzz/fuzz_scenario_json.cpp model/*.cpp model/io/*.cpp model/rules/*.cpp -o "$out/fuzz_scenario_json"
cd "$out"
./fuzz_scenario_json -max_total_time="$secs" -max_len=65536 -rss_limit_mb=4096 -dict=../fuzz/scenario.dict corpus
