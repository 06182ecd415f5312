#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer into build-asan/
# and runs the test suite there (not part of CI: the full build takes hours on 2 busy cores).
# Any sanitizer report fails the test that triggered it.
#   bash tools/sanitize.sh [ctest args...]     e.g. bash tools/sanitize.sh -R editor
# MUSTER_SANITIZE_DIR picks the build folder (default build-asan); MUSTER_SANITIZE_TARGETS
# builds only those targets (then give ctest a matching -R), e.g. to check one area first;
# MUSTER_SANITIZE_JOBS the parallel compiles (default: every core).
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
cmake --build "$build" -j"${MUSTER_SANITIZE_JOBS:-$(nproc)}" ${MUSTER_SANITIZE_TARGETS:+--target $MUSTER_SANITIZE_TARGETS}
cd "$build"
# Every report also goes to a file in sanitizer-logs/, so one from a child process (a
# muster-cli a test starts, whose exit status the test may not look at) still fails the run.
logs="$PWD/sanitizer-logs"
rm -rf "$logs" && mkdir -p "$logs"
# Leak checking is off: Qt keeps process-lifetime caches that LSan reports as leaks.
export ASAN_OPTIONS="detect_leaks=0:log_path=$logs/asan" QT_QPA_PLATFORM=offscreen
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:log_path=$logs/ubsan"
status=0
ctest --output-on-failure -E db_test_crash --timeout 900 "$@" || status=$?
if compgen -G "$logs/*" >/dev/null; then
  echo "sanitize: reports in $logs:" >&2
  head -n 40 "$logs"/* >&2
  exit 1
fi
echo "sanitize: no sanitizer report"
exit "$status"
