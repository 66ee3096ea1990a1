# `make` installs the pinned dependencies and builds everything generated from spec/.
# `make test` runs the test suite. Both work on a machine with only Node and npm: the npm
# package `node` (pinned in package.json) supplies the Node 24 that every step runs on.
.DEFAULT_GOAL := all
SHELL := /bin/bash
NPM ?= npm

SPEC_SOURCES := $(shell find spec -type f \( -name '*.tsp' -o -name '*.js' -o -name '*.json' \)) tspconfig.yaml
# What the generators under tools/src/build read; the rest of tools/src only goes into tools/dist.
# tools/test/build/makefile-sources.test.ts fails when this misses a file tools/src/build/main.ts imports.
GENERATOR_SOURCES := $(shell find tools/src/build tools/src/openapi tools/src/contract -type f -name '*.ts' ! -name generated.ts) \
	tools/src/paths.ts tools/src/json-pointer.ts
BUILD_SOURCES := $(shell find tools/src -type f -name '*.ts')
# The registry enums (rule ids, levels, where) of the published conformance schemas, written from
# tools/src/judge/rules.ts. tools/test/conform/schemas.test.ts fails when a file is stale or when
# REPORT_SCHEMA_SOURCES misses a file the generator imports.
REPORT_SCHEMAS := conformance/schemas/report.schema.json conformance/schemas/case-expectation.schema.json \
	conformance/schemas/certification.schema.json
REPORT_SCHEMA_SOURCES := tools/src/judge/publish-schemas-main.ts tools/src/judge/publish-schemas.ts \
	tools/src/judge/rules.ts tools/src/json-pointer.ts tools/src/paths.ts

.PHONY: all install build schemas dist pack test test-quick typecheck lint format mock bench bench-peers docs docs-serve clean

all: install build schemas dist

install: node_modules/.installed

# npm ci runs on Node 24, which every pinned dependency's "engines" accepts, so npm has no engine
# warning to print (on the system's Node 20 it printed 23 EBADENGINE blocks). When `node` is older,
# the pinned `node` package is installed first into .node24/ (from npm's cache after the first time;
# about 190 MB) and npm ci runs with it first on PATH; .node24/ is removed afterwards.
NODE_PIN := $(shell sed -n 's/^ *"node": "\([0-9.]*\)",\{0,1\}$$/\1/p' package.json)

node_modules/.installed: package.json package-lock.json
	@if node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' 2>/dev/null; then \
	  $(NPM) ci --no-audit --no-fund; \
	else \
	  echo "make: node $$(node -v 2>/dev/null) is older than 24; npm ci runs on the pinned node@$(NODE_PIN) (installed first into .node24/)"; \
	  $(NPM) install --prefix .node24 --no-save --no-package-lock --no-audit --no-fund --loglevel=error node@$(NODE_PIN) >/dev/null \
	  && PATH="$(CURDIR)/.node24/node_modules/.bin:$$PATH" $(NPM) ci --no-audit --no-fund; \
	  status=$$?; rm -rf .node24; exit $$status; \
	fi
	@touch $@

build: generated/.built

generated/.built: node_modules/.installed $(SPEC_SOURCES) $(GENERATOR_SOURCES)
	$(NPM) run -s build
	@touch $@

schemas: $(REPORT_SCHEMAS)

$(REPORT_SCHEMAS) &: node_modules/.installed $(REPORT_SCHEMA_SOURCES)
	$(NPM) exec --no -- tsx tools/src/judge/publish-schemas-main.ts

# The package's compiled JavaScript (tools/dist): the `contracts` bin and the package entry points.
dist: tools/dist/cli/main.js

tools/dist/cli/main.js: node_modules/.installed generated/.built $(BUILD_SOURCES) tools/tsconfig.build.json
	$(NPM) run -s build:dist

# The npm package as published: payments-contracts-<version>.tgz in the repository root, packed from a
# staged copy whose package.json has no scripts, devDependencies, allowScripts or overrides
# (tools/src/build/pack.ts). `npm pack` at the root is refused: it would ship the development package.json.
pack: all
	$(NPM) run -s pack:staged

# The test command: the type check (tools/, the generated types, the benchmarks), the formatter and
# linter check (Biome, tools/biome.jsonc), then the test suite.
test: all typecheck lint
	$(NPM) test

# The inner loop: the type check beside Biome and the unit tests (tools/vitest.quick.config.ts leaves
# out what starts processes, servers, workers, a browser, npm or the TypeSpec build; make test runs all).
# The type check runs on the other core; the target fails when any of the three fails.
test-quick: all
	@$(NPM) run -s typecheck & check=$$!; \
	$(NPM) run -s lint && $(NPM) run -s test:quick; status=$$?; \
	wait $$check && exit $$status

typecheck: all
	$(NPM) run -s typecheck

# `biome ci`: fails on a file the formatter would change or on a lint finding; nothing is written.
lint: install
	$(NPM) run -s lint

# Formats tools/ and applies Biome's safe fixes in place.
format: install
	$(NPM) run -s format

# Start the sandboxes of both HTTP services and the terminal simulator on loopback (ports 4010,
# 4011, 4012); Ctrl-C stops them all. `make mock MOCK_ARGS="--only terminal"` starts a subset,
# MOCK_ARGS="--engine prism" serves the examples with Prism, MOCK_ARGS="--record session/" records all three
# services (session/http.har, session/terminal.jsonl), MOCK_ARGS="--record session.har"
# records the HTTP services only, MOCK_ARGS="--lenient" answers readable deviations (logged, recorded, still
# reported by conform); /__admin on any mock's port resets state and rotates the recording (README, Mocks).
# make's PID is the mocks' lifeline: killing make (even with SIGKILL) stops them.
mock: all
	CONTRACTS_LIFELINE_PIDS=$$PPID $(NPM) run -s mock -- $(MOCK_ARGS)

# Benchmarks: writes tools/bench/results.json and tools/bench/RESULTS.md.
bench: all bench-peers
	$(NPM) run -s bench

# The peers the benchmark times conform against (openapi-request/response-validator, oav), pinned in
# their own package so that the project's `npm ci` does not carry them; npm ci runs on the project's
# Node 24 (node_modules/.bin, from `make install`).
bench-peers: tools/bench/peers/node_modules/.installed

tools/bench/peers/node_modules/.installed: tools/bench/peers/package.json tools/bench/peers/package-lock.json node_modules/.installed
	PATH="$(CURDIR)/node_modules/.bin:$$PATH" $(NPM) ci --prefix tools/bench/peers --no-audit --no-fund
	@touch $@

# The reference site, built from generated/ into tools/dist-docs/ (not committed): open
# tools/dist-docs/index.html in a browser (it works from disk, offline), or `make docs-serve`.
docs: install build
	$(NPM) run -s docs

# Serve the site on http://127.0.0.1:$(DOCS_PORT)/ (loopback only); Ctrl-C stops it.
DOCS_PORT ?= 4020
docs-serve: docs
	DOCS_PORT=$(DOCS_PORT) $(NPM) run -s docs:serve

clean:
	rm -f generated/.built
	rm -rf tools/dist tools/dist-docs
