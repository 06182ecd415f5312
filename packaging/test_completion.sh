#!/usr/bin/env bash
# ctest packaging_completion: drives the generated bash completion of muster-cli the way
# bash does (COMP_WORDS and COMP_CWORD in, COMPREPLY out) against the real muster-cli.
# usage: test_completion.sh COMPLETION_SCRIPT MUSTER_CLI
set -uo pipefail
script=$1
cli=$2
# shellcheck source=/dev/null
source "$script" || { echo "FAIL: cannot source $script"; exit 1; }
failures=0

completions() { # completions WORD... (the last word is the one being completed)
    COMP_WORDS=("$cli" "$@")
    COMP_CWORD=$#
    COMPREPLY=()
    _muster_cli
    printf '%s\n' "${COMPREPLY[@]}"
}
words_of() { # the words of a typed line; a trailing space starts an empty word
    local -a w=()
    read -ra w <<<"$1"
    [[ -z $1 || $1 == *" " ]] && w+=("")
    completions "${w[@]}"
}
expect() { # expect "WORDS..." WANTED... : every WANTED is offered
    local line=$1 got w
    shift
    got=$(words_of "$line")
    for w in "$@"; do
        if ! grep -qx -- "$w" <<<"$got"; then
            echo "FAIL: completing 'muster-cli $line' does not offer '$w' (got: $(tr '\n' ' ' <<<"$got"))"
            failures=$((failures + 1))
        fi
    done
}
refuse() { # refuse "WORDS..." UNWANTED...
    local line=$1 got w
    shift
    got=$(words_of "$line")
    for w in "$@"; do
        if grep -qx -- "$w" <<<"$got"; then
            echo "FAIL: completing 'muster-cli $line' offers '$w'"
            failures=$((failures + 1))
        fi
    done
}

# Every command muster-cli lists (new ones included), and the global options.
mapfile -t commands < <("$cli" --help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z-]*\).*/\1/p')
[ ${#commands[@]} -ge 7 ] || { echo "FAIL: muster-cli --help lists ${#commands[@]} commands"; exit 1; }
expect "" "${commands[@]}" --version help
expect "va" validate
refuse "va" info
expect "help l" los library

# Subcommands and options from each command's help.
expect "rules " systems search show terrain unit params override
expect "library " list search show import export revisions restore delete trash purge path
expect "odds " fire close rally eagle-fire eagle-charge eagle-pursuit tob tob-melee grid
expect "validate --j" --json
expect "export a.json --" --to --dpi --paper --orientation --mono
expect "odds fire --at" --attacker

# Values from the rules data.
"$cli" rules show htl.terrain.woods >/dev/null || { echo "FAIL: htl.terrain.woods is not a rule id"; exit 1; }
expect "rules show htl.terrain.wo" htl.terrain.woods
ids=$(completions rules show "" | wc -l)
[ "$ids" -ge 20 ] || { echo "FAIL: only $ids rule ids offered"; failures=$((failures + 1)); }
expect "rules terrain wo" woods
expect "odds fire --terrain sunk" sunken-road
expect "odds close --morale g" green gold
expect "export a.json --paper " a4 letter

# File names: scenario files and folders, not other files.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/sub"
touch "$tmp/a.json" "$tmp/b.txt"
expect "validate $tmp/" "$tmp/a.json" "$tmp/sub"
refuse "validate $tmp/" "$tmp/b.txt"
expect "info $tmp/a" "$tmp/a.json"
# An export's --to: files of every format muster-cli export --formats lists, and folders.
mapfile -t exts < <("$cli" export --formats | cut -f2 | tr ' ' '\n')
[ ${#exts[@]} -ge 6 ] || { echo "FAIL: muster-cli export --formats lists ${#exts[@]} extensions"; failures=$((failures + 1)); }
for ext in "${exts[@]}"; do touch "$tmp/out$ext"; done
expect "export a.json --to $tmp/" "${exts[@]/#/$tmp/out}" "$tmp/sub"
refuse "export a.json --to $tmp/" "$tmp/b.txt"

if [ "$failures" -ne 0 ]; then
    echo "$failures completion check(s) failed"
    exit 1
fi
echo "completion: all checks passed"
