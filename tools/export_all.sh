#!/usr/bin/env bash
# export_all.sh CLI SCENARIO_DIR OUT: every bundled battle in every format muster-cli export
# offers, with each option alone and all together, the module and map forms and the usage
# errors; OUT/runs.txt has each run's exit status. To show a change leaves every export
# unchanged, run it with the old and the new muster-cli and `diff -r` the two folders; a PDF
# carries its creation date, so compare PDFs with
#   sed 's#/CreationDate (D:[0-9]*Z)#/CreationDate (D:X)#' on both sides.
set -u
export QT_HASH_SEED=0 # Qt orders a PDF's fonts by its hashes: a fixed seed, so two runs can be compared
cli=$1; src=$2; out=$3
rm -rf "$out"; mkdir -p "$out"
run() { # run NAME ARGS...
  local name=$1; shift
  "$cli" export "$@" > "$out/$name.stdout" 2> "$out/$name.stderr"
  echo "$name rc=$?" >> "$out/runs.txt"
}
for f in "$src"/*.json; do
  b=$(basename "$f" .json); d="$out/$b"; mkdir -p "$d"
  # Each option alone and all together (the full cross product is 16 sets a format; on a
  # shared 2-core machine that is an hour).
  for fmt in pdf svg png; do
    for set in "" "--paper letter" "--orientation landscape" "--mono" "--no-labels" \
               "--paper letter --orientation landscape --mono --no-labels"; do
      tag="$fmt$(echo " $set" | sed 's/ --/-/g; s/ //g')"
      run "$b/$tag" "$f" --to "$d/$tag.$fmt" $set
    done
  done
  run "$b/png-dpi72" "$f" --to "$d/png-dpi72.png" --dpi 72
  run "$b/pdf-dpi72" "$f" --to "$d/pdf-dpi72.pdf" --dpi 72
  run "$b/upper" "$f" --to "$d/upper.PDF"
  run "$b/json" "$f" --to "$d/json.json"
  run "$b/json-mono" "$f" --to "$d/json-mono.json" --mono
  run "$b/tmx" "$f" --to "$d/tmx.tmx"
  run "$b/tmx-mono" "$f" --to "$d/tmx-mono.tmx" --mono
  run "$b/tmx-paper" "$f" --to "$d/tmx-paper.tmx" --paper letter --no-labels
  run "$b/vmod" "$f" --to "$d/one.vmod" --force
  run "$b/vmod-name" "$f" --to "$d/named.vmod" --name "A module" --force
  run "$b/map" "$f" --to "$d/map.png" --map
  run "$b/map-small" "$f" --to "$d/map-small.png" --map --size 600 --mono --no-labels
done
run all-vmod "$src"/*.json --to "$out/all.vmod" --force
# errors: unknown format, no format, bad options
run err-unknown "$src/shiloh.json" --to "$out/x.txt"
run err-noext "$src/shiloh.json" --to "$out/x"
run err-dpi "$src/shiloh.json" --to "$out/x.png" --dpi 5
run err-size "$src/shiloh.json" --to "$out/x.png" --map --size 5
run err-vmod-mono "$src/shiloh.json" --to "$out/x.vmod" --mono
run err-map-ext "$src/shiloh.json" --to "$out/x.pdf" --map
"$cli" export --help > "$out/help.stdout" 2> "$out/help.stderr"; echo "help rc=$?" >> "$out/runs.txt"
"$cli" --help > "$out/cli-help.stdout" 2>&1
# the names written are in the .stdout files: make them relative to $out
find "$out" -name '*.stdout' -exec sed -i "s#$out#OUT#g" {} +
find "$out" -name '*.stderr' -exec sed -i "s#$out#OUT#g" {} +
