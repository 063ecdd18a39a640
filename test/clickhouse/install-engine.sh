#!/usr/bin/env bash
# Installs the ClickHouse test engine (npm package chdb at the version pinned in chdb-version; ~178 MB
# download, 566 MB unpacked) into a cache folder of its own, once per version: the app's node_modules and
# `make start` never see it. Only `make test-clickhouse` and the clickhouse bench use it; the folder is the one
# engine.ts looks in (CHDB_CACHE_DIR, else $XDG_CACHE_HOME or ~/.cache, then stacklens/chdb-<version>).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
version=$(tr -d '[:space:]' <"$here/chdb-version")
dir=${CHDB_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/stacklens/chdb-$version}
lib="$dir/node_modules/@chdb/lib-linux-x64-gnu/libchdb.so"
mkdir -p "$dir"
# One installer at a time (.ci/run starts one early in the background; make test-clickhouse waits for it).
exec 9>"$dir.lock"
flock 9
if [ -f "$lib" ]; then exit 0; fi
echo '{ "private": true }' >"$dir/package.json"
# --ignore-scripts: chdb's install script is a no-op; the engine is the prebuilt library in @chdb/lib-linux-x64-gnu.
npm install --prefix "$dir" --no-save --no-audit --no-fund --ignore-scripts --loglevel=error "chdb@$version"
test -f "$lib"
