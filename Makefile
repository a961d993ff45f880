# The two commands of the README: `make run` and `make test`. Both set up a fresh machine first.
PYTHON ?= python3
STORE ?= ./canpol-data

.PHONY: setup setup-test run test

setup:
	scripts/setup

setup-test:
	scripts/setup --test

## Build the knowledge graph from the bundled sources into the embedded store, then serve it on 127.0.0.1:5000.
run: setup
	canpol --store $(STORE) load --reference corpus/articles
	canpol --store $(STORE) serve --host 127.0.0.1 --port 5000

## Set up everything the tests use and run them.
test: setup-test
	scripts/test
