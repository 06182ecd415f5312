#!/usr/bin/env bash
# Configures and builds Muster into ./build (or $MUSTER_BUILD_DIR). With target names it
# builds just those (tools/run.sh builds the editor and muster-cli); alone, everything.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${MUSTER_BUILD_DIR:-build}"
ARGS=(-DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-Release}")
# Ninja schedules the two cores better than make; an existing build folder keeps its generator.
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ] && command -v ninja >/dev/null; then ARGS+=(-G Ninja); fi
# ccache, when installed, makes rebuilds (and builds in sibling worktrees) cheap; the
# sloppiness lets it cache units that use the precompiled headers.
if command -v ccache >/dev/null; then
  ARGS+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_SLOPPINESS="${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}"
fi
cmake -S . -B "$BUILD_DIR" "${ARGS[@]}" >/dev/null
TARGETS=()
for t in "$@"; do TARGETS+=(--target "$t"); done
cmake --build "$BUILD_DIR" -j"$(nproc)" "${TARGETS[@]}"
