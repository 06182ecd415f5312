#!/usr/bin/env bash
# ctest packaging_metadata: the desktop entry, AppStream metainfo, MIME types, icons and
# man pages as built, checked with the freedesktop validators and man's own warnings.
# usage: test_metadata.sh PACKAGING_SOURCE_DIR PACKAGING_BINARY_DIR
set -uo pipefail
src=$1
bin=$2
app=io.github.muster.Muster
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
for tool in desktop-file-validate appstreamcli xmllint man; do
    command -v "$tool" >/dev/null || fail "$tool is missing (bash tools/setup.sh installs it)"
done
[ "$failures" -eq 0 ] || exit 1

desktop-file-validate "$src/$app.desktop" || fail "desktop-file-validate $app.desktop"
appstreamcli validate --no-net "$bin/$app.metainfo.xml" || fail "appstreamcli validate $app.metainfo.xml"
grep -q "<release version=\"$(sed -n 's/.*MUSTER_VERSION "\(.*\)"/\1/p' "$bin/include/muster_version.h")\"" \
    "$bin/$app.metainfo.xml" || fail "the metainfo's release is not the project version"
xmllint --noout "$src/$app.mime.xml" || fail "xmllint $app.mime.xml"

# The icons rendered from the SVG have the size their folder says.
for size in 48 64 128 256; do
    png="$bin/icons/$size/$app.png"
    dims=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]) if d[:8]==b"\x89PNG\r\n\x1a\n" else "not a PNG")' "$png" 2>&1)
    [ "$dims" = "${size}x${size}" ] || fail "$png is $dims, not ${size}x${size}"
done

# Man pages: no warnings from groff, and a section for every muster-cli command.
for page in muster muster-cli; do
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$bin/man/$page.1" 2>&1 >/dev/null)
    [ -z "$warnings" ] || fail "man $page.1: $warnings"
done
cli=$(dirname "$bin")/cli/muster-cli
if [ -x "$cli" ]; then
    for cmd in $("$cli" --help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z-]*\).*/\1/p'); do
        grep -qx ".SS $cmd" "$bin/man/muster-cli.1" || fail "muster-cli.1 has no section for '$cmd'"
    done
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures metadata check(s) failed"
    exit 1
fi
echo "metadata: desktop entry, metainfo, MIME types, icons and man pages valid"
