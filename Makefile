# `make` installs the pinned dependencies and builds everything generated from spec/.
# `make test` runs the test suite. Both work on a machine with only Node and npm: the npm
# package `node` (pinned in package.json) supplies the Node 24 that every step runs on.
.DEFAULT_GOAL := all
SHELL := /bin/bash
NPM ?= npm

SPEC_SOURCES := $(shell find spec -type f \( -name '*.tsp' -o -name '*.js' -o -name '*.json' \)) tspconfig.yaml
BUILD_SOURCES := $(shell find tools/src -type f -name '*.ts')

.PHONY: all install build test mock clean

all: install build

install: node_modules/.installed

node_modules/.installed: package.json package-lock.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

build: generated/.built

generated/.built: node_modules/.installed $(SPEC_SOURCES) $(BUILD_SOURCES)
	$(NPM) run -s build
	@touch $@

test: all
	$(NPM) test

clean:
	rm -f generated/.built
