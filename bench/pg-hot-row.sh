#!/usr/bin/env bash
# The raw database limit for one hot lot: pgbench runs a one-bid transaction
# (update one lot row + insert one bid) against the same PostgreSQL the
# bidding benchmark uses, and prints JSON: { "rawHotRowTps": N, ... }.
#
#   bash bench/pg-hot-row.sh [DATABASE_URL] [clients] [seconds]
set -euo pipefail
URL="${1:-${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}}"
CLIENTS="${2:-8}"
SECONDS_RUN="${3:-10}"
SCHEMA="bench_hot_row_$$"

psql -q -v ON_ERROR_STOP=1 "$URL" <<SQL
create schema $SCHEMA;
create table $SCHEMA.lot (id int primary key, leading_amount bigint not null, seq bigint not null, updated_at timestamptz not null default now());
create table $SCHEMA.bid (id bigserial primary key, lot_id int not null, amount bigint not null, created_at timestamptz not null default now(), hash text not null);
insert into $SCHEMA.lot values (1, 0, 0, now());
SQL
trap 'psql -q "$URL" -c "drop schema if exists $SCHEMA cascade" >/dev/null 2>&1 || true' EXIT

SCRIPT=$(mktemp)
cat >"$SCRIPT" <<SQL
BEGIN;
UPDATE $SCHEMA.lot SET leading_amount = leading_amount + 100, seq = seq + 1, updated_at = now() WHERE id = 1 RETURNING seq;
INSERT INTO $SCHEMA.bid (lot_id, amount, hash) VALUES (1, 100, md5(random()::text));
COMMIT;
SQL

OUT=$(pgbench -n -c "$CLIENTS" -j 2 -T "$SECONDS_RUN" -f "$SCRIPT" "$URL" 2>&1)
rm -f "$SCRIPT"
TPS=$(echo "$OUT" | sed -n 's/^tps = \([0-9.]*\).*/\1/p' | head -n1)
LAT=$(echo "$OUT" | sed -n 's/^latency average = \([0-9.]*\) ms.*/\1/p' | head -n1)
printf '{"rawHotRowTps": %s, "latencyAvgMs": %s, "clients": %s, "seconds": %s}\n' "${TPS:-0}" "${LAT:-0}" "$CLIENTS" "$SECONDS_RUN"
