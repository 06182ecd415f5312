#!/usr/bin/env bash
# Installs the Debian 12 packages Muster needs, only those missing. Uses sudo when not root.
# The last two lines are for packaging (tools/package-check.sh, the packaging_* tests).
set -euo pipefail
PKGS=(build-essential cmake ninja-build mold ccache pkg-config git
      qt6-base-dev qt6-base-dev-tools qt6-svg-dev libgl1-mesa-dev
      nlohmann-json3-dev libsqlite3-dev libzip-dev zlib1g-dev nettle-dev
      python3 python3-jsonschema poppler-utils tiled xvfb xauth e2fsprogs util-linux mount parallel
      dpkg-dev lintian desktop-file-utils appstream shared-mime-info libglib2.0-bin
      libxml2-utils man-db)
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
# The programs tests call (they fail under CI=true when one is missing, tests/ci_skip.h).
for tool in pdfinfo pdfimages pdftotext tmxrasterizer chattr setpriv mount; do
  command -v "$tool" >/dev/null || { echo "setup: $tool is missing after the install" >&2; exit 1; }
done
