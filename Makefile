# The two commands of the README: `make run` and `make test`. Both set up a fresh machine first.
PYTHON ?= python3
STORE ?= ./canpol-data

.PHONY: setup setup-test run test

setup:
	scripts/setup

setup-test:
	scripts/setup --test

## Build the knowledge graph from the bundled sources into the embedded store.
run: setup
	canpol --store $(STORE) load --reference corpus/articles

## Set up everything the tests use and run them.
test: setup-test
	scripts/test
