#!/usr/bin/env bash
# A hostile-folder run (docs/club.md "Hostile folders"): builds 76 club folders, each
# one published club with one thing made hostile (JSON nested 100,000 deep, indexes near
# the cap, FIFOs, folders and symbolic links where files belong, links leading out of the
# folder, hard links to files outside, names that are not UTF-8 or hold a newline, claims of
# 2^31, 2^32+1 and 10M games, unknown players, NUL in ids, UTF-16 files, truncated JSON, a
# claim on another battle, foreign and forged PNGs, ...), and runs club check, balance
# verify (each claim), club index and club publish on each under timeout and strace. Then
# it reports crashes (a signal), hangs (still running at the time limit and not stopped by
# its own Ctrl+C handling) and every write, create, rename, link or delete outside the
# folder (from the strace logs, paths resolved through links; the library and the run's own
# XDG folders are allowed), and checks that files outside that links point at are unchanged.
#
# Usage: tools/hostile_clubs.sh [MUSTER_CLI [WORK_DIR]]   (WORK_DIR is kept; default a new /tmp folder)
# Environment: HOSTILE_TIMEOUT (seconds a command may run, 30), HOSTILE_ONLY (a regex of folder names).
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
CLI="$(realpath "${1:-$here/build/cli/muster-cli}")"
W="${2:-$(mktemp -d /tmp/hostile_clubs.XXXXXX)}"
T="${HOSTILE_TIMEOUT:-30}"
command -v strace >/dev/null || { echo "strace is missing (apt-get install strace)" >&2; exit 2; }
[ -x "$CLI" ] || { echo "no muster-cli at $CLI" >&2; exit 2; }
mkdir -p "$W"/{clubs,outside,logs,lib,env/cache,env/config,env/data,env/runtime}
W="$(realpath "$W")"
chmod 700 "$W/env/runtime"
export QT_QPA_PLATFORM=offscreen HOME="$W/env" XDG_CACHE_HOME="$W/env/cache" XDG_CONFIG_HOME="$W/env/config" \
       XDG_DATA_HOME="$W/env/data" XDG_RUNTIME_DIR="$W/env/runtime"
S="$here/scenarios"
OUT="$W/outside"

cli() { "$CLI" "$@"; }
# jedit FILE 'python statements on j': rewrites a JSON file.
jedit() {
  python3 - "$1" "$2" <<'PY'
import json, sys
p = sys.argv[1]
j = json.load(open(p, encoding="utf-8"))
exec(sys.argv[2])
open(p, "w", encoding="utf-8").write(json.dumps(j))
PY
}
deep() { python3 -c "import sys; n=int(sys.argv[1]); sys.stdout.write('['*n + ']'*n)" "$1"; }
# deepkey FILE KEY: the value at KEY replaced by arrays nested 100,000 deep.
deepkey() {
  python3 - "$1" "$2" <<'PY'
import json, sys
p, k = sys.argv[1], sys.argv[2]
j = json.load(open(p, encoding="utf-8"))
j[k] = "@@"
open(p, "w").write(json.dumps(j).replace('"@@"', "[" * 100000 + "]" * 100000))
PY
}

