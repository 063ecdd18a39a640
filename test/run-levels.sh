#!/usr/bin/env bash
# `make test`: every level of the suite in two lanes that run side by side, then a table of what each
# level took (docs/adr/0009-two-test-lanes.md). The browser lane builds the frontend, then runs the web
# level and the ClickHouse level; the node lane runs type-checking, linting, then the unit, medium, API
# and smoke levels. Both lanes keep the two cores busy (about 95 % through a run). A failing
# level fails the run after every other level has run too: one run names every broken level.
set -uo pipefail
cd "$(dirname "$0")/.."
MAKE=${MAKE:-make}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

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

# One level: its make target with the output kept, then shown whole (one lane's output never cuts into
# the other's), and its seconds, spec count and exit status kept for the table.
level() { # name target
  local name=$1 start rc
  start=$(now)
  $MAKE --no-print-directory "$2" >"$logs/$name.log" 2>&1
  rc=$?
  awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.0f", b - a }' >"$logs/$name.seconds"
  count_specs "$logs/$name.log" >"$logs/$name.specs"
  echo "$rc" >"$logs/$name.rc"
  {
    flock 9
    printf '\n== %s\n' "$name"
    cat "$logs/$name.log"
  } 9>"$logs/.print"
  return "$rc"
}

# The API level serves the frontend build too: it starts once the browser lane made it, so
# two builds never write frontend/dist at once. The browser lane holds a lock on build.lock (taken below,
# before either lane starts) until its build ends; waiting is taking that lock.
wait_for_build() {
  flock "$logs/build.lock" true
}

browser_lane() {
  level build frontend/dist/index.html
  exec 7>&-
  level web test-web
  # Last, when the other lane is ending: its specs start apps, workers and a ClickHouse engine of their own,
  # and beside the web and medium levels they overloaded the two cores into timeouts.
  level clickhouse test-clickhouse
}

node_lane() {
  level typecheck typecheck
  level lint lint
  level unit test-unit
  level medium test-medium
  wait_for_build
  level api test-api
  # The smoke level ends the lane that would otherwise finish first, so neither core idles at the end
  # (docs/adr/0011-more-workers-for-waiting-levels.md, second addendum).
  level smoke test-smoke
}

started=$(now)
exec 7>"$logs/build.lock"
flock 7
browser_lane &
browser=$!
node_lane 7>&- &
node=$!
exec 7>&-
wait "$browser" "$node"
total=$(awk -v a="$started" -v b="$(now)" 'BEGIN { printf "%.0f", b - a }')

failed=0
printf '\n== make test: each level (two lanes side by side; mocha workers: %s for unit and web, %s for medium and API)\n' "${TEST_JOBS:-?}" "${WAIT_JOBS:-?}"
printf '%-10s %-8s %7s %8s  %s\n' level lane specs seconds result
for item in build:browser web:browser clickhouse:browser typecheck:node lint:node unit:node medium:node api:node smoke:node; do
  name=${item%%:*}
  rc=$(cat "$logs/$name.rc" 2>/dev/null || echo '?')
  if [ "$rc" = 0 ]; then result=ok; else result="FAILED ($rc)"; failed=1; fi
  printf '%-10s %-8s %7s %8s  %s\n' "$name" "${item#*:}" "$(cat "$logs/$name.specs" 2>/dev/null || echo -)" "$(cat "$logs/$name.seconds" 2>/dev/null || echo -)" "$result"
done
printf '%-10s %-8s %7s %8s  %s\n' total '' '' "$total" "$( ((failed)) && echo FAILED || echo ok)"
exit "$failed"
