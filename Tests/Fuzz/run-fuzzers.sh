#!/usr/bin/env bash
# make fuzz: builds every fuzz target with libFuzzer and AddressSanitizer and runs each, one
# after another, for FUZZ_SECONDS (default 60) seconds; prints a table of executions per
# second and coverage per target (docs/fuzzing.md).
#
#   FUZZ_SECONDS=60      seconds per target
#   FUZZ_TARGETS="..."   which targets (default: all seven)
#   FUZZ_WORK=dir        scratch folder for new corpus entries and crash files
#                        (default: ${TMPDIR:-/tmp}/mapsim-fuzz; never the repository)
#   FUZZ_MERGE=1         afterwards, merge the new entries that add coverage into
#                        Tests/Fuzz/Corpus/<target>/
#   FUZZ_TIMEOUT=10      libFuzzer's -timeout: seconds one input may take
#   FUZZ_RSS_MB=2048     libFuzzer's -rss_limit_mb
#
# Exit 1 when a target found a crash, a timeout, a memory blow-up or a broken property:
# the table names the target and the file libFuzzer saved the input in.
set -uo pipefail
cd "$(dirname "$0")/../.."

SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-FuzzJSON FuzzTraceDecoder FuzzEvemu FuzzGetevent FuzzLibinput FuzzWebDriver FuzzNumberInput FuzzReplay}
WORK=${FUZZ_WORK:-${TMPDIR:-/tmp}/mapsim-fuzz}
TIMEOUT=${FUZZ_TIMEOUT:-10}
RSS_MB=${FUZZ_RSS_MB:-2048}
SWIFT=${SWIFT:-swift}
BUILD_PATH=.build/fuzz
# -fuse-ld=lld: gold cannot link AddressSanitizer's Swift objects (internal error).
FLAGS=(-c release --build-path "$BUILD_PATH" -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
       -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)

for target in $TARGETS; do
  echo "Building $target (libFuzzer, AddressSanitizer)..."
  nice "$SWIFT" build "${FLAGS[@]}" --product "$target" >"$WORK.build.log" 2>&1 || {
    mkdir -p "$(dirname "$WORK")"; cat "$WORK.build.log"; echo "make fuzz: building $target failed"; exit 70; }
done
BIN=$("$SWIFT" build "${FLAGS[@]}" --show-bin-path)

rows=()
failed=0
for target in $TARGETS; do
  dir="$WORK/$target"
  mkdir -p "$dir/corpus" "$dir/artifacts"
  dict=()
  [ -f "Tests/Fuzz/Dictionaries/$target.dict" ] && dict=(-dict="Tests/Fuzz/Dictionaries/$target.dict")
  log="$dir/last-run.log"
  echo "Fuzzing $target for $SECONDS_PER_TARGET s (log: $log)..."
  before=$(ls "$dir/artifacts" | wc -l)
  started=$(date +%s)
  # The Swift runtime's backtracer would catch the crash signals before libFuzzer does.
  SWIFT_BACKTRACE=enable=no nice "$BIN/$target" -max_total_time="$SECONDS_PER_TARGET" -print_final_stats=1 \
    -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" -artifact_prefix="$dir/artifacts/" "${dict[@]}" \
    "$dir/corpus" "Tests/Fuzz/Corpus/$target" >"$log" 2>&1
  status=$?
  elapsed=$(( $(date +%s) - started ))
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  corp=$(grep -o 'corp: [0-9]*/[0-9a-zA-Z]*' "$log" | tail -1 | cut -d' ' -f2)
  result=ok
  artifact=$(ls -t "$dir/artifacts" | head -1)
  if [ "$status" -ne 0 ] || [ "$(ls "$dir/artifacts" | wc -l)" -gt "$before" ]; then
    failed=1
    result="FAILED (exit $status): $dir/artifacts/$artifact"
    grep -m1 -E 'ERROR: libFuzzer|ERROR: AddressSanitizer|property broken|Fatal error|ALARM|out-of-memory' "$log" | sed 's/^/    /'
  fi
  rows+=("$(printf '%-17s %6s %10s %8s %6s %7s %10s  %s' "$target" "$elapsed" "${runs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result")")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "$elapsed" "${runs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "$result" >>"$WORK/runs.tsv"
  if [ "${FUZZ_MERGE:-0}" = 1 ] && [ "$result" = ok ]; then
    SWIFT_BACKTRACE=enable=no nice "$BIN/$target" -merge=1 -timeout="$TIMEOUT" "Tests/Fuzz/Corpus/$target" "$dir/corpus" \
      >"$dir/merge.log" 2>&1 && echo "Merged new coverage of $target into Tests/Fuzz/Corpus/$target"
  fi
done

echo
printf '%-17s %6s %10s %8s %6s %7s %10s  %s\n' target seconds runs exec/s cov ft corpus result
for row in "${rows[@]}"; do echo "$row"; done
echo "(cov: coverage points, ft: features, libFuzzer's final figures; new inputs in $WORK/<target>/corpus; every run is appended to $WORK/runs.tsv: time, target, seconds run, runs, exec/s, cov, ft, result)"
exit $failed
