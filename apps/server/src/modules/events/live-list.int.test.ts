import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, loginAs, validEvent } from '../../../test/helpers/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { seedDemoUsers } from '../users/seed-demo-users';

// SPEC §4 / §7: the live list is pushed over Socket.IO (`live_auction` → `live_list`)
// when an event starts or ends and after an admin edit, without the client asking again.
let t: TestApp;
let admin: Record<string, string>;
let base: string;
const sockets: Socket[] = [];

type Item = { _id: string; auctionName: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  admin = bearer(await loginAs(t, DEMO.admin));
  base = await t.listen();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

/** A socket that asked for the live list, with every list it received. */
async function subscriber(token?: string) {
  const s = connect(base, {
    transports: ['websocket'],
    reconnection: false,
    ...(token ? { auth: { token } } : {}),
  });
  sockets.push(s);
  const lists: Item[][] = [];
  const waiters: { pred: (l: Item[]) => boolean; resolve: (l: Item[]) => void }[] = [];
  s.on('live_list', (p: { data: Item[] }) => {
    lists.push(p.data);
    for (const w of [...waiters]) {
      if (w.pred(p.data)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(p.data);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    s.on('connect', () => resolve());
    s.on('connect_error', reject);
  });
  const ack = await new Promise<{ success: boolean }>((resolve) => s.emit('live_auction', {}, resolve));
  expect(ack).toEqual({ success: true });
  /** Resolves with the first list received from now on that satisfies `pred`. */
  const next = (pred: (l: Item[]) => boolean, timeoutMs = 20_000) =>
    new Promise<Item[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching live_list')), timeoutMs);
      waiters.push({
        pred,
        resolve: (l) => {
          clearTimeout(timer);
          resolve(l);
        },
      });
    });
  return { socket: s, lists, next };
}

const has = (name: string) => (l: Item[]) => l.some((e) => e.auctionName === name);

describe('live list over Socket.IO', () => {
  it('answers live_auction with the current list, also for an anonymous socket', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/createEvent',
      headers: admin,
      payload: validEvent({ auctionName: 'Already live' }),
    });
    const anon = await subscriber();
    expect(anon.lists.length).toBeGreaterThan(0);
    expect(has('Already live')(anon.lists.at(-1)!)).toBe(true);
  });

  it('pushes the list when an event starts and when it ends, without being asked again', async () => {
    const buyer = await subscriber(await loginAs(t, DEMO.buyer1));
    const start = Date.now() + 1500;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/createEvent',
      headers: admin,
      payload: validEvent({
        auctionName: 'Starts soon',
        eventStart: new Date(start).toISOString(),
        eventEnd: new Date(start + 2000).toISOString(),
      }),
    });
    expect(res.statusCode).toBe(201);
    const started = await buyer.next(has('Starts soon'));
    expect(started.find((e) => e.auctionName === 'Starts soon')!._id).toBe(res.json().data._id);
    // It was not in the list before its start.
    const firstWithIt = buyer.lists.findIndex(has('Starts soon'));
    expect(buyer.lists.slice(0, firstWithIt).some(has('Starts soon'))).toBe(false);
    const ended = await buyer.next((l) => !has('Starts soon')(l));
    expect(has('Already live')(ended)).toBe(true);
  });

  it('pushes the list after an admin edits a live event', async () => {
    const sub = await subscriber(await loginAs(t, DEMO.guest));
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/createEvent',
        headers: admin,
        payload: validEvent({ auctionName: 'Before edit' }),
      })
    ).json().data._id;
    await sub.next(has('Before edit'));
    const edited = sub.next(has('After edit'));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/updateEvent/${id}`,
      headers: admin,
      payload: validEvent({ auctionName: 'After edit' }),
    });
    expect(res.statusCode).toBe(200);
    const list = await edited;
    expect(has('Before edit')(list)).toBe(false);
    const gone = sub.next((l) => !has('After edit')(l));
    await t.app.inject({ method: 'DELETE', url: `/api/admin/deleteEvent/${id}`, headers: admin });
    await gone;
  });

  it('refuses a malformed live_auction payload with an ack and stays connected', async () => {
    const s = (await subscriber()).socket;
    const ack = await new Promise<{ success: boolean; message?: string }>((resolve) =>
      s.emit('live_auction', { token: 42 } as never, resolve),
    );
    expect(ack).toEqual({ success: false, message: 'Invalid request', code: 'INVALID_INPUT' });
    expect(s.connected).toBe(true);
  });
});
