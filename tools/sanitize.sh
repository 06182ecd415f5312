#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer into build-asan/
# and runs the test suite there (not part of CI: it takes about 20 minutes on 2 cores).
# Any sanitizer report fails the test that triggered it.
#   bash tools/sanitize.sh [ctest args...]     e.g. bash tools/sanitize.sh -R editor
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
flags="-fsanitize=address,undefined -fno-omit-frame-pointer -O1"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build build-asan -j"$(nproc)"
cd build-asan
# Leak checking is off: Qt keeps process-lifetime caches that LSan reports as leaks.
export ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 QT_QPA_PLATFORM=offscreen
ctest --output-on-failure -E db_test_crash --timeout 900 "$@"
