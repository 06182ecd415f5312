#!/usr/bin/env bash
# Builds the Debian package from an existing build (tools/build.sh first), unpacks it into
# a scratch root with dpkg-deb -x and checks what a user gets: the installed programs run
# and report the project version, the installed scenarios validate and seed a new library,
# the desktop entry, metainfo and MIME types pass their validators, and lintian finds no
# error or warning. Called by .ci/run after the test suite; see docs/packaging.md.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=$PWD
BUILD_DIR="${MUSTER_BUILD_DIR:-build}"
cd "$BUILD_DIR"
step() { echo "package-check: $*"; }

version=$(sed -n 's/^#define MUSTER_VERSION "\(.*\)"$/\1/p' packaging/include/muster_version.h)
arch=$(dpkg --print-architecture)
deb="muster_${version}_${arch}.deb"
rm -f muster_*.deb
step "cpack -G DEB"
if ! cpack -G DEB >cpack.log 2>&1; then
    cat cpack.log
    exit 1
fi
[ -f "$deb" ] || { echo "package-check: cpack did not write $deb:"; ls ./*.deb; exit 1; }
step "$deb: Depends: $(dpkg-deb -f "$deb" Depends)"

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
cli="$root/usr/bin/muster-cli"

step "installed muster-cli --version"
got=$("$cli" --version)
[ "$got" = "muster-cli $version" ] || { echo "package-check: '$got', expected 'muster-cli $version'"; exit 1; }
got=$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/muster" --version)
[ "$got" = "Muster $version" ] || { echo "package-check: muster --version says '$got'"; exit 1; }

step "installed muster-cli validate over the installed scenarios"
"$cli" validate "$root"/usr/share/muster/scenarios/*.json

# A new library is seeded from the installed scenarios, not the source tree: with one
# installed scenario taken away, the library holds one fewer than the source tree has.
step "a new library is seeded from the installed scenarios"
rm "$root/usr/share/muster/scenarios/antietam.json"
installed=$(find "$root/usr/share/muster/scenarios" -name '*.json' | wc -l)
source_tree=$(find "$SRC/scenarios" -name '*.json' | wc -l)
[ "$installed" -ne "$source_tree" ] || { echo "package-check: cannot tell the copies apart"; exit 1; }
seeded=$(XDG_DATA_HOME="$root/home" "$cli" library list --json |
    python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
[ "$seeded" -eq "$installed" ] ||
    { echo "package-check: new library has $seeded scenarios; $installed installed, $source_tree in the source tree"; exit 1; }

step "desktop-file-validate, appstreamcli validate --no-net"
desktop-file-validate "$root/usr/share/applications/io.github.muster.Muster.desktop"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.muster.Muster.metainfo.xml"

step "MIME types: scenario and game files are told from other JSON by their format"
mkdir -p "$root/xdg/mime" "$root/files"
cp -r "$root/usr/share/mime/packages" "$root/xdg/mime/"
update-mime-database "$root/xdg/mime" 2>/dev/null
printf '{"format":"muster-game","formatVersion":1}\n' >"$root/files/game.json"
printf '{"format": "something-else"}\n' >"$root/files/other.json"
expect_type() { # FILE TYPE
    local got
    got=$(XDG_DATA_DIRS="$root/xdg:/usr/share" gio info -a standard::content-type "$1" | sed -n 's/.*content-type: //p')
    [ "$got" = "$2" ] || { echo "package-check: $1 is $got, not $2"; exit 1; }
}
expect_type "$SRC/scenarios/shiloh.json" application/x-muster-scenario+json
expect_type "$root/files/game.json" application/x-muster-game+json
expect_type "$root/files/other.json" application/json

step "lintian (errors and warnings fail)"
if ! out=$(lintian --fail-on error,warning "$deb" 2>&1); then
    echo "$out"
    echo "package-check: lintian failed"
    exit 1
fi
grep -v "^running with root privileges" <<<"$out" || true
step "ok"
