#!/bin/sh
# Shows a newcomer what mapsim does. Called by `make demo` with the built binary.
set -e
MAPSIM="$1"
say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

say "Web Mercator: lat,lng -> world points at zoom 0 (256 points wide)"
printf '%s\n' "  \$ printf '41.85,-87.65\\n-33.8688,151.2093\\n' | mapsim project --zoom 0"
printf '41.85,-87.65\n-33.8688,151.2093\n' | "$MAPSIM" project --zoom 0 | sed 's/^/  /'

say "A tilted, rotated camera over Chicago: lat,lng -> screen points in a 400x800 view"
echo "  \$ ... | mapsim project --camera 41.85,-87.65,14,30,45 --viewport 400,800 --padding 0,0,200,0"
printf '41.85,-87.65\n41.86,-87.64\n41.7,-87.65\n' \
  | "$MAPSIM" project --camera 41.85,-87.65,14,30,45 --viewport 400,800 --padding 0,0,200,0 | sed 's/^/  /'
echo "  (the target lands on the padded centre 200,300; nan,nan is beyond the horizon)"

say "Its visible region (a trapezoid when tilted)"
"$MAPSIM" region --camera 41.85,-87.65,14,30,45 --viewport 400,800 | sed 's/^/  /'

TRACES=$(ls traces/*.json 2>/dev/null | grep -v 'schema.json$' || true)
if [ -n "$TRACES" ]; then
  for t in traces/gesture-fling.json traces/gesture-pinch-focal.json traces/map-info-window-sequence.json; do
    [ -f "$t" ] || continue
    say "Replay of $t"
    "$MAPSIM" replay "$t" | sed 's/^/  /'
  done
  if [ -f traces/gesture-fling.json ]; then
    say "The same fling under each named profile (docs/profiles.md)"
    for p in maplibre-gl-js@5 maplibre-gl-js@6 maplibre-android android-framework ios; do
      printf '  %-18s ' "$p"
      "$MAPSIM" replay --profile "$p" traces/gesture-fling.json | grep '^camera' | sed 's/^camera *//'
    done
  fi
  if [ -f traces/imported-evemu-3m-maplibre-android.json ]; then
    say "One real recording, delivered as recorded, as Android does and as UIKit does (docs/input.md)"
    for m in raw android ios; do
      printf '  %-8s ' "$m"
      "$MAPSIM" replay --profile maplibre-android --input "$m" traces/imported-evemu-3m-maplibre-android.json \
        | grep '^camera' | sed 's/^camera *//'
    done
  fi
  if [ -f traces/explore-double-tap-window.json ]; then
    say "A double tap 1 ms inside its window, explored: what breaks it, shrunk (exit 1: found)"
    mkdir -p out
    "$MAPSIM" explore traces/explore-double-tap-window.json --out out/explore-double-tap.shrunk.json \
      | sed 's/^/  /' || true
  fi
  say "Every bundled trace, replayed and checked"
  "$MAPSIM" check $TRACES | tail -1 | sed 's/^/  /'
fi
