# StackLens: `make start` runs everything on this machine; `make test` runs every test.
# Every target installs what it needs from package-lock.json first.

SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM ?= npm
NODE ?= node
export NPM_CONFIG_UPDATE_NOTIFIER := false
export NPM_CONFIG_FUND := false
export NPM_CONFIG_AUDIT := false

STAMP := node_modules/.stacklens-install
FRONTEND_STAMP := frontend/dist/index.html
FRONTEND_SOURCES := $(shell find frontend -path frontend/dist -prune -o -type f -print 2>/dev/null)
# The compiled backend (what the image runs): the server benchmarks measure it, not the sources under tsx.
BACKEND_STAMP := dist/src/main/tracker.js
BACKEND_SOURCES := $(shell find src migrations -name '*.ts' 2>/dev/null) tsconfig.json tsconfig.build.json tsconfig.base.json
IMAGE_PREFIX ?= stacklens
IMAGE_TAG ?= dev

.PHONY: help start test build migrate admin bench lint typecheck docker helm-template install test-unit test-medium test-api test-web test-smoke test-clickhouse migrate-analytics-to-clickhouse clean

help:
	@echo "make start          run StackLens on http://localhost:$${PORT:-8080} (embedded: PGlite in ./data, in-process queue)"
	@echo "make test           install, type-check, lint, then unit, medium, API, browser and embedded smoke tests"
	@echo "make build          compile the backend to dist/ and the frontend to frontend/dist/"
	@echo "make migrate        apply database migrations (DATABASE_URL, or the embedded database; ClickHouse's too with CLICKHOUSE_URL)"
	@echo "make migrate-analytics-to-clickhouse  copy PostgreSQL's analytics into ClickHouse (CLICKHOUSE_URL), counts checked"
	@echo "make test-clickhouse the ClickHouse adapters against a real ClickHouse engine (chdb's, fetched on first use)"
	@echo "make admin EMAIL=…  make an existing account an administrator"
	@echo "make bench          run the benchmarks (ratios against baselines measured in the same run)"
	@echo "make lint           eslint and the module boundary rules"
	@echo "make docker         build the backend and frontend images (needs a Docker engine)"
	@echo "make helm-template  render the Helm chart (needs helm)"

install: $(STAMP)

# npm ci only when the lock file changed since the last install (a fresh clone always installs).
$(STAMP): package.json package-lock.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

$(FRONTEND_STAMP): $(STAMP) $(FRONTEND_SOURCES)
	$(NPM) run --silent build:frontend

$(BACKEND_STAMP): $(STAMP) $(BACKEND_SOURCES)
	$(NPM) run --silent build:backend
	@touch $@

start: $(STAMP) $(FRONTEND_STAMP)
	$(NODE) --import tsx src/main/all.ts

build: $(STAMP)
	$(NPM) run --silent build:backend
	$(NPM) run --silent build:frontend

migrate: $(STAMP)
	$(NODE) --import tsx src/main/migrate.ts

# The first administrator of an installation (or any later one): the account must exist already.
admin: $(STAMP)
	@test -n "$(EMAIL)" || { echo "usage: make admin EMAIL=you@example.com"; exit 2; }
	$(NODE) --import tsx src/main/grant-admin.ts "$(EMAIL)"

typecheck: $(STAMP)
	npx tsc -p tsconfig.json --noEmit
	npx tsc -p frontend/tsconfig.json --noEmit
	npx tsc -p frontend/tsconfig.node.json --noEmit

lint: $(STAMP)
	npx eslint --max-warnings 0 .
	npx depcruise src frontend/src --config .dependency-cruiser.cjs

# Spec files run in this many mocha worker processes at once: one per core for the levels whose specs
# compute (unit, web: docs/adr/0008-parallel-test-levels.md), two per core for the medium and API levels,
# whose specs mostly wait on Chromium, spawned processes, timers and throttling delays
# (docs/adr/0011-more-workers-for-waiting-levels.md). TEST_JOBS=1 WAIT_JOBS=1 runs them one at a time.
TEST_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
WAIT_JOBS ?= $(shell echo $$(( 2 * $(TEST_JOBS) )))
export TEST_JOBS WAIT_JOBS

test-unit: $(STAMP)
	npx mocha --config test/mocharc.unit.json --jobs $(TEST_JOBS)

test-medium: $(STAMP)
	npx mocha --config test/mocharc.medium.json --jobs $(WAIT_JOBS)

# The API tests print PDF reports from the frontend's print page: they need the build too.
test-api: $(STAMP) $(FRONTEND_STAMP)
	npx mocha --config test/mocharc.api.json --jobs $(WAIT_JOBS)

# One app server per worker (test/support/web-server.ts).
test-web: $(STAMP) $(FRONTEND_STAMP)
	npx mocha --config test/mocharc.web.json --jobs $(TEST_JOBS)

# The embedded smoke test ignores DATABASE_URL and REDIS_URL on purpose: it proves `make start` alone.
test-smoke: $(STAMP) $(FRONTEND_STAMP)
	env -u DATABASE_URL -u REDIS_URL npx mocha --config test/mocharc.smoke.json

# The analytics store's ClickHouse adapters against a real ClickHouse engine (chdb's, started and stopped by
# test/clickhouse/run.ts on a free loopback port), installed on first use into a cache folder of its own
# (test/clickhouse/install-engine.sh): the app's dependencies and `make start` stay without it.
test-clickhouse: $(STAMP)
	bash test/clickhouse/install-engine.sh
	$(NODE) --import tsx test/clickhouse/run.ts

migrate-analytics-to-clickhouse: $(STAMP)
	$(NODE) --import tsx src/main/migrate-analytics-to-clickhouse.ts

# Every level in two lanes side by side (docs/adr/0009-two-test-lanes.md), then a table of each one's
# lane, specs and seconds; any failing level fails the run.
test: $(STAMP)
	@MAKE="$(MAKE)" bash test/run-levels.sh

bench: $(STAMP) $(FRONTEND_STAMP) $(BACKEND_STAMP)
	$(NODE) --import tsx test/bench/run.ts

docker:
	@command -v docker >/dev/null || { echo "make docker: the docker CLI is not installed here"; exit 1; }
	@docker info >/dev/null 2>&1 || { echo "make docker: no Docker engine is reachable (docker info failed); build on a machine with one"; exit 1; }
	docker build -f deploy/backend.Dockerfile -t $(IMAGE_PREFIX)/backend:$(IMAGE_TAG) .
	docker build -f deploy/frontend.Dockerfile -t $(IMAGE_PREFIX)/frontend:$(IMAGE_TAG) .

helm-template:
	@command -v helm >/dev/null || { echo "make helm-template: helm is not installed here (test/deploy checks the chart statically)"; exit 1; }
	helm lint helm/stacklens -f helm/stacklens/ci/default-values.yaml
	helm lint helm/stacklens -f helm/stacklens/ci/full-values.yaml
	helm template stacklens helm/stacklens -f helm/stacklens/ci/default-values.yaml

clean:
	rm -rf dist frontend/dist test-results .tmp
