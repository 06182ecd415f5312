#!/usr/bin/env bash
# Sets up, builds and starts Muster: the editor when there is a display, otherwise
# the headless job (validate and summarise the bundled scenarios).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
bash tools/build.sh muster muster-cli
BUILD_DIR="${MUSTER_BUILD_DIR:-build}"
if [ -x "$BUILD_DIR/editor/muster" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; } \
   && [ "${QT_QPA_PLATFORM:-}" != "offscreen" ]; then
  exec "$BUILD_DIR/editor/muster" "$@"
fi
if [ -x "$BUILD_DIR/editor/muster" ]; then
  echo "muster: no display found, so running the headless job instead of the editor."
else
  echo "muster: the editor is not built yet, so running the headless job."
fi
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
