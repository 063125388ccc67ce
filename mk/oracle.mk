# mapsim oracle — MapLibre GL JS in headless Chromium as the judge of the maplibre-gl-js
# profile (docs/fidelity.md). Included from the Makefile.
#
# The library is fetched into a cache, never committed: the PyPI wheel `maplibre` 0.3.6
# ships the UMD build of MapLibre GL JS 5.3.0 (maplibre/srcjs/maplibre-gl.js, BSD-3-Clause).
# `pip download` installs nothing; it runs with the project venv's python when there is one,
# else with a private venv in the cache (Debian's python3 may lack pip).

VENV_PYTHON ?= .venv/bin/python
ORACLE_WHEEL := maplibre==0.3.6
ORACLE_VERSION := 5.3.0
ORACLE_CACHE := .cache/maplibre-gl-js/$(ORACLE_VERSION)
ORACLE_LIBRARY := $(ORACLE_CACHE)/maplibre-gl.js
# The bundled traces the oracle runs: every trace file (not the schemas, not profiles/).
ORACLE_TRACES = $(filter-out %schema.json,$(wildcard traces/*.json))

.PHONY: oracle oracle-library oracle-test

## oracle-library: fetch MapLibre GL JS 5.3.0 into .cache/ (pip download + unzip)
oracle-library: $(ORACLE_LIBRARY)

$(ORACLE_LIBRARY):
	@mkdir -p $(ORACLE_CACHE)
	@py="$(VENV_PYTHON)"; \
	if [ ! -x "$$py" ]; then \
	  py=.cache/pip-venv/bin/python; \
	  [ -x "$$py" ] || python3 -m venv .cache/pip-venv || { echo "oracle: python3 -m venv failed (apt-get install python3-venv)"; exit 1; }; \
	fi; \
	echo "Fetching MapLibre GL JS $(ORACLE_VERSION) ($(ORACLE_WHEEL) from PyPI) into $(ORACLE_CACHE)..."; \
	"$$py" -m pip download --quiet --no-deps --only-binary=:all: -d $(ORACLE_CACHE)/wheel "$(ORACLE_WHEEL)" && \
	"$$py" -c 'import sys, zipfile, glob; w = glob.glob(sys.argv[1] + "/maplibre-*.whl")[0]; open(sys.argv[2], "wb").write(zipfile.ZipFile(w).read("maplibre/srcjs/maplibre-gl.js"))' \
	  $(ORACLE_CACHE)/wheel $@.tmp && mv $@.tmp $@

## oracle: replay every bundled trace through mapsim and through MapLibre GL JS in headless
## chromium, compare the cameras at every frame, regenerate docs/fidelity.md's table and
## write out/oracle.html (both camera paths overlaid); fails unless every compared trace agrees
oracle: release browser-deps $(ORACLE_LIBRARY)
	@mkdir -p out
	"$(MAPSIM)" oracle maplibre-gl-js $(ORACLE_TRACES) --library $(ORACLE_LIBRARY) \
	  --table docs/fidelity.md --html out/oracle.html

## oracle-test: the oracle as `make test` runs it: every bundled trace through both sides,
## failing unless all agree, and unless docs/fidelity.md's table is the one this run writes
## (the table is regenerated in a scratch copy; the page itself is never touched)
oracle-test: release browser-deps $(ORACLE_LIBRARY)
	@d=$$(mktemp -d) && cp docs/fidelity.md $$d/fidelity.md && \
	{ "$(MAPSIM)" oracle maplibre-gl-js $(ORACLE_TRACES) --library $(ORACLE_LIBRARY) --table $$d/fidelity.md \
	    > $$d/report.txt; status=$$?; grep -v '^ok\|^skip' $$d/report.txt; } && \
	if [ $$status -ne 0 ]; then rm -rf $$d; exit 1; fi && \
	{ diff -u docs/fidelity.md $$d/fidelity.md || { echo "oracle-test: docs/fidelity.md's table is stale: run make oracle"; rm -rf $$d; exit 1; }; } && \
	rm -rf $$d
