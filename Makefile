# mapsim — the two commands a newcomer needs: `make demo` and `make test`.
# Both install what a fresh Debian machine lacks (GSL through apt-get), then build and run.

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The release tool links the Swift runtime statically on Linux: it starts in a fifth of the
# instructions (3.2 M instead of 16 M for `mapsim --version`: no dynamic symbol lookups in
# libswiftCore) and runs on a machine without a Swift toolchain (it still needs libgsl).
# macOS has the Swift runtime in the OS and no static one.
# Cross-module optimisation: the modules' bodies are visible to the modules that call them,
# so `Simulation.run` is specialised for the replay's cursor and observers and small
# accessors of the gesture engine and camera player are inlined into the map view. It cuts
# `mapsim check` on the bundled 3M recording by 550 instructions per touch event (callgrind,
# 4,504 to 3,954). A build flag, not a package setting: unsafe flags in Package.swift would
# stop other packages from depending on ours.
# Metadata accessors instead of mangled names: the compiler emits a small function per
# concrete generic type it needs metadata for (the storage of `[GestureRecord]`, ...)
# rather than a mangled name the runtime demangles on first use, about 11,000
# instructions a type and 60 types in a check. It cuts `mapsim check` on the 3M
# recording by 31 instructions per touch event (and a run's start-up by 350,000); the
# stripped tool grows by 4 KB.
RELEASE_FLAGS := $(if $(filter Linux,$(shell uname -s)),-Xswiftc -static-stdlib,) -Xswiftc -cross-module-optimization \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# The tool's processor baseline on x86-64 is x86-64-v3 (AVX2, FMA; 2013 on): its batch
# kernels run on 4-wide vectors rather than SSE2's 2, and the tool refuses an older
# processor in one line before main (Sources/CPUBaseline). PORTABLE=1 builds for
# baseline x86-64. The C library stays baseline x86-64 (it cannot refuse its host), in
# its own build directory (docs/performance.md, "Processor baseline").
PORTABLE_RELEASE_FLAGS := $(RELEASE_FLAGS)
RELEASE_FLAGS += $(if $(and $(filter x86_64,$(shell uname -m)),$(if $(filter 1,$(PORTABLE)),,v3)),\
	-Xswiftc -Xcc -Xswiftc -march=x86-64-v3 -Xcc -DMAPSIM_REQUIRE_X86_64_V3,)
