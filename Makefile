# QuickSearch: make demo (set-up, build, run against the local mock server), make test.
SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
APT_PACKAGES := libcurl4-openssl-dev libxml2-dev libsqlite3-dev pkg-config
# The Swift runtime is linked into the release binaries on Linux (macOS has it in the system).
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
# What only the tests need: a real browser for the gallery page test (GalleryBrowserTests), the
# shells whose completion scripts are tested, and the manual page linters (Tests/EndToEndTests/Installation).
TEST_APT_PACKAGES := chromium zsh fish mandoc groff-base

.PHONY: all deps check-deps test-deps build test update-golden demo bench fuzz fuzz-build check-reliability check-binary lint install uninstall clean

all: build

## deps: install the C libraries the package links (apt-get, as root or through sudo), if missing
deps:
	@bash scripts/install-deps.sh $(APT_PACKAGES) || { bash scripts/check-deps.sh; exit 1; }

## check-deps: say which C libraries are missing and how to install them (installs nothing)
check-deps:
	@bash scripts/check-deps.sh

## test-deps: install what only the tests need (headless Chromium for the gallery page test), if missing
test-deps:
	@bash scripts/install-deps.sh $(TEST_APT_PACKAGES)

## build: release binaries in .build/release (qsearch, devevents, mock-api), Swift runtime linked in
## on Linux; installs nothing (check-deps says what is missing)
build: check-deps
	$(SWIFT) build -c $(CONFIG) $(STATIC_STDLIB)

## test: every unit, integration and end-to-end test (against the loopback mock server only); on a
## fresh Debian machine it first installs the missing C libraries (make deps), nothing when present
test:
	@bash scripts/check-deps.sh 2>/dev/null || $(MAKE) --no-print-directory deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel --num-workers 2 2>&1 | tee .build/test-output.txt; exit $${PIPESTATUS[0]}

## update-golden: rewrite the golden files (Tests/GoldenTests/Golden) from what the tools print now,
## delete those no case produces, check again, and list the changes for review
update-golden:
	@SWIFT='$(SWIFT)' bash scripts/update-golden.sh

## demo: the main commands against the mock server, with mock keys and no network; like test, it
## first installs the missing C libraries on a fresh Debian machine
demo:
	@bash scripts/check-deps.sh 2>/dev/null || $(MAKE) --no-print-directory deps
	@$(MAKE) --no-print-directory build
	@bash scripts/demo.sh .build/$(CONFIG)

## lint: swift format's strict lint with the checked-in .swift-format (line length 120)
lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

## check-binary: the release binaries link no library of the Swift toolchain (ldd) and run with an empty environment
check-binary: build
	@bash scripts/check-binary.sh .build/$(CONFIG)

## bench: figures and ratios measured side by side (installs hyperfine; Python lxml in a venv under .build)
bench: build
	@bash scripts/bench.sh .build/$(CONFIG)

## fuzz: libFuzzer over every parser of untrusted input, FUZZ_SECONDS per target (default 60); the
## JSON answer targets to FUZZ_RUNS executions (default 1000000) or FUZZ_JSON_SECONDS (default 3 x
## FUZZ_SECONDS); every input within 1 s. FUZZ_TARGETS picks some (see scripts/fuzz.sh: domain-text
## naver-json kakao-json richtext-payload devevent-page arguments airkorea-stations airkorea-readings
## airkorea-province kma-village kma-ultra-short kma-nowcast kma-uv kakao-local-address
## kakao-local-keyword kakao-local-region portal-error-xml portal-error-json airkorea-alerts
## airkorea-forecast kma-warnings)
fuzz:
	@FUZZ_TARGETS="$(FUZZ_TARGETS)" FUZZ_RUNS="$(FUZZ_RUNS)" FUZZ_JSON_SECONDS="$(FUZZ_JSON_SECONDS)" \
		bash scripts/fuzz.sh $(or $(FUZZ_SECONDS),60)

## fuzz-build: compile and link every fuzz target without running any (CI: a target the code has
## moved away from fails here, not at the next make fuzz)
fuzz-build:
	@FUZZ_BUILD_ONLY=1 bash scripts/fuzz.sh

## check-reliability: fault matrix, store and secret tests, soak; one summary line (SHORT=1: CI form)
# STORE_TEST_FILTER: the `swift test --filter` that selects the store concurrency/SIGKILL tests.
STORE_TEST_FILTER ?= StoreReliability
check-reliability: build
	@STORE_TEST_FILTER='$(STORE_TEST_FILTER)' SHORT='$(SHORT)' SOAK_RUNS='$(SOAK_RUNS)' SWIFT='$(SWIFT)' \
		bash scripts/check-reliability.sh .build/$(CONFIG)

## install: the two tools in $(PREFIX)/bin, their bash, zsh and fish completions and their manual
## pages under $(PREFIX)/share, all below $(DESTDIR) when set (e.g. make install PREFIX=~/.local)
install: build
	@DESTDIR='$(DESTDIR)' PREFIX='$(PREFIX)' bash scripts/install.sh .build/$(CONFIG)

## uninstall: remove exactly what install wrote (same PREFIX and DESTDIR); with DESTDIR, also its folders left empty
uninstall:
	@DESTDIR='$(DESTDIR)' PREFIX='$(PREFIX)' bash scripts/install.sh --uninstall .build/$(CONFIG)

clean:
	rm -rf .build
