#!/usr/bin/env bash
# Sets up, builds and starts Muster: the editor when there is a display, otherwise
# the headless job (validate and summarise the bundled scenarios). It builds only the
# program it starts (tools/test.sh builds everything).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${MUSTER_BUILD_DIR:-build}"
if { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; } && [ "${QT_QPA_PLATFORM:-}" != "offscreen" ]; then
  bash tools/setup.sh build
  bash tools/build.sh muster
  exec "$BUILD_DIR/editor/muster" "$@"
fi
echo "muster: no display found, so running the headless job instead of the editor."
bash tools/setup.sh build
bash tools/build.sh muster-cli
CLI="$BUILD_DIR/cli/muster-cli"
shopt -s nullglob
files=(scenarios/*.json)
status=0
"$CLI" validate "${files[@]}" || status=$?
for f in "${files[@]}"; do
  echo
  "$CLI" info "$f" || status=$?
done
exit $status
