/**
 * The floor under every fan-out figure: what one Socket.IO room broadcast costs the server per
 * receiving socket on this machine (plain Socket.IO, one room, a `new_bid`-sized payload, N
 * WebSocket clients in this process, the server in a child process). Prints JSON with the server's
 * user and system CPU microseconds per delivered message.
 *
 *   node --import tsx bench/src/broadcast-cost.ts [clients=1000] [broadcasts=200]
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

if (process.argv[2] === '--server') {
  const http = createServer();
  const server = new Server(http, { serveClient: false });
  server.on('connection', (s) => s.join('room'));
  http.listen(0, '127.0.0.1', () => {
    const addr = http.address();
    process.send?.({ port: typeof addr === 'object' && addr ? addr.port : 0 });
  });
  process.on('message', async (m: { broadcasts: number }) => {
    const clients = server.of('/').adapter.rooms.get('room')?.size ?? 0;
    const cpu = process.cpuUsage();
    for (let i = 0; i < m.broadcasts; i++) {
      payload.seq = i + 1;
      server.local.to('room').emit('new_bid', payload);
      await new Promise((r) => setImmediate(r));
    }
    await new Promise((r) => setTimeout(r, 500));
    const used = process.cpuUsage(cpu);
    process.send?.({ clients, messages: clients * m.broadcasts, user: used.user, system: used.system });
  });
  process.on('disconnect', () => process.exit(0));
} else {
  const n = Number(process.argv[2] ?? 1000);
  const broadcasts = Number(process.argv[3] ?? 200);
  const child = fork(import.meta.filename, ['--server'], { execArgv: ['--import', 'tsx'] });
  const timer = setTimeout(() => {
    child.kill('SIGKILL');
    process.exit(2);
  }, 300_000);
  const { port } = await new Promise<{ port: number }>((r) => child.once('message', r as never));
  let received = 0;
  const sockets = Array.from({ length: n }, () => {
    const s = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
    s.on('new_bid', () => {
      received += 1;
    });
    return s;
  });
  while (!sockets.every((s) => s.connected)) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 500));
  child.send({ broadcasts });
  const r = await new Promise<{ clients: number; messages: number; user: number; system: number }>((res) =>
    child.once('message', res as never),
  );
  console.log(
    JSON.stringify({
      benchmark: 'broadcast-cost',
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
