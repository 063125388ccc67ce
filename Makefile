# mapsim — the two commands a newcomer needs: `make demo` and `make test`.
# Both install what a fresh Debian machine lacks (GSL through apt-get), then build and run.

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN_DIR = $(shell $(SWIFT) build -c release --show-bin-path)
MAPSIM = $(BIN_DIR)/mapsim
# Every bundled trace (the schema lives beside them).
TRACES = $(filter-out traces/schema.json,$(wildcard traces/*.json))

.PHONY: deps build release demo test check bench clean

## deps: install libgsl-dev and pkg-config when missing (apt-get; sudo when not root)
deps:
	@if ! pkg-config --exists gsl 2>/dev/null; then \
	  echo "Installing libgsl-dev and pkg-config (GNU GSL) with apt-get..."; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libgsl-dev pkg-config >/dev/null; \
	fi

## build: debug build of everything
build: deps
	$(SWIFT) build

## release: optimised build of the mapsim tool
release: deps
	$(SWIFT) build -c release --product mapsim

## demo: build, then show conversions and a visible region
demo: release
	@sh scripts/demo.sh "$(MAPSIM)"

## test: every unit test, then every bundled trace checked by the release binary
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory check

## check: replay the bundled traces and verify their expectations
check: release
	@if [ -n "$(TRACES)" ]; then "$(MAPSIM)" check $(TRACES); else echo "no bundled traces yet"; fi

## bench: the benchmark suites (release build)
bench: release
	"$(MAPSIM)" bench

clean:
	$(SWIFT) package clean
	rm -rf out