BIN_DIR = $(shell $(SWIFT) build -c release $(RELEASE_FLAGS) --show-bin-path)
MAPSIM = $(BIN_DIR)/mapsim
# Every bundled trace (the trace and profile schemas live beside them; `check` skips them,
# the pictures leave them out).
TRACES = $(filter-out %schema.json,$(wildcard traces/*.json))

.PHONY: deps c-deps browser-deps build release demo pictures test docs-test check capi capi-test examples-test fuzz bench compare clean

## deps: install libgsl-dev and pkg-config when missing (apt-get; sudo when not root)
deps:
	@if ! pkg-config --exists gsl 2>/dev/null; then \
	  echo "Installing libgsl-dev and pkg-config (GNU GSL) with apt-get..."; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libgsl-dev pkg-config >/dev/null; \
	fi

## c-deps: a C and a C++ compiler for the C library's test and example (apt-get: gcc, g++)
c-deps:
	@if ! command -v $(CAPI_CC) >/dev/null 2>&1 || ! command -v $(CAPI_CXX) >/dev/null 2>&1; then \
	  echo "Installing gcc and g++ (the C test of libmapmath) with apt-get..."; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq gcc g++ >/dev/null; \
	fi

## browser-deps: chromium for the HTML viewer's browser test (best effort: the test is
## skipped with a message where chromium cannot be installed)
browser-deps:
	@if ! command -v chromium >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then \
	  echo "Installing chromium and python3 for the HTML viewer's browser test (apt-get)..."; \
	  ( $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium python3 >/dev/null ) \
	  || echo "chromium could not be installed: the browser test will be skipped"; \
	fi

## build: debug build of everything
build: deps
	$(SWIFT) build

## release: optimised build of the mapsim tool
release: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product mapsim

## demo: build, show conversions, replay a few bundled traces, write pictures into out/
demo: release
	@sh scripts/demo.sh "$(MAPSIM)"
	@$(MAKE) --no-print-directory pictures
	@$(MAKE) --no-print-directory demo-python

## pictures: an SVG snapshot and an HTML viewer of every bundled trace, in out/
pictures: release
	@mkdir -p out
	@echo; echo "Pictures of every bundled trace (open the .html files in a browser):"
	@for t in $(TRACES); do n=$$(basename $$t .json); \
	  "$(MAPSIM)" replay $$t --svg out/$$n.svg --html out/$$n.html >/dev/null && echo "  out/$$n.svg  out/$$n.html"; done

## test: every unit test, every bundled trace checked by the release binary, the oracle
## (oracle-test: MapLibre GL JS agrees with every trace it can replay), the README's and
## docs' examples (docs-test), then the C library (capi-test), the MapMath example in
## every language (examples-test), `make install` (install-test) and the Python package
## (python-test)
test: deps browser-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory check
	@$(MAKE) --no-print-directory oracle-test
	@$(MAKE) --no-print-directory docs-test
	@$(MAKE) --no-print-directory capi-test examples-test install-test
	@$(MAKE) --no-print-directory python-test

## docs-test: every `$ mapsim ...` session of README.md and docs/*.md prints what the page
## shows, and every trace shown as JSON passes `check --strict` (scripts/check-docs.py,
## standard library only, under the system's python3; its rules tested first)
docs-test: release
	@$(SYSTEM_PYTHON) scripts/check-docs.py --self-test "$(MAPSIM)"
	@$(SYSTEM_PYTHON) scripts/check-docs.py "$(MAPSIM)"

# The C library (docs/c-api.md): built as `make release` builds the tool (the Swift runtime
# linked in on Linux, so libmapmath.so needs no toolchain at run time), with a version
# script that exports the mm_* functions only. Copied with mapmath.h to CAPI_DIR, where the
# C test, the examples and the Python package (python/) find them.
CAPI_DIR = build/capi
# The soname carries the major version (docs/c-api.md, "Stability").
CAPI_FLAGS := $(PORTABLE_RELEASE_FLAGS) --build-path .build/capi $(if $(filter Linux,$(shell uname -s)),-Xlinker --version-script=$(CURDIR)/scripts/libmapmath.map \
  -Xlinker -soname -Xlinker libmapmath.so.1,)
CAPI_BIN_DIR = $(shell $(SWIFT) build -c release --build-path .build/capi --show-bin-path)
CAPI_SO := $(if $(filter Darwin,$(shell uname -s)),libmapmath.dylib,libmapmath.so)

## capi: the C library, release: $(CAPI_DIR)/lib/libmapmath.so (+ libmapmath.a) and $(CAPI_DIR)/include/mapmath.h
capi:
	@$(SWIFT) build -q -c release $(CAPI_FLAGS) --product mapmath
	@$(SWIFT) build -q -c release $(PORTABLE_RELEASE_FLAGS) --build-path .build/capi --product mapmath-static
	@mkdir -p $(CAPI_DIR)/lib $(CAPI_DIR)/include
	@if [ "$(CAPI_SO)" = libmapmath.so ]; then \
	  cp "$(CAPI_BIN_DIR)/libmapmath.so" $(CAPI_DIR)/lib/.libmapmath.so.1 && mv -f $(CAPI_DIR)/lib/.libmapmath.so.1 $(CAPI_DIR)/lib/libmapmath.so.1 && \
	  ln -sf libmapmath.so.1 $(CAPI_DIR)/lib/libmapmath.so; \
	else cp "$(CAPI_BIN_DIR)/$(CAPI_SO)" $(CAPI_DIR)/lib/; fi
	@cp "$(CAPI_BIN_DIR)/libmapmath-static.a" $(CAPI_DIR)/lib/libmapmath.a
	@cp Sources/CMapMath/include/mapmath.h $(CAPI_DIR)/include/
	@echo "C library: $(CAPI_DIR)/lib/$(CAPI_SO), $(CAPI_DIR)/lib/libmapmath.a, $(CAPI_DIR)/include/mapmath.h"

CAPI_CC ?= cc
CAPI_CXX ?= c++
CAPI_CFLAGS = -Wall -Wextra -Werror -I$(CAPI_DIR)/include
CAPI_LDFLAGS = -L$(CAPI_DIR)/lib -lmapmath -lm -Wl,-rpath,$(CURDIR)/$(CAPI_DIR)/lib

## capi-test: Tests/CAPI/test_mapmath.c (C11) against libmapmath.so, and mapmath.h as C++11
capi-test: capi c-deps
	@$(CAPI_CC) -std=c11 $(CAPI_CFLAGS) -ISources/AllocationCounter/include Tests/CAPI/test_mapmath.c \
	  Sources/AllocationCounter/AllocationCounter.c $(CAPI_LDFLAGS) -o $(CAPI_DIR)/test_mapmath
	@$(CAPI_DIR)/test_mapmath
	@$(CAPI_CXX) -std=c++11 $(CAPI_CFLAGS) Tests/CAPI/header_cxx.cpp $(CAPI_LDFLAGS) -o $(CAPI_DIR)/header_cxx
	@$(CAPI_DIR)/header_cxx && echo "c-api: mapmath.h compiles, links and runs as C++11"

# make install: the tool and the C library under PREFIX (default ~/.local: no root needed;
# put $(PREFIX)/bin on PATH). DESTDIR stages the files for a package.
PREFIX ?= $(HOME)/.local
MM_VERSION = $(shell sed -n 's/^\#define MM_VERSION_STRING "\(.*\)"/\1/p' Sources/CMapMath/include/mapmath.h)

.PHONY: install uninstall install-test

## install: mapsim into $(PREFIX)/bin; libmapmath (.so.1, .so, .a), mapmath.h and
## mapmath.pc (pkg-config) into $(PREFIX)/lib, include, lib/pkgconfig (PREFIX=~/.local)
install: release capi
	@install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/lib/pkgconfig" "$(DESTDIR)$(PREFIX)/include"
	@install -m 755 "$(MAPSIM)" "$(DESTDIR)$(PREFIX)/bin/mapsim"
	@if [ "$(CAPI_SO)" = libmapmath.so ]; then \
	  install -m 755 $(CAPI_DIR)/lib/libmapmath.so.1 "$(DESTDIR)$(PREFIX)/lib/libmapmath.so.1" && \
	  ln -sf libmapmath.so.1 "$(DESTDIR)$(PREFIX)/lib/libmapmath.so"; \
	else install -m 755 $(CAPI_DIR)/lib/$(CAPI_SO) "$(DESTDIR)$(PREFIX)/lib/"; fi
	@install -m 644 $(CAPI_DIR)/lib/libmapmath.a "$(DESTDIR)$(PREFIX)/lib/libmapmath.a"
	@install -m 644 $(CAPI_DIR)/include/mapmath.h "$(DESTDIR)$(PREFIX)/include/mapmath.h"
	@sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(MM_VERSION)|' scripts/mapmath.pc.in \
	  > "$(DESTDIR)$(PREFIX)/lib/pkgconfig/mapmath.pc"
	@echo "Installed mapsim into $(PREFIX)/bin and libmapmath (mapmath.h, mapmath.pc) under $(PREFIX)"
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "Add $(PREFIX)/bin to PATH to run mapsim by name.";; esac

## uninstall: removes what `make install` put under PREFIX
uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/mapsim" "$(DESTDIR)$(PREFIX)/lib/libmapmath.so.1" \
	  "$(DESTDIR)$(PREFIX)/lib/libmapmath.so" "$(DESTDIR)$(PREFIX)/lib/libmapmath.dylib" \
	  "$(DESTDIR)$(PREFIX)/lib/libmapmath.a" "$(DESTDIR)$(PREFIX)/include/mapmath.h" \
	  "$(DESTDIR)$(PREFIX)/lib/pkgconfig/mapmath.pc"

## install-test: make install into a scratch PREFIX, then build the C example with
## `pkg-config mapmath` alone and run the installed mapsim by its path
install-test: c-deps
	@p=$$(mktemp -d) && trap 'rm -rf "$$p"' EXIT && \
	$(MAKE) --no-print-directory install PREFIX="$$p" >/dev/null && \
	"$$p/bin/mapsim" --version >/dev/null && \
	flags=$$(PKG_CONFIG_PATH="$$p/lib/pkgconfig" pkg-config --cflags --libs mapmath) && \
	$(CAPI_CC) -std=c11 -Wall -Werror Examples/c/example.c $$flags -o "$$p/example" && \
	"$$p/example" | diff -u Examples/expected-output.txt - && \
	[ "$$(PKG_CONFIG_PATH="$$p/lib/pkgconfig" pkg-config --modversion mapmath)" = "$(MM_VERSION)" ] && \
	$(MAKE) --no-print-directory uninstall PREFIX="$$p" >/dev/null && \
	[ -z "$$(find "$$p" -type f ! -name example)" ] && \
	echo "install: mapsim, libmapmath and mapmath.pc install, link through pkg-config and uninstall"

## examples-test: the README's example in Swift, C and Python prints Examples/expected-output.txt, byte for byte
examples-test: capi c-deps python-deps
	@$(SWIFT) build -q --product mapmath-example
	@"$$($(SWIFT) build --show-bin-path)/mapmath-example" | diff -u Examples/expected-output.txt - \
	  || { echo "examples: the Swift example differs from Examples/expected-output.txt"; exit 1; }
	@$(CAPI_CC) -std=c11 $(CAPI_CFLAGS) Examples/c/example.c $(CAPI_LDFLAGS) -o $(CAPI_DIR)/example
	@$(CAPI_DIR)/example | diff -u Examples/expected-output.txt - \
	  || { echo "examples: the C example differs from Examples/expected-output.txt"; exit 1; }
	@PYTHONPATH=python MAPMATH_LIBRARY=$(CURDIR)/$(CAPI_DIR)/lib/$(CAPI_SO) $(PYTHON) Examples/python/example.py \
	  | diff -u Examples/expected-output.txt - \
	  || { echo "examples: the Python example differs from Examples/expected-output.txt"; exit 1; }
	@echo "examples: Swift, C and Python print Examples/expected-output.txt"

## check: replay the bundled traces and verify their expectations (--strict: each must have some)
check: release
	"$(MAPSIM)" check --strict traces/

# Python: every pip install goes into the project's own virtual environment, .venv/, made
# with the system's python3 (Debian's is "externally managed", PEP 668: pip refuses to
# install into it, and we never try). PYTHON=path/to/python uses another interpreter's
# environment instead, unchanged.
SYSTEM_PYTHON ?= python3
VENV ?= .venv
VENV_PYTHON = $(VENV)/bin/python
PYTHON ?= $(VENV_PYTHON)
PYTHON_MODULES = numpy pyproj mercantile pytest setuptools wheel
# pip: quiet, no root warning, no version check: with everything installed it needs no network.
PIP = PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1 $(PYTHON) -m pip

.PHONY: venv python-deps python-demo-deps python-test bench-python demo-python

## venv: .venv/, the project's Python environment (python3 -m venv; apt-get installs
## python3 and python3-venv when the system's python3 cannot make one)
venv: $(VENV_PYTHON)
$(VENV_PYTHON):
	@if ! command -v $(SYSTEM_PYTHON) >/dev/null 2>&1 || ! $(SYSTEM_PYTHON) -c 'import venv, ensurepip' >/dev/null 2>&1; then \
	  echo "Installing python3 and python3-venv with apt-get (to make the project's .venv)..."; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3 python3-venv >/dev/null; \
	fi
	@echo "Making the project's Python environment, $(VENV)/ ($(SYSTEM_PYTHON) -m venv)..."
	@$(SYSTEM_PYTHON) -m venv $(VENV)

# pip-install: the modules in $(1) that $(PYTHON) cannot import yet, into its environment.
pip-install = missing=$$(for m in $(1); do $(PYTHON) -c "import $$m" 2>/dev/null || echo $$m; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing" $$missing "into $(PYTHON)'s environment with pip..."; \
	  $(PIP) install -q $$missing; \
	fi

## python-deps: the Python package's build and test modules in $(PYTHON)'s environment
## (pip: numpy, pyproj, mercantile, pytest, setuptools, wheel), each only when missing
python-deps: $(if $(filter $(VENV_PYTHON),$(PYTHON)),venv,)
	@$(call pip-install,$(PYTHON_MODULES))

# What the demo's Python session needs: the package's one dependency.
python-demo-deps: $(if $(filter $(VENV_PYTHON),$(PYTHON)),venv,)
	@$(call pip-install,numpy)

## python-test: pip install ./python into $(PYTHON)'s environment (the library from make
## capi copied into the package), then the package's tests with pytest
python-test: capi python-deps
	@$(PIP) install -q --no-build-isolation --no-deps ./python
	$(PYTHON) -m pytest -q python/tests

## bench-python: the Python package's benchmark (python/bench.py; BENCH_ARGS=--json for JSON)
bench-python: capi python-deps
	PYTHONPATH=python $(PYTHON) python/bench.py $(BENCH_ARGS)

## demo-python: a three-line Python session with the package (from python/, the library from make capi)
demo-python: capi python-demo-deps
	@echo; echo "Python (python/README.md):"
	@PYTHONPATH=python $(PYTHON) Examples/python/session.py

## fuzz: every fuzz target under libFuzzer and AddressSanitizer for FUZZ_SECONDS (default 60)
## each; a table of exec/s and coverage; fails naming the target and file of a finding
## (FUZZ_TARGETS, FUZZ_WORK, FUZZ_MERGE=1: docs/fuzzing.md)
fuzz:
	FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60) sh -c 'exec bash Tests/Fuzz/run-fuzzers.sh'

# The benchmarks' tool is built for this machine's CPU, as the C references are
# (-march=native): the ratios then compare code, not instruction sets. `make release`
# targets x86-64-v3; docs/performance.md gives both.
BENCH_FLAGS := $(PORTABLE_RELEASE_FLAGS) -Xswiftc -target-cpu -Xswiftc native --build-path .build/bench

## bench: the benchmark suites (release build for this CPU, in .build/bench)
bench: deps
	$(SWIFT) build -c release $(BENCH_FLAGS) --product mapsim
	@mkdir -p out
	"$$($(SWIFT) build -c release $(BENCH_FLAGS) --show-bin-path)/mapsim" bench --svg out/bench.svg

## compare: OLD=path/to/mapsim — every command's output of OLD against this build's, byte for byte
compare: release
	@[ -n "$(OLD)" ] || { echo "usage: make compare OLD=path/to/old/mapsim"; exit 64; }
	sh scripts/compare-outputs.sh "$(OLD)" "$(MAPSIM)"

clean:
	$(SWIFT) package clean
	rm -rf out build

include mk/oracle.mk
