#!/bin/sh
# Compares what two mapsim binaries print for the same work: every command on every
# bundled trace (replay as text, --json, --json --timeline, --svg, --html; check of the
# folder as text, TAP and JSON lines, with JUnit), an import of each bundled recording,
# project / unproject / region on fixed inputs, compare and explore on two traces, and
# check --update of a copy of the folder (the files it writes compared too). stdout,
# stderr and the exit status of
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
for trace in traces/gesture-fling.json traces/gesture-pinch-focal.json; do
    n=$(basename "$trace" .json)
    run "$n.compare" compare "$trace" --profile maplibre-gl-js@5 --profile ios --svg "OUT/$n.compare.svg"
    cmp -s "$work/old/$n.compare.svg" "$work/new/$n.compare.svg" || { echo "differs: $n.compare.svg"; differ=1; }
    run "$n.compare.json" compare "$trace" --input raw --input android --input ios --json
done

# same NAME COPY ARGS...: as `run`, for commands whose output names the files they write
# (check --update, explore --out): both sides work in one folder, $work/same (SAME/ in
# ARGS), emptied and given a copy of COPY (when not empty) before each side; the files
# it holds afterwards are compared too.
same() {
    name=$1 copy=$2; shift 2
    for side in old new; do
        bin=$old; [ $side = new ] && bin=$new
        rm -rf "$work/same"; mkdir -p "$work/same" "$work/$side"
        [ -n "$copy" ] && cp -R "$copy" "$work/same/"
        args=$(printf '%s\n' "$@" | sed "s|^SAME/|$work/same/|")
        # shellcheck disable=SC2086
        (IFS='
'; "$bin" $args <"$work/stdin" >"$work/$side/$name.out" 2>"$work/$side/$name.err"; echo $? >"$work/$side/$name.status")
        (cd "$work/same" && find . -type f | LC_ALL=C sort | while read -r f; do echo "== $f"; cat "$f"; done) >"$work/$side/$name.files"
    done
    runs=$((runs + 1))
    for part in out err status files; do
        if ! cmp -s "$work/old/$name.$part" "$work/new/$name.$part"; then
            echo "differs: $name ($part): mapsim $*"
            differ=1
        fi
    done
}
same update traces check SAME/traces --update --jobs 2
same explore.fling "" explore traces/gesture-fling.json --runs 20 --seed 7 --out SAME/shrunk.json
same explore.pinch "" explore traces/gesture-pinch-focal.json --runs 20 --seed 3 --json --out SAME/shrunk.json

echo "$runs runs compared: $([ $differ = 0 ] && echo "all identical" || echo "some differ")"
exit $differ
