/**
 * API.md "Realtime": a connection whose session ends (logout, password change or reset, the
 * account unverified) is disconnected at once, so it hears no more bids or countdowns. Real
 * logins, real Socket.IO clients and a real SMTP server for the reset code.
 */
import type { PublicUser } from '@neelami/shared/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, sleep, type TestClient } from '../../../test/helpers/bidding-fixtures';
import { otpFrom, startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp-server';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { rooms } from '../bidding/rooms';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/seed-demo-users';

let smtp: TestSmtpServer;
let adminToken: string;
// After hooks run last-registered first: the mail server stops after the app.
afterAll(async () => {
  await smtp?.close();
});
const { app, user, connect, auction } = useSocketTestApp(async () => {
  smtp = await startSmtpServer();
  return { smtpUrl: smtp.url };
});
beforeAll(async () => {
  await seedDemoUsers(app().database.db);
  adminToken = await login('admin@example.com');
});

type Json = Record<string, unknown>;
const call = async (method: 'GET' | 'POST' | 'PUT', path: string, token: string | null, payload?: object) =>
  app().app.inject({
    method,
    url: path,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call('POST', '/api/auth/login', null, { email, password });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}
const idOf = async (token: string) => (await call('GET', '/api/auth/me', token)).json().user._id as string;
/** A live auction with the user and two rival bidders assigned, and the user's socket in its room. */
async function inTheRoom(userToken: string) {
  const userId = await idOf(userToken);
  const rivals: FixtureUser[] = [];
  for (let i = 0; i < 2; i++) rivals.push(await user('Buyer'));
  const { event, sub } = await auction([{ id: userId }, ...rivals], { startValue: 1000, step: 10 });
  const watcher = await connect(userToken);
  expect(await watcher.ask<Json>('join_auction', { eventId: event.id })).toMatchObject({ success: true });
  const rivalSockets = await Promise.all(rivals.map((r) => connect(r.token)));
  for (const s of rivalSockets)
    expect(await s.ask<Json>('join_auction', { eventId: event.id })).toMatchObject({ success: true });
  let amount = 1000;
  // The rivals take turns, so every bid is a new lead.
  const bid = async () => {
    const by = rivalSockets[(amount / 10) % 2];
    const ack = await by.ask<Json>('place_bid', { eventId: event.id, subEventId: sub.id, amount });
    expect(ack).toMatchObject({ success: true });
    amount += 10;
  };
  // The watcher hears bids before its session ends.
  await bid();
  await watcher.waitFor('new_bid', (p: Json) => p.subEventId === sub.id);
  return { watcher, bid, subEventId: sub.id };
}

/** Waits (briefly: "at once") for the server to close the socket, and returns the reason. */
function closedByServer(c: TestClient, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!c.socket.connected) return resolve('already closed');
    const timer = setTimeout(() => reject(new Error('the socket was not disconnected')), timeoutMs);
    c.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** After the end: a bid and more than a second of countdowns reach nothing on the closed socket. */
async function hearsNothingMore(room: Awaited<ReturnType<typeof inTheRoom>>) {
  const before = room.watcher.received.length;
  await room.bid();
  await sleep(1300);
  expect(room.watcher.received.slice(before)).toEqual([]);
  const inRoom = await app().app.realtime.io.in(rooms.subEvent(room.subEventId)).fetchSockets();
  expect(inRoom.map((s) => s.id)).not.toContain(room.watcher.socket.id);
}

describe('sockets of an ended session', () => {
  it('logout disconnects that session’s sockets, and only that session’s', async () => {
    const ending = await login('buyer1@example.com');
    const other = await login('buyer1@example.com');
    const room = await inTheRoom(ending);
    const otherSocket = await connect(other);
    const closed = closedByServer(room.watcher);
    expect((await call('POST', '/api/auth/logout', ending)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await hearsNothingMore(room);
    expect(otherSocket.socket.connected).toBe(true);
  });

  it('a password change disconnects the other sessions’ sockets and keeps the current one', async () => {
    const current = await login('buyer2@example.com');
    const stolen = await login('buyer2@example.com');
    const room = await inTheRoom(stolen);
    const currentSocket = await connect(current);
    const closed = closedByServer(room.watcher);
    const res = await call('POST', '/api/auth/change-password', current, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Changed#2025x',
    });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await hearsNothingMore(room);
    expect(currentSocket.socket.connected).toBe(true);
  });

  it('a password reset disconnects every session’s sockets', async () => {
    const email = 'seller@example.com';
    const room = await inTheRoom(await login(email));
    const second = await connect(await login(email));
    const before = smtp.mails.length;
    expect((await call('POST', '/api/auth/request-password-reset', null, { email })).statusCode).toBe(200);
    const otp = otpFrom(await smtp.waitFor((m) => m.to.includes(email) && smtp.mails.indexOf(m) >= before));
    const closed = [closedByServer(room.watcher), closedByServer(second)];
    const res = await call('POST', '/api/auth/reset-password', null, {
      email,
      otp,
      newPassword: 'ResetScrap#2025',
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    await hearsNothingMore(room);
  });

  it('an admin unverifying the account disconnects every one of its sockets', async () => {
    const email = 'guest@example.com';
    const room = await inTheRoom(await login(email));
    const second = await connect(await login(email));
    const adminSocket = await connect(adminToken);
    const users: PublicUser[] = (await call('GET', '/api/admin/getUsers', adminToken)).json().users;
    const { _id, isLoggedIn, hasTransactionPassword, createdAt, ...fields } = users.find(
      (u) => u.email === email,
    )!;
    const closed = [closedByServer(room.watcher), closedByServer(second)];
    const res = await call('PUT', `/api/admin/verifyUser/${_id}`, adminToken, {
      ...fields,
      isVerified: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    await hearsNothingMore(room);
    // The admin's own connection is not touched.
    expect(adminSocket.socket.connected).toBe(true);
  });

  it('a role change disconnects the sockets that were let in with the old role', async () => {
    const email = 'buyer1@example.com';
    const room = await inTheRoom(await login(email));
    const users: PublicUser[] = (await call('GET', '/api/admin/getUsers', adminToken)).json().users;
    const { _id, isLoggedIn, hasTransactionPassword, createdAt, ...fields } = users.find(
      (u) => u.email === email,
    )!;
    const closed = closedByServer(room.watcher);
    const res = await call('PUT', `/api/admin/verifyUser/${_id}`, adminToken, {
      ...fields,
      role: 'Guest/Client',
    });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await hearsNothingMore(room);
  });
});
