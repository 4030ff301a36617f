/**
 * The floor under every fan-out figure: what Socket.IO room broadcasts cost the server per
 * receiving socket on this machine (plain Socket.IO, a `new_bid`-sized payload, N WebSocket
 * clients in this process, the server in a child process). Prints JSON with the server's user and
 * system CPU microseconds per delivered message.
 *
 *   node --import tsx bench/src/broadcast-cost.ts [clients=1000] [broadcasts=200]
 *   node --import tsx bench/src/broadcast-cost.ts CLIENTS --paced ROOMS RATE SECONDS
 *
 * The first form (back to back): one room of every client, `broadcasts` broadcasts one after the
 * other (a turn of the event loop between two). The second form (paced) sends messages as a live
 * room does: the clients split over ROOMS rooms, each room broadcasting RATE times a second on its
 * own timer for SECONDS, so every socket gets RATE messages a second. A message sent at a pace
 * costs more than one of a burst (a receiver woken for it, caches gone cold between two); the
 * bidding benchmark measures both beside its own figure (`cpuPerBid`).
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import os from 'node:os';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';

const payload = {
  viewer: 'guest',
  subEventId: '00000000-0000-4000-8000-000000000000',
  seq: 1,
  serverTime: new Date().toISOString(),
  endsAt: new Date().toISOString(),
  extended: false,
  top: [
    { rank: 1, amount: 123456 },
    { rank: 2, amount: 123400 },
    { rank: 3, amount: 123000 },
  ],
};

type Load = { broadcasts: number } | { rooms: number; rate: number; seconds: number };
interface Used {
  clients: number;
  messages: number;
  user: number;
  system: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (process.argv[2] === '--server') {
  const http = createServer();
  const server = new Server(http, { serveClient: false });
  let joined = 0;
  // Each client joins one room, in turn (`room` for the back-to-back form: rooms = 1).
  let rooms = 1;
  server.on('connection', (s) => {
    s.join(`room${joined % rooms}`);
    joined += 1;
  });
  http.listen(0, '127.0.0.1', () => {
    const addr = http.address();
    process.send?.({ port: typeof addr === 'object' && addr ? addr.port : 0 });
  });
  process.on('message', async (m: Load | { rooms: number; setup: true }) => {
    if ('setup' in m) {
      rooms = m.rooms;
      process.send?.({ ready: true });
      return;
    }
    const sizes = Array.from(
      { length: rooms },
      (_, i) => server.of('/').adapter.rooms.get(`room${i}`)?.size ?? 0,
    );
    const clients = sizes.reduce((a, b) => a + b, 0);
    let messages = 0;
    const cpu = process.cpuUsage();
    if ('broadcasts' in m) {
      for (let i = 0; i < m.broadcasts; i++) {
        payload.seq = i + 1;
        server.local.to('room0').emit('new_bid', payload);
        messages += sizes[0];
        await new Promise((r) => setImmediate(r));
      }
    } else {
      const every = 1000 / m.rate;
      const timers: NodeJS.Timeout[] = [];
      for (let r = 0; r < rooms; r++) {
        // Each room on its own timer, at a phase of its own (as each lot's tick is).
        const start = setTimeout(() => {
          timers.push(
            setInterval(() => {
              payload.seq += 1;
              server.local.to(`room${r}`).emit('new_bid', payload);
              messages += sizes[r];
            }, every),
          );
        }, Math.random() * every);
        timers.push(start);
      }
      await sleep(m.seconds * 1000);
      for (const t of timers) clearTimeout(t);
    }
    await sleep(500);
    const used = process.cpuUsage(cpu);
    process.send?.({ clients, messages, user: used.user, system: used.system } satisfies Used);
  });
  process.on('disconnect', () => process.exit(0));
} else {
  const n = Number(process.argv[2] ?? 1000);
  const paced = process.argv[3] === '--paced';
  const load: Load = paced
    ? { rooms: Number(process.argv[4]), rate: Number(process.argv[5]), seconds: Number(process.argv[6]) }
    : { broadcasts: Number(process.argv[3] ?? 200) };
  const child = fork(import.meta.filename, ['--server'], { execArgv: ['--import', 'tsx'] });
  const timer = setTimeout(() => {
    child.kill('SIGKILL');
    process.exit(2);
  }, 300_000);
  const next = <T>() => new Promise<T>((r) => child.once('message', r as never));
  const { port } = await next<{ port: number }>();
  child.send({ rooms: 'rooms' in load ? load.rooms : 1, setup: true });
  await next();
  let received = 0;
  const sockets = Array.from({ length: n }, () => {
    const s = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
    s.on('new_bid', () => {
      received += 1;
    });
    return s;
  });
  while (!sockets.every((s) => s.connected)) await sleep(50);
  await sleep(500);
  child.send(load);
  const r = await next<Used>();
  console.log(
    JSON.stringify({
      benchmark: 'broadcast-cost',
      ...(paced ? { paced: load } : {}),
      clients: r.clients,
      messages: r.messages,
      received,
      serverUserMicrosPerMessage: Math.round((r.user / r.messages) * 100) / 100,
      serverSystemMicrosPerMessage: Math.round((r.system / r.messages) * 100) / 100,
      loadavg: os.loadavg().map((v) => Math.round(v * 100) / 100),
    }),
  );
  for (const s of sockets) s.close();
  child.kill();
  clearTimeout(timer);
  process.exit(0);
}
