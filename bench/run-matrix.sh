#!/usr/bin/env bash
# The figures of bench/RESULTS.md, one run after the other (about 15 minutes), each result as a
# JSON file in OUT_DIR; then a Markdown table of them on stdout.
#
#   bash bench/run-matrix.sh [OUT_DIR] [SECONDS]
#
# Needs PostgreSQL on 127.0.0.1:5432 (user postgres) and redis-server on the PATH. Run it on a quiet
# machine: `uptime` first.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-/tmp/neelami-bench-$(date +%Y%m%d-%H%M%S)}"
D="${2:-20}"
mkdir -p "$OUT"
run() {
  local name="$1"
  shift
  echo "== $name: npm run bench -- $*  (load $(cut -d' ' -f1-3 /proc/loadavg))" >&2
  node --import tsx bench/src/bidding.ts "$@" >"$OUT/$name.json" || echo "   ($name: exit $?; see $OUT/$name.json)" >&2
  sleep 5
}
echo "== raw hot-row tps: bash bench/pg-hot-row.sh" >&2
bash bench/pg-hot-row.sh >"$OUT/raw-hot-row.json"
cat "$OUT/raw-hot-row.json" >&2

gc() {
  local name="$1"
  shift
  echo "== $name: node --import tsx bench/src/group-commit.ts $*" >&2
  node --import tsx bench/src/group-commit.ts "$@" >"$OUT/$name.json" || echo "   ($name failed)" >&2
}
echo "== broadcast cost: node --import tsx bench/src/broadcast-cost.ts 1000 200" >&2
node --import tsx bench/src/broadcast-cost.ts 1000 200 >"$OUT/bc-socket-io-1000.json" || true
gc gc-pg-batch-1 --db postgres --batch 1 --batches 300
gc gc-pg-batch-50 --db postgres --batch 50 --batches 100
gc gc-pglite-batch-1 --db pglite --batch 1 --batches 300
gc gc-pglite-batch-50 --db pglite --batch 50 --batches 100

run pg-hot-lot --db postgres --lots 1 --bidders 200 --watchers 10 --rate 3000 --duration "$D" --bidders-join no
run pg-hot-lot-in-room --db postgres --lots 1 --bidders 200 --watchers 10 --rate 3000 --duration "$D"
run pglite-hot-lot --db pglite --lots 1 --bidders 120 --watchers 10 --rate 1800 --duration "$D" --bidders-join no
run pglite-lots --db pglite --lots 10 --bidders 100 --watchers 100 --rate 1000 --duration "$D"
run pg-1000-watchers --db postgres --lots 10 --bidders 40 --watchers 1000 --rate 200 --duration "$D"
run pglite-1000-watchers --db pglite --lots 10 --bidders 40 --watchers 1000 --rate 200 --duration "$D"
run pg-10000-watchers --db postgres --lots 10 --bidders 20 --watchers 10000 --rate 10 --duration "$D"
run pg-spread-1-instance --db postgres --instances 1 --lots 20 --bidders 400 --watchers 100 --rate 4000 --duration "$D" --bidders-join no
run pg-spread-2-instances --db postgres --instances 2 --lots 20 --bidders 400 --watchers 100 --rate 4000 --duration "$D" --bidders-join no

echo "== raw hot-row tps again (same session)" >&2
bash bench/pg-hot-row.sh >"$OUT/raw-hot-row-after.json"
cat "$OUT/raw-hot-row-after.json" >&2
node --import tsx bench/src/summarize.ts "$OUT"
