/**
 * A child process of the benchmark that holds a share of the watchers (Guest/Client sockets), so
 * that parsing thousands of broadcasts does not delay the bidders' own timing. It measures, per
 * watcher and per `new_bid`, the time from the bid's emit (sent by the parent, matched by
 * subEventId + seq from the ack) to the arrival of the broadcast that carried it (a `new_bid` carries
 * the seqs `seqFrom`…`seq`), and checks that every watcher saw every seq once and in order.
 *
 * Parent → worker: start, acks, final, close. Worker → parent: ready, report.
 */

import { COUNTDOWN_SPARSE } from '@neelami/shared/realtime';
import { io, type Socket } from 'socket.io-client';
import { Histogram, nowMs } from './histogram';
import type { WorkerReport, WorkerRequest, WorkerStart } from './worker-protocol';

const send = (m: unknown) => process.send?.(m);

interface Watcher {
  socket: Socket;
  subEventId: string;
  /** The last seq seen from join or new_bid. */
  last: number;
  joined: boolean;
}

const hist = new Histogram();
const t0s = new Map<string, number>();
const pending = new Map<string, number[]>();
const watchers: Watcher[] = [];
let gaps = 0;
const watchersWithGap = new Set<Watcher>();
let outOfOrder = 0;
let received = 0;
let delivered = 0;
let disconnects = 0;
let connectFailures = 0;
let joinFailures = 0;
let measuring = false;
let cpuStart = process.cpuUsage();

function onNewBid(w: Watcher, p: { subEventId?: string; seq?: number; seqFrom?: number }) {
  const t = nowMs();
  received += 1;
  if (typeof p?.seq !== 'number' || p.subEventId !== w.subEventId) return;
  // One message carries the bids seqFrom…seq (API.md "Realtime"); a server without it sends one seq.
  const from = typeof p.seqFrom === 'number' ? p.seqFrom : p.seq;
  if (w.joined) {
    if (from > w.last + 1) {
      gaps += from - w.last - 1;
      watchersWithGap.add(w);
    } else if (p.seq <= w.last) outOfOrder += 1;
  }
  const first = Math.max(from, w.last + 1);
  if (p.seq > w.last) w.last = p.seq;
  if (!measuring) return;
  // Each bid's latency: from its emit to the message that told this watcher of it.
  for (let seq = first; seq <= p.seq; seq++) {
    const key = `${p.subEventId}:${seq}`;
    const t0 = t0s.get(key);
    if (t0 !== undefined) hist.record(t - t0);
    else {
      const list = pending.get(key);
      if (list) list.push(t);
      else pending.set(key, [t]);
    }
  }
}

async function connectOne(
  url: string,
  token: string,
  eventId: string,
  subEventId: string,
  countdown: WorkerStart['countdown'],
) {
  const socket = io(url, {
    transports: ['websocket'],
    auth: countdown === 'sparse' ? { token, countdown: COUNTDOWN_SPARSE } : { token },
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
  });
  const w: Watcher = { socket, subEventId, last: 0, joined: false };
  socket.on('new_bid', (p) => onNewBid(w, p));
  socket.onAny(() => {
    if (measuring) delivered += 1;
  });
  socket.on('disconnect', () => {
    if (!closing) disconnects += 1;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('connect timeout')), 30_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
  const answer = await socket.timeout(30_000).emitWithAck('join_auction', { eventId, subEventId });
  const view = (answer as { success: boolean; subEvents?: { subEventId: string; seq: number }[] })
    .subEvents?.[0];
  if (!(answer as { success: boolean }).success || !view) throw new Error('join refused');
  if (view.seq > w.last) w.last = view.seq;
  w.joined = true;
  watchers.push(w);
}

let closing = false;

async function start(m: WorkerStart) {
  let next = 0;
  const worker = async () => {
    while (next < m.watchers.length) {
      const spec = m.watchers[next++];
      try {
        await connectOne(spec.url, spec.token, m.eventId, spec.subEventId, m.countdown);
      } catch (err) {
        if ((err as Error).message === 'join refused') joinFailures += 1;
        else connectFailures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, m.concurrency) }, worker));
  send({ type: 'ready', connected: watchers.length, connectFailures, joinFailures });
}

function acks(items: [string, number, number][]) {
  for (const [subEventId, seq, t0] of items) {
    const key = `${subEventId}:${seq}`;
    t0s.set(key, t0);
    const list = pending.get(key);
    if (list) {
      for (const t of list) hist.record(t - t0);
      pending.delete(key);
    }
  }
}

async function final(seqs: Record<string, number>, waitMs: number) {
  const cpu = process.cpuUsage(cpuStart);
  const deadline = nowMs() + waitMs;
  const behind = () => watchers.filter((w) => w.last < (seqs[w.subEventId] ?? 0));
  while (behind().length > 0 && nowMs() < deadline) await new Promise((r) => setTimeout(r, 50));
  const report: WorkerReport = {
    type: 'report',
    latency: hist.toJSON(),
    received,
    delivered,
    gaps,
    watchersWithGap: watchersWithGap.size,
    outOfOrder,
    watchersBehind: behind().length,
    unmatched: [...pending.values()].reduce((n, l) => n + l.length, 0),
    disconnects,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    rssBytes: process.memoryUsage().rss,
  };
  send(report);
}

process.on('message', (m: WorkerRequest) => {
  switch (m.type) {
    case 'start':
      void start(m);
      break;
    case 'measure':
      measuring = true;
      cpuStart = process.cpuUsage();
      hist.counts.fill(0);
      hist.count = 0;
      hist.sum = 0;
      hist.max = 0;
      received = 0;
      delivered = 0;
      break;
    case 'acks':
      acks(m.items);
      break;
    case 'final':
      void final(m.seqs, m.waitMs);
      break;
    case 'close':
      closing = true;
      for (const w of watchers) w.socket.disconnect();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
// The parent gone: nothing left to measure for.
process.on('disconnect', () => process.exit(0));
