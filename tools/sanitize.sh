#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer into build-asan/
# and runs the test suite there (not part of CI: it takes about 20 minutes on 2 cores).
# Any sanitizer report fails the test that triggered it.
#   bash tools/sanitize.sh [ctest args...]     e.g. bash tools/sanitize.sh -R editor
# MUSTER_SANITIZE_DIR picks the build folder (default build-asan); MUSTER_SANITIZE_TARGETS
# builds only those targets (then give ctest a matching -R), e.g. to check one area first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
build="${MUSTER_SANITIZE_DIR:-build-asan}"
flags="-fsanitize=address,undefined -fno-omit-frame-pointer -O1"
launcher=()
# ccache keeps a rebuild after a small change short (the flags differ from the normal build,
# so the first build is a full one).
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" "${launcher[@]}" >/dev/null
# shellcheck disable=SC2086
cmake --build "$build" -j"$(nproc)" ${MUSTER_SANITIZE_TARGETS:+--target $MUSTER_SANITIZE_TARGETS}
cd "$build"
# Leak checking is off: Qt keeps process-lifetime caches that LSan reports as leaks.
export ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 QT_QPA_PLATFORM=offscreen
ctest --output-on-failure -E db_test_crash --timeout 900 "$@"
