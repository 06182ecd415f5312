#!/usr/bin/env python3
"""The report of tools/hostile_clubs.sh: crashes, hangs and writes outside the folders.

Usage: hostile_clubs_report.py WORK_DIR   (the folder hostile_clubs.sh ran in)

Reads WORK_DIR/runs.tsv (one row per command run) and each run's strace log. A write is an
open with O_WRONLY, O_RDWR, O_CREAT or O_TRUNC, a creat, and every rename, unlink, mkdir,
link or symlink (the new name); its path is resolved through the folders' links (and through
the last one too for an open that follows links), so a write through a link inside the club
to a file outside counts as outside. Allowed outside the club folder: the library publish
reads (WORK_DIR/lib) and the run's own XDG folders (WORK_DIR/env). Exit 1 on any finding.
"""
import collections
import csv
import os
import re
import sys

W = os.path.realpath(sys.argv[1])
runs = list(csv.DictReader(open(f"{W}/runs.tsv"), delimiter="\t"))
allowed = [f"{W}/env", f"{W}/lib"]
call = re.compile(r"^(\d+)\s+(\w+)\((.*)\)\s+=\s+(-?\d+|\?)")
fd_token = re.compile(r"(?:AT_FDCWD|-?\d+)<([^>]*)>|AT_FDCWD(?=,|$)")
string_token = re.compile(r'"((?:[^"\\]|\\.)*)"')


def unescape(s):
    # strace writes bytes as C escapes (\n, \377, \x..); back to the bytes, as a str.
    return bytes(s, "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8", "surrogateescape")


def resolve(base, p, follow):
    if not p.startswith("/"):
        p = os.path.join(base or os.getcwd(), p)
    d, b = os.path.split(p)
    full = os.path.join(os.path.realpath(d), b)
    return os.path.realpath(full) if follow else full


def written_paths(name, args):
    """The paths a call writes, or [] when it only reads."""
    base, paths, flags, rest = None, [], "", args
    while rest:
        rest = rest.lstrip(", ")
        m = string_token.match(rest)
        if m:
            paths.append((base, unescape(m.group(1))))
        elif (m := fd_token.match(rest)):
            base = m.group(1)
        else:
            m = re.match(r"[^,]*", rest)
            flags += m.group(0) + " "
        rest = rest[m.end():]
    if name in ("openat", "open"):
        if not re.search(r"O_WRONLY|O_RDWR|O_CREAT|O_TRUNC", flags):
            return []
        return [resolve(b, p, "O_NOFOLLOW" not in flags) for b, p in paths[:1]]
    if name == "creat":
        return [resolve(b, p, True) for b, p in paths[:1]]
    if name.startswith(("symlink", "link")):
        paths = paths[1:]  # the target of a link is not written; only the new name
    return [resolve(b, p, False) for b, p in paths]


outside = []
for r in runs:
    folder = os.path.realpath(f"{W}/clubs/{r['folder']}")
    log = f"{W}/logs/{r['folder']}.{r['command']}.strace"
    if not os.path.exists(log):
        continue
    for line in open(log, encoding="utf-8", errors="surrogateescape"):
        m = call.match(line)
        if not m:
            continue
        for p in written_paths(m.group(2), m.group(3)):
            if p == folder or p.startswith(folder + "/"):
                continue
            if any(p == a or p.startswith(a + "/") for a in allowed):
                continue
            if p == "/dev/null" or p == "/dev/tty" or p.startswith("/dev/pts/"):
                continue
            outside.append((r["folder"], r["command"], m.group(2), p, m.group(4)))

before, after = open(f"{W}/outside.before").read(), open(f"{W}/outside.after").read() if os.path.exists(f"{W}/outside.after") else None
changed = after is not None and before != after
count = collections.Counter(r["verdict"] for r in runs)
print(f"hostile folders: {len({r['folder'] for r in runs})}, runs: {len(runs)}, crashes: {count['CRASH']}, "
      f"hangs: {count['HANG']}, busy at the time limit: {count['SLOW']}, "
      f"stopped at the time limit by their own Ctrl+C handling: {count['stopped-at-limit']}, "
      f"writes outside the folder: {len(outside)}, files outside changed: {'yes' if changed else 'no'}")
for r in runs:
    if r["verdict"] not in ("ok",):
        print(f"  {r['verdict']}: {r['folder']} {r['command']} exit {r['exit']} after {r['seconds']} s"
              + (f" ({r['cpu']} s CPU)" if "cpu" in r else ""))
for o in outside[:50]:
    print("  outside: %s %s %s %r = %s" % o)
if changed:
    os.system(f"diff {W}/outside.before {W}/outside.after | head -20")
print(f"(logs: {W}/logs, runs: {W}/runs.tsv)")
sys.exit(1 if count["CRASH"] or count["HANG"] or outside or changed else 0)
