#!/bin/sh
# Shows a newcomer what mapsim does. Called by `make demo` with the built binary.
set -e
MAPSIM="$1"
echo "== mapsim demo =="
"$MAPSIM" --help | head -5
