#!/usr/bin/env bash
# `make test`: every level of the suite, then a table of what each took. Type-checking, linting and the
# frontend build are independent single-threaded jobs and run side by side; the test levels run one
# after another, each spreading its spec files over TEST_JOBS mocha workers, so a level's time in the
# table is its own (docs/adr/0008-parallel-test-levels.md). A failing level fails the run, after the
# later levels have run too: one run names every broken level.
set -uo pipefail
cd "$(dirname "$0")/.."
MAKE=${MAKE:-make}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

names=()
declare -A specs seconds results
failed=0

now() { printf '%s' "$EPOCHREALTIME"; }

# "N passing", "N failing" and "N pending" from a mocha summary; "-" for a level without specs.
count_specs() {
  local total=0 found=0 n
  for n in $(grep -aoE '^ *[0-9]+ (passing|failing|pending)' "$1" | grep -oE '[0-9]+'); do
    total=$((total + n))
    found=1
  done
  if ((found)); then printf '%s' "$total"; else printf -- '-'; fi
}

record() { # name start rc
  local name=$1 start=$2 rc=$3
  names+=("$name")
  seconds[$name]=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.0f", b - a }')
  specs[$name]=$(count_specs "$logs/$name.log")
  if ((rc == 0)); then results[$name]=ok; else results[$name]="FAILED ($rc)"; failed=1; fi
}

# Levels that run side by side: each one's output is shown whole once it finished.
side_by_side() { # name:target ...
  local item name start pids=() rc
  start=$(now)
  for item in "$@"; do
    name=${item%%:*}
    $MAKE --no-print-directory "${item#*:}" >"$logs/$name.log" 2>&1 &
    pids+=($!)
  done
  local i=0
  for item in "$@"; do
    name=${item%%:*}
    wait "${pids[$i]}"
    rc=$?
    printf '\n== %s\n' "$name"
    cat "$logs/$name.log"
    record "$name" "$start" "$rc"
    i=$((i + 1))
  done
}

# A level on its own, its output streamed.
alone() { # name target
  local name=$1 start rc
  printf '\n== %s\n' "$name"
  start=$(now)
  $MAKE --no-print-directory "$2" 2>&1 | tee "$logs/$name.log"
  rc=${PIPESTATUS[0]}
  record "$name" "$start" "$rc"
}

started=$(now)
side_by_side typecheck:typecheck lint:lint build:frontend/dist/index.html
alone unit test-unit
alone medium test-medium
alone api test-api
alone web test-web
alone smoke test-smoke
total=$(awk -v a="$started" -v b="$(now)" 'BEGIN { printf "%.0f", b - a }')

printf '\n== make test: each level (typecheck, lint and build side by side; %s mocha workers a level)\n' "${TEST_JOBS:-?}"
printf '%-10s %7s %8s  %s\n' level specs seconds result
for name in "${names[@]}"; do
  printf '%-10s %7s %8s  %s\n' "$name" "${specs[$name]}" "${seconds[$name]}" "${results[$name]}"
done
printf '%-10s %7s %8s  %s\n' total '' "$total" "$( ((failed)) && echo FAILED || echo ok)"
exit "$failed"
