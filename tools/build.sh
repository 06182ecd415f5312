#!/usr/bin/env bash
# Configures and builds Muster into ./build (or $MUSTER_BUILD_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${MUSTER_BUILD_DIR:-build}"
LAUNCHER=()
# ccache, when installed, makes rebuilds (and builds in sibling worktrees) cheap.
if command -v ccache >/dev/null; then LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}" "${LAUNCHER[@]}" >/dev/null
cmake --build "$BUILD_DIR" -j"$(nproc)"
