#!/bin/sh
# Compares what two mapsim binaries print for the same work: every command on every
# bundled trace (replay as text, --json, --json --timeline, --svg, --html; check of the
# folder as text, TAP and JSON lines, with JUnit), an import of each bundled recording,
# and project / unproject / region on fixed inputs. stdout, stderr and the exit status of
# each run must be byte-identical; a refactoring that changes none of them is one that
# changes no behaviour a user can see.
#
# Usage: scripts/compare-outputs.sh OLD_MAPSIM NEW_MAPSIM
# Exit 0 when every run matches, 1 naming the runs that differ, 64 on wrong usage.
set -u
[ $# -eq 2 ] || { echo "usage: $0 OLD_MAPSIM NEW_MAPSIM" >&2; exit 64; }
old=$1 new=$2
cd "$(dirname "$0")/.." || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
differ=0 runs=0

# run NAME ARGS...: runs both binaries with ARGS (standard input from $work/stdin) and
# compares their outputs, pictures written under $work/{old,new}/.
run() {
    name=$1; shift
    for side in old new; do
        bin=$old; [ $side = new ] && bin=$new
        mkdir -p "$work/$side"
        # Arguments naming OUT are files the command writes: one per side.
        args=$(printf '%s\n' "$@" | sed "s|^OUT/|$work/$side/|")
        # shellcheck disable=SC2086
        (IFS='
'; "$bin" $args <"$work/stdin" >"$work/$side/$name.out" 2>"$work/$side/$name.err"; echo $? >"$work/$side/$name.status")
    done
    runs=$((runs + 1))
    for part in out err status; do
        if ! cmp -s "$work/old/$name.$part" "$work/new/$name.$part"; then
            echo "differs: $name ($part): mapsim $*"
            differ=1
        fi
    done
}

: >"$work/stdin"
for trace in traces/*.json; do
    n=$(basename "$trace" .json)
    case "$n" in *schema) continue ;; esac
    run "$n.text" replay "$trace"
    run "$n.json" replay "$trace" --json
    run "$n.timeline" replay "$trace" --json --timeline
    run "$n.pictures" replay "$trace" --svg "OUT/$n.svg" --html "OUT/$n.html"
    for ext in svg html; do
        cmp -s "$work/old/$n.$ext" "$work/new/$n.$ext" || { echo "differs: $n.$ext"; differ=1; }
    done
done
run check.text check traces/ --jobs 2 --junit OUT/junit.xml
cmp -s "$work/old/junit.xml" "$work/new/junit.xml" || { echo "differs: junit.xml"; differ=1; }
run check.tap check traces/ --format tap
run check.jsonl check traces/ --format jsonl
for recording in Tests/Fixtures/recordings/*.event; do
    run "import.$(basename "$recording")" import evemu "$recording" --viewport 400,800
done
printf '41.85,-87.65\n0,0\n85.05112878,180\n-85.05112878,-180\n12.5, 7.25\n' >"$work/stdin"
run project.zoom project --zoom 3
run project.camera project --camera 41.85,-87.65,14,30,45 --viewport 400,800
printf '200,400\n0,0\n400,800\n-1e9,1e9\n' >"$work/stdin"
run unproject unproject --camera 41.85,-87.65,14,30,45 --viewport 400,800
: >"$work/stdin"
run region region --camera 41.85,-87.65,14,30,45 --viewport 400,800 --padding 10,20,30,40
run help --help
run bad.usage replay --fps 0 traces/gesture-pan.json

echo "$runs runs compared: $([ $differ = 0 ] && echo "all identical" || echo "some differ")"
exit $differ