# --- The base club: The Cornfield published by alice with a claim of 4 greedy games. ---
echo "building the base club in $W" >&2
cli library import "$S/antietam.json" --db "$W/lib/lib.sqlite" >/dev/null
cli balance "$S/antietam.json" --games 4 --seed 3 --ai greedy --json >"$W/lib/bal.json"
cli club publish 1 --to "$W/base" --db "$W/lib/lib.sqlite" --by alice --claim "$W/lib/bal.json" >/dev/null || exit 2
BID=$(basename "$W"/base/scenarios/*.json .json)
CLAIM=$(basename "$(ls "$W"/base/balance/*.json | head -1)")
# A newer revision (one more turn) of the library's battle, so publish replaces the club's
# battle and rewrites alice's own claim as older. muster-cli saves no revisions, so the
# revision is copied in SQL with the turns and checksum of the revised battle imported alone.
python3 -c "
import json; j=json.load(open('$S/antietam.json')); j['turns']+=1; json.dump(j, open('$W/lib/revised.json','w'))"
cli library import "$W/lib/revised.json" --db "$W/lib/revised.sqlite" >/dev/null
cp "$W/lib/lib.sqlite" "$W/lib/rev.sqlite"
python3 - "$W/lib/rev.sqlite" "$W/lib/revised.sqlite" <<'PY' || exit 2
import sqlite3, sys
c, o = sqlite3.connect(sys.argv[1]), sqlite3.connect(sys.argv[2])
turns, checksum = o.execute("select turns, checksum from revisions order by id desc limit 1").fetchone()
cols = [r[1] for r in c.execute("pragma table_info(revisions)")]
row = dict(zip(cols, c.execute("select * from revisions where id=(select current_revision from scenarios where id=1)").fetchone()))
old = row["id"]
row.update(id=None, number=row["number"] + 1, turns=turns, checksum=checksum, note="one more turn")
c.execute(f"insert into revisions ({','.join(cols)}) values ({','.join('?' * len(cols))})", [row[k] for k in cols])
new = c.execute("select last_insert_rowid()").fetchone()[0]
for (t,) in c.execute("select name from sqlite_master where type='table'").fetchall():
    tc = [r[1] for r in c.execute(f"pragma table_info({t})")]
    if "revision_id" in tc and t != "games":
        sel = ",".join("?" if k == "revision_id" else k for k in tc)
        c.execute(f"insert into {t} ({','.join(tc)}) select {sel} from {t} where revision_id=?", (new, old))
c.execute("update scenarios set current_revision=? where id=1", (new,))
c.commit()
PY
# Another battle under the same id, with its own claim and thumbnail.
python3 -c "
import json; j=json.load(open('$S/antietam.json')); j['sides']['union']['commandAP']+=1; json.dump(j, open('$W/lib/other.json','w'))"
cli library import "$W/lib/other.json" --db "$W/lib/other.sqlite" >/dev/null
cli balance "$W/lib/other.json" --games 2 --seed 1 --ai greedy --json >"$W/lib/other-bal.json"
cli club publish 1 --to "$W/other" --db "$W/lib/other.sqlite" --as "$BID" --by bob --claim "$W/lib/other-bal.json" >/dev/null || exit 2
OTHER_CLAIM=$(ls "$W"/other/balance/*.json | head -1)

# --- The hostile folders: new NAME, then change what is in $F. ---
names=()
new() { F="$W/clubs/$1"; names+=("$1"); cp -a "$W/base" "$F"; }
sentinel() { printf 'outside %s\n' "$1" >"$OUT/$1"; echo "$OUT/$1"; }
claimed() { cp "$F/balance/$CLAIM" "$F/balance/$1"; echo "$F/balance/$1"; }

new deep-claim-result;   deepkey "$(claimed 0-deep.json)" result
new deep-claim-scenario; deepkey "$(claimed 0-deep.json)" scenario
new deep-battle;         deep 100000 >"$F/scenarios/$BID.json"
new deep-index;          { printf '{"format":"muster-club-index","battles":['; deep 100000; printf ']}'; } >"$F/index.json"
new deep-game;           mkdir -p "$F/games"; deep 100000 >"$F/games/deep.json"
new index-near-cap-ids;  python3 -c "
import sys; out=['{\"format\":\"muster-club-index\",\"battles\":[']; n=0; size=45
while size < 16*1024*1024-100:
    e=('{\"id\":\"x%d\"}' % n); out.append((',' if n else '')+e); size+=len(e)+1; n+=1
out.append(']}'); open(sys.argv[1],'w').write(''.join(out))" "$F/index.json"
new index-2m-empty;      python3 -c "import sys; open(sys.argv[1],'w').write('{\"format\":\"muster-club-index\",\"battles\":[' + ','.join(['{}']*2000000) + ']}')" "$F/index.json"
new index-over-cap;      python3 -c "import sys; open(sys.argv[1],'w').write('{\"battles\":[' + ','.join(['0']*9000000) + ']}')" "$F/index.json"
new battle-over-cap;     truncate -s 33M "$F/scenarios/$BID.json"
new claim-over-cap;      truncate -s 41M "$F/balance/0-big.json"
new fifo-index;          rm "$F/index.json"; mkfifo "$F/index.json"
new fifo-thumbnail;      rm "$F/thumbnails/$BID.png"; mkfifo "$F/thumbnails/$BID.png"
new fifo-battle;         rm "$F/scenarios/$BID.json"; mkfifo "$F/scenarios/$BID.json"
new fifo-claim;          mkfifo "$F/balance/0-fifo.json"
new fifo-gitignore;      rm -f "$F/.gitignore"; mkfifo "$F/.gitignore"
new dir-index;           rm "$F/index.json"; mkdir "$F/index.json"
new dir-thumbnail;       rm "$F/thumbnails/$BID.png"; mkdir "$F/thumbnails/$BID.png"
new dir-battle;          rm "$F/scenarios/$BID.json"; mkdir "$F/scenarios/$BID.json"
new dir-claim;           mkdir "$F/balance/0-dir.json"
new dir-own-claim;       rm "$F/balance/$CLAIM"; mkdir "$F/balance/$CLAIM"
new link-index-out;      rm "$F/index.json"; ln -s "$(sentinel index-target.json)" "$F/index.json"
new link-thumbnail-out;  rm "$F/thumbnails/$BID.png"; ln -s "$(sentinel thumb-target.png)" "$F/thumbnails/$BID.png"
new link-battle-out;     cp "$F/scenarios/$BID.json" "$OUT/battle-target.json"; rm "$F/scenarios/$BID.json"; ln -s "$OUT/battle-target.json" "$F/scenarios/$BID.json"
new link-own-claim-out;  mv "$F/balance/$CLAIM" "$OUT/own-claim-target.json"; ln -s "$OUT/own-claim-target.json" "$F/balance/$CLAIM"
new link-gitignore-out;  rm -f "$F/.gitignore"; ln -s "$(sentinel gitignore-target)" "$F/.gitignore"
new link-scenarios-out;  mv "$F/scenarios" "$OUT/scenarios-dir"; ln -s "$OUT/scenarios-dir" "$F/scenarios"
new link-balance-out;    mv "$F/balance" "$OUT/balance-dir"; ln -s "$OUT/balance-dir" "$F/balance"
new link-thumbnails-out; mv "$F/thumbnails" "$OUT/thumbnails-dir"; ln -s "$OUT/thumbnails-dir" "$F/thumbnails"
new link-games-out;      mkdir -p "$OUT/games-dir"; ln -s "$OUT/games-dir" "$F/games"
new link-club-root;      ln -s / "$F/balance/0-root.json"; ln -s /etc/passwd "$F/balance/1-passwd.json"
new link-loops;          ln -s 0-loop.json "$F/balance/0-loop.json"; ln -s b.json "$F/scenarios/a.json"; ln -s a.json "$F/scenarios/b.json"
new link-devices;        ln -s /dev/zero "$F/balance/0-zero.json"; rm "$F/index.json"; ln -s /dev/zero "$F/index.json"; rm "$F/thumbnails/$BID.png"; ln -s /dev/urandom "$F/thumbnails/$BID.png"
new hardlink-index-out;  ln "$(sentinel index-hard.json)" "$F/index.json.tmp" && mv -f "$F/index.json.tmp" "$F/index.json"
new hardlink-thumb-out;  rm "$F/thumbnails/$BID.png"; ln "$(sentinel thumb-hard.png)" "$F/thumbnails/$BID.png"
new hardlink-claim-out;  mv "$F/balance/$CLAIM" "$OUT/own-claim-hard.json"; ln "$OUT/own-claim-hard.json" "$F/balance/$CLAIM"
new hardlink-battle-out; mv "$F/scenarios/$BID.json" "$OUT/battle-hard.json"; ln "$OUT/battle-hard.json" "$F/scenarios/$BID.json"
new names-not-utf8;      mkdir -p "$F/games"; echo '{}' >"$F/games/$(printf '\xff\xfe').json"; echo '{}' >"$F/balance/$(printf '\xc3').json"; echo '{}' >"$F/scenarios/$(printf '\xff').json"
new names-newline;       echo '{}' >"$F/balance/x$(printf '\n')forged.json: reproduced.json"; echo '{}' >"$F/scenarios/a$(printf '\n')b.json"
new names-escapes;       echo '{}' >"$F/balance/$(printf '\033')[31mred.json"; echo '{}' >"$F/balance/$(printf '\xe2\x80\xae')nosj.json"
new claim-2pow31;        c=$(claimed 0-huge.json); jedit "$c" 'j["games"]=2**31; j["result"]["games"]=2**31'
new claim-2pow32p1;      c=$(claimed 0-huge.json); jedit "$c" 'j["games"]=2**32+1; j["result"]["games"]=2**32+1'
new claim-10m;           c=$(claimed 0-huge.json); jedit "$c" 'j["games"]=10000000; j["result"]["games"]=10000000'
new claim-10m-plus-1;    c=$(claimed 0-huge.json); jedit "$c" 'j["games"]=10000001; j["result"]["games"]=10000001'
new claim-negative;      c=$(claimed 0-neg.json); jedit "$c" 'j["games"]=-1; j["result"]["games"]=-1'
new claim-float-games;   c=$(claimed 0-float.json); jedit "$c" 'j["games"]=1e300; j["result"]["games"]=1e300'
new claim-wins-overflow; c=$(claimed 0-wins.json); jedit "$c" 'j["games"]=10000000; j["result"]["games"]=10000000; j["result"]["union"]["wins"]=2**63-1'
new claim-unknown-player; c=$(claimed 0-unknown.json); jedit "$c" 'j["players"]={"union":"nobody","confederate":"nobody"}; j["result"]["ai"]="nobody"'
new claim-nul-id;        c=$(claimed 0-nul.json); jedit "$c" 'j["battle"]["id"]="the\u0000cornfield"'
new claim-nul-title;     c=$(claimed 0-nul.json); jedit "$c" 'j["battle"]["title"]="A\u0000B\u202e\u001b[2J"'
new claim-title-1mib;    c=$(claimed 0-title.json); jedit "$c" 'j["battle"]["title"]="T"*(1<<20)'
new claim-extra-key;     c=$(claimed 0-extra.json); jedit "$c" 'j["zzz"]=1'
new claim-duplicate-key; c=$(claimed 0-dup.json); sed -i '0,/"games"/s//"games": 1, "games"/' "$c"
new claim-utf16;         c="$F/balance/0-utf16.json"; iconv -f UTF-8 -t UTF-16 "$F/balance/$CLAIM" >"$c"
new claim-utf8-bom;      c="$F/balance/0-bom.json"; { printf '\xef\xbb\xbf'; cat "$F/balance/$CLAIM"; } >"$c"
new claim-truncated;     head -c 3000 "$F/balance/$CLAIM" >"$F/balance/0-cut.json"
new claim-empty;         : >"$F/balance/0-empty.json"
new claim-other-battle;  cp "$OTHER_CLAIM" "$F/balance/"
new claim-no-battle;     c=$(claimed 0-nobattle.json); jedit "$c" 'j["battle"]["id"]="nowhere"'
new battle-utf16;        iconv -f UTF-8 -t UTF-16 "$W/base/scenarios/$BID.json" >"$F/scenarios/$BID.json"
new battle-utf32-index;  iconv -f UTF-8 -t UTF-32 "$W/base/index.json" >"$F/index.json"
new battle-truncated;    head -c 5000 "$W/base/scenarios/$BID.json" >"$F/scenarios/$BID.json"
new battle-empty;        : >"$F/scenarios/$BID.json"
new battle-bad-name;     cp "$F/scenarios/$BID.json" "$F/scenarios/Bad Name.json"; cp "$F/scenarios/$BID.json" "$F/scenarios/..json"
new index-truncated;     head -c 200 "$W/base/index.json" >"$F/index.json"
new index-nul-id;        jedit "$F/index.json" 'j["battles"][0]["id"]="a\u0000b"'
new index-wrong-types;   echo '{"format":7,"battles":{"a":1},"problems":"x"}' >"$F/index.json"
new thumb-foreign;       cp "$W/other/thumbnails/$BID.png" "$F/thumbnails/$BID.png"
new thumb-huge-header;   python3 -c "
import sys; b=bytearray(open(sys.argv[1],'rb').read()); b[16:24]=b'\x00\x00\xff\xff\x00\x00\xff\xff'; open(sys.argv[1],'wb').write(b)" "$F/thumbnails/$BID.png"
new thumb-over-cap;      { cat "$F/thumbnails/$BID.png"; head -c 3M /dev/zero; } >"$F/thumbnails/x" && mv "$F/thumbnails/x" "$F/thumbnails/$BID.png"
new thumb-unknown;       cp "$F/thumbnails/$BID.png" "$F/thumbnails/nobody.png"; echo junk >"$F/thumbnails/$BID.png"
new many-claim-files;    for i in $(seq 1 3000); do echo '{}' >"$F/balance/0-$i.json"; done
new nested-folders;      d="$F/games"; for i in $(seq 1 200); do d="$d/x"; done; mkdir -p "$d"; echo '{}' >"$d/deep.json"
new game-not-a-game;     mkdir -p "$F/games"; cp "$F/balance/$CLAIM" "$F/games/0-claim.json"; printf '{"format":"muster-club-game","formatVersion":1,"battle":{"id":"%s","checksum":"x"},"game":{"format":"muster-game","formatVersion":1}}' "$BID" >"$F/games/0-empty-game.json"
new scenarios-is-file;   rm -r "$F/scenarios"; echo x >"$F/scenarios"
new balance-is-fifo;     rm -r "$F/balance"; mkfifo "$F/balance"
new empty-folder;        rm -rf "${F:?}"/* "$F/.gitignore"

# --- The runs. ---
printf 'folder\tcommand\texit\tseconds\tcpu\tverdict\n' >"$W/runs.tsv"
trace="openat,open,creat,rename,renameat,renameat2,unlink,unlinkat,mkdir,mkdirat,link,linkat,symlink,symlinkat"
# A run still going at the time limit gets Ctrl+C (then KILL 20 s later): "stopped-at-limit"
# when its own Ctrl+C handling ended it, "SLOW" when it was busy (CPU time over a tenth of
# the limit: a scan under a loaded machine), "HANG" when it was waiting on something.
run() {  # run FOLDER LABEL ARGS...
  local folder="$1" label="$2"; shift 2
  local log="$W/logs/$folder.$label"
  local t0=$(date +%s.%N) TIMEFORMAT='%U %S'
  { time strace -f -y -qq -e trace="$trace" -o "$log.strace" \
      timeout --preserve-status -s INT -k 20 "$T" "$CLI" "$@" >"$log.out" 2>"$log.err" </dev/null; } 2>"$log.cpu"
  local rc=$? t1=$(date +%s.%N)
  local secs=$(python3 -c "print(round($t1-$t0,1))") cpu=$(awk '{print $1+$2}' "$log.cpu")
  local verdict=ok
  if python3 -c "import sys; sys.exit(0 if $t1-$t0 >= $T else 1)"; then
    if [ "$rc" -eq 130 ] && grep -q "stopped by Ctrl+C" "$log.err"; then verdict=stopped-at-limit
    elif python3 -c "import sys; sys.exit(0 if $cpu > $T / 10 else 1)"; then verdict=SLOW
    else verdict=HANG; fi
  elif [ "$rc" -ge 128 ]; then verdict=CRASH
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$folder" "$label" "$rc" "$secs" "$cpu" "$verdict" >>"$W/runs.tsv"
}
find "$OUT" -type f -exec sha256sum {} + | sort >"$W/outside.before"
for n in "${names[@]}"; do
  [[ -n "${HOSTILE_ONLY:-}" && ! "$n" =~ $HOSTILE_ONLY ]] && continue
  F="$W/clubs/$n"
  echo "$n" >&2
  run "$n" check club check "$F"
  i=0
  while IFS= read -r -d '' c; do
    i=$((i + 1)); [ $i -le 3 ] || break
    run "$n" "verify$i" balance verify "$c"
  done < <(find "$F/balance" -maxdepth 1 -mindepth 1 -print0 2>/dev/null | sort -z)
  [ $i -gt 0 ] || run "$n" verify1 balance verify "$F/balance/$CLAIM"
  run "$n" index club index "$F"
  run "$n" publish club publish 1 --to "$F" --db "$W/lib/rev.sqlite" --by alice
done
find "$OUT" -type f -exec sha256sum {} + | sort >"$W/outside.after"

# --- The report (tools/hostile_clubs_report.py). ---
python3 "$here/tools/hostile_clubs_report.py" "$W"
