# QuickSearch: make demo (set-up, build, run against the local mock server), make test.
SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
APT_PACKAGES := libcurl4-openssl-dev libxml2-dev libsqlite3-dev pkg-config
# What only the tests need: a real browser for the gallery page test (GalleryBrowserTests), the
# shells whose completion scripts are tested, and the manual page linters (Tests/EndToEndTests/Installation).
TEST_APT_PACKAGES := chromium zsh fish mandoc groff-base

.PHONY: all deps test-deps build test demo bench fuzz check-reliability install uninstall clean

all: build

## deps: install the C libraries the package links (apt-get, as root or through sudo), if missing
deps:
	@bash scripts/install-deps.sh $(APT_PACKAGES)

## test-deps: install what only the tests need (headless Chromium for the gallery page test), if missing
test-deps:
	@bash scripts/install-deps.sh $(TEST_APT_PACKAGES)

## build: release binaries in .build/release (qsearch, devevents, mock-api), Swift runtime linked in
build: deps
	$(SWIFT) build -c $(CONFIG) --static-swift-stdlib

## test: every unit, integration and end-to-end test (against the loopback mock server only)
test: deps test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel --num-workers 2 2>&1 | tee .build/test-output.txt; exit $${PIPESTATUS[0]}

## demo: the main commands against the mock server, with mock keys and no network
demo: build
	@bash scripts/demo.sh .build/$(CONFIG)

## bench: figures and ratios measured side by side (installs hyperfine and lxml itself)
bench: build
	@bash scripts/bench.sh .build/$(CONFIG)

## fuzz: libFuzzer over every parser of untrusted input, FUZZ_SECONDS per target (default 60);
## FUZZ_TARGETS picks some (domain-text naver-json kakao-json richtext-payload devevent-page arguments)
fuzz:
	@FUZZ_TARGETS="$(FUZZ_TARGETS)" bash scripts/fuzz.sh $(or $(FUZZ_SECONDS),60)

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

## uninstall: remove exactly what install wrote (same PREFIX and DESTDIR), and folders left empty
uninstall:
	@DESTDIR='$(DESTDIR)' PREFIX='$(PREFIX)' bash scripts/install.sh --uninstall .build/$(CONFIG)

clean:
	rm -rf .build
