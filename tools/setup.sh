#!/usr/bin/env bash
# Installs the Debian 12 packages Muster needs, only those missing. Uses sudo when not root.
# `setup.sh build`: only what building the editor and muster-cli needs (tools/run.sh);
# alone: that and what the tests and the package check call (tools/test.sh, CI).
set -euo pipefail
BUILD_PKGS=(build-essential cmake ninja-build mold ccache pkg-config git
      qt6-base-dev qt6-base-dev-tools qt6-svg-dev libgl1-mesa-dev
      nlohmann-json3-dev libsqlite3-dev libzip-dev zlib1g-dev nettle-dev)
# The tests' tools, then packaging (tools/package-check.sh, the packaging_* tests).
TEST_PKGS=(python3 python3-jsonschema poppler-utils tiled xvfb xauth e2fsprogs util-linux mount parallel
      dpkg-dev lintian desktop-file-utils appstream shared-mime-info libglib2.0-bin
      libxml2-utils man-db)
PKGS=("${BUILD_PKGS[@]}")
if [ "${1:-all}" != build ]; then PKGS+=("${TEST_PKGS[@]}"); fi
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all packages present"
else
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
[ "${1:-all}" = build ] && exit 0
# The programs tests call (they fail under CI=true when one is missing, tests/ci_skip.h).
for tool in pdfinfo pdfimages pdftotext tmxrasterizer chattr setpriv mount; do
  command -v "$tool" >/dev/null || { echo "setup: $tool is missing after the install" >&2; exit 1; }
done
