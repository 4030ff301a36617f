/**
 * Summarises V8 CPU profiles (`npm run bench -- --cpu-prof DIR`, node --cpu-prof) of a server:
 * self time by function and by module group (drizzle query building, the pg / PGlite protocol,
 * zod, Socket.IO encoding, hashing, JSON, the product's own code, idle, garbage collection).
 * Prints one JSON object on stdout.
 *
 *   node --import tsx bench/src/cpu-profile.ts PROFILE.cpuprofile [--skip SECONDS] [--top N]
 *
 * `--skip` leaves out the first seconds of the profile (the server's start and the seeding),
 * so the summary is of the load.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The group a frame's self time is counted in (the first rule that matches). */
const GROUPS: [string, (f: CallFrame) => boolean][] = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['garbage collector', (f) => f.functionName === '(garbage collector)'],
  ['(program)', (f) => f.functionName === '(program)'],
  ['drizzle-orm (query building, row mapping)', (f) => f.url.includes('/drizzle-orm/')],
  ['pg / pg-protocol (PostgreSQL wire protocol)', (f) => /\/(pg|pg-protocol|pg-types|pg-pool)\//.test(f.url)],
  ['PGlite', (f) => f.url.includes('/@electric-sql/pglite/')],
  ['zod', (f) => f.url.includes('/zod/')],
  [
    'socket.io / engine.io / ws (encode, send)',
    (f) => /\/(socket\.io[^/]*|engine\.io[^/]*|ws)\//.test(f.url),
  ],
  [
    'hashing (node:crypto)',
    (f) => /crypto/.test(f.url) || /^(digest|update|createHash|Hash)$/.test(f.functionName),
  ],
  ['JSON', (f) => /^(stringify|parse)$/.test(f.functionName) && f.url === ''],
  [
    'socket writes (writev / write)',
    (f) => /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(f.functionName),
  ],
  ['the engine (packages/engine)', (f) => f.url.includes('/packages/engine/')],
  ['bidding module', (f) => f.url.includes('/modules/bidding/')],
  // The room fan-out (earlier profiles, from before its own module, count it under bidding).
  ['live-room module (the fan-out)', (f) => f.url.includes('/modules/live-room/')],
  ['realtime module', (f) => f.url.includes('/modules/realtime/')],
  ['other product code', (f) => /\/(apps|packages)\//.test(f.url) && !f.url.includes('node_modules')],
  ['tsx (loader)', (f) => f.url.includes('/tsx/')],
  ['other node_modules', (f) => f.url.includes('node_modules')],
  ['node internals', (f) => f.url.startsWith('node:') || f.url === ''],
];

function groupOf(f: CallFrame): string {
  for (const [name, test] of GROUPS) if (test(f)) return name;
  return 'other';
}

function shortUrl(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const m = /\/(apps|packages)\/.*$/.exec(url);
  return m ? m[0].slice(1) : url;
}

export function summarise(profile: Profile, skipS: number, top: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  let t = profile.startTime;
  const from = profile.startTime + skipS * 1e6;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from) continue;
    // A sample's time is the gap to the next one (V8's convention).
    const dt = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
    total += dt;
  }
  const fns = new Map<string, { us: number; group: string }>();
  const groups = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const f = (byId.get(id) as ProfileNode).callFrame;
    const group = groupOf(f);
    groups.set(group, (groups.get(group) ?? 0) + us);
    const key = `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}`;
    const e = fns.get(key) ?? { us: 0, group };
    e.us += us;
    fns.set(key, e);
  }
  const idle = groups.get('idle') ?? 0;
  const busy = total - idle;
  const pct = (us: number) => Math.round((1000 * us) / busy) / 10;
  return {
    seconds: Math.round(total / 1e5) / 10,
    busySeconds: Math.round(busy / 1e5) / 10,
    idlePercentOfAll: Math.round((1000 * idle) / total) / 10,
    /** Percent of the busy (non-idle) time. */
    byGroup: [...groups]
      .filter(([g]) => g !== 'idle')
      .sort((a, b) => b[1] - a[1])
      .map(([group, us]) => ({ group, percent: pct(us) })),
    topFunctions: [...fns]
      .filter(([, e]) => e.group !== 'idle')
      .sort((a, b) => b[1].us - a[1].us)
      .slice(0, top)
      .map(([fn, e]) => ({ fn, group: e.group, percent: pct(e.us) })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { skip: { type: 'string', default: '0' }, top: { type: 'string', default: '25' } },
    allowPositionals: true,
  });
  const out = positionals.map((file) => ({
    file,
    ...summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(values.skip), Number(values.top)),
  }));
  process.stdout.write(`${JSON.stringify(out.length === 1 ? out[0] : out, null, 2)}\n`);
}
