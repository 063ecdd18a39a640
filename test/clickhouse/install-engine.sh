#!/usr/bin/env bash
# Installs the ClickHouse test engine (npm package chdb, pinned in engine.ts; ~178 MB download, 566 MB
# unpacked) into a cache folder of its own, once per version: the app's node_modules and `make start` never
# see it. Only `make test-clickhouse` and the clickhouse bench call this.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=$(node --import tsx -e "import('./test/clickhouse/engine.ts').then((m) => console.log(m.chdbCacheDir()))")
version=$(node --import tsx -e "import('./test/clickhouse/engine.ts').then((m) => console.log(m.CHDB_VERSION))")
if [ -f "$dir/node_modules/@chdb/lib-linux-x64-gnu/libchdb.so" ]; then exit 0; fi
mkdir -p "$dir"
echo '{ "private": true }' >"$dir/package.json"
# --ignore-scripts: chdb's own install script is a no-op; the engine is the prebuilt library in @chdb/lib-linux-x64-gnu.
npm install --prefix "$dir" --no-save --no-audit --no-fund --ignore-scripts --loglevel=error "chdb@$version"
test -f "$dir/node_modules/@chdb/lib-linux-x64-gnu/libchdb.so"
