/**
 * Prints a Markdown table of the benchmark results in a folder (bench/run-matrix.sh writes them):
 * one row per run, with the ratio of accepted bids/s to the raw hot-row tps measured in the same
 * session (raw-hot-row.json, and raw-hot-row-after.json when present: their mean).
 *
 *   node --import tsx bench/src/summarize.ts DIR
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node --import tsx bench/src/summarize.ts DIR');
  process.exit(2);
}

const readJson = (file: string): Record<string, unknown> | null => {
  try {
    const text = readFileSync(file, 'utf8');
    const start = text.indexOf('{');
    return start < 0 ? null : (JSON.parse(text.slice(start)) as Record<string, unknown>);
  } catch {
    return null;
  }
};

const raws = ['raw-hot-row.json', 'raw-hot-row-after.json']
  .map((f) => path.join(dir, f))
  .filter((f) => existsSync(f))
  .map((f) => Number(readJson(f)?.rawHotRowTps))
  .filter((v) => Number.isFinite(v) && v > 0);
const raw = raws.length ? raws.reduce((a, b) => a + b, 0) / raws.length : null;

type Run = {
  config: Record<string, unknown>;
  acceptedPerSecond: number;
  rejectedPerSecond: number;
  bidToAckMs: { p50: number | null; p99: number | null };
  bidToBroadcastMs: { p50: number | null; p99: number | null };
  servers: { eventLoopLagP99Ms: { max: number | null }; cpuCores: number | null; peakRssMb: number }[];
  integrity: Record<string, number | boolean>;
  machine: { loadavg: number[] };
};

const groupCommit: string[] = [
  '| group commit (no sockets) | db | bids per transaction | accepted/s | ÷ raw | transaction p50/p99 ms | load |',
  '|---|---|---|---|---|---|---|',
];
const rows: string[] = [];
const notes: string[] = [];
/** A paced floor's shape (broadcast-cost.ts --paced), or nothing for the back-to-back one. */
const pacedNote = (paced: unknown) => {
  const p = paced as { rooms: number; rate: number } | undefined;
  return p ? ` in ${p.rooms} rooms, ${Math.round(p.rate * 10) / 10} messages a second each` : '';
};
rows.push(
  '| run | db | inst. | lots | bidders (in room) | watchers | offered/s | accepted/s | rejected/s | ÷ raw | ack p50/p99 ms | broadcast p50/p99 ms | lag p99 ms (max) | CPU cores | peak RSS MB | missing / gaps / chains | load |',
);
rows.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const file of readdirSync(dir).sort()) {
  if (!file.endsWith('.json') || file.startsWith('raw-')) continue;
  const json = readJson(path.join(dir, file));
  if (json?.benchmark === 'broadcast-cost') {
    notes.push(
      `Plain Socket.IO broadcast, ${json.clients} clients${pacedNote(json.paced)}: ${json.serverUserMicrosPerMessage} µs user + ${json.serverSystemMicrosPerMessage} µs system of server CPU per delivered message (load ${(json.loadavg as number[])[0]}).`,
    );
    continue;
  }
  if (json?.benchmark === 'group-commit') {
    const g = json as {
      db: string;
      batch: number;
      acceptedPerSecond: number;
      batchMs: { p50: number; p99: number };
      loadavg: number[];
    };
    groupCommit.push(
      `| ${file.replace('.json', '')} | ${g.db} | ${g.batch} | ${g.acceptedPerSecond} | ${
        raw && g.db === 'postgres' ? `${(g.acceptedPerSecond / raw).toFixed(2)}×` : '–'
      } | ${g.batchMs.p50} / ${g.batchMs.p99} | ${g.loadavg[0]} |`,
    );
    continue;
  }
  const r = json as Run | null;
  if (!r?.config) {
    rows.push(`| ${file.replace('.json', '')} | failed |`);
    continue;
  }
  const c = r.config;
  const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '–' : String(v));
  const sum = (f: (s: Run['servers'][number]) => number | null) =>
    r.servers.map((s) => fmt(f(s))).join(' + ');
  const i = r.integrity;
  rows.push(
    [
      file.replace('.json', ''),
      c.db,
      c.instances,
      c.lots,
      `${c.bidders} (${c.biddersJoin === false ? 'no' : 'yes'})`,
      c.watchers,
      c.rate,
      r.acceptedPerSecond,
      r.rejectedPerSecond,
      raw && c.db === 'postgres' ? `${(r.acceptedPerSecond / raw).toFixed(2)}×` : '–',
      `${fmt(r.bidToAckMs.p50)} / ${fmt(r.bidToAckMs.p99)}`,
      `${fmt(r.bidToBroadcastMs.p50)} / ${fmt(r.bidToBroadcastMs.p99)}`,
      sum((s) => s.eventLoopLagP99Ms.max),
      sum((s) => s.cpuCores),
      sum((s) => s.peakRssMb),
      `${i.ackedBidsMissingFromDb} / ${i.watchersWithSeqGap} / ${i.hashChainsBroken === 0 ? 'ok' : `${i.hashChainsBroken} broken`}`,
      r.machine.loadavg[0],
    ]
      .map(String)
      .join(' | ')
      .replace(/^/, '| ')
      .concat(' |'),
  );
}
console.log(`raw hot-row tps (pgbench, same session): ${raws.map((v) => v.toFixed(0)).join(', ') || '–'}\n`);
console.log(rows.join('\n'));
if (groupCommit.length > 2) console.log(`\n${groupCommit.join('\n')}`);
if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
