/**
 * Test data and socket helpers for the live-bidding tests (module bidding): users with open
 * sessions and tokens, events and sub-events written straight to the database, and real
 * socket.io-client connections that record every event they receive.
 */
import { randomUUID } from 'node:crypto';
import type { ClientToServerEvents, ServerToClientEvents } from '@neelami/shared/realtime';
import type { Role } from '@neelami/shared/roles';
import { io, type Socket } from 'socket.io-client';
import type { Db } from '../../src/db/client';
import { hashPassword } from '../../src/lib/passwords';
import { SESSION_TTL_MS, signToken } from '../../src/modules/auth/tokens';
import { events, subEventMembers, subEvents, termAcceptances } from '../../src/modules/events/tables';
import { insertSession } from '../../src/modules/users/session-queries';
import { users } from '../../src/modules/users/tables';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let passwordHash: Promise<string> | null = null;
/** The login password of every fixture user. */
export const FIXTURE_PASSWORD = 'Fixture@12345';

export interface FixtureUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  token: string;
  sessionId: string;
}

/** A user with an open session and its token (argon2 hashed once for all fixture users). */
export async function makeUser(
  db: Db,
  secret: string,
  opts: {
    role: Role;
    name?: string;
    verified?: boolean;
    transactionPassword?: string;
    cellNumber?: string;
  },
): Promise<FixtureUser> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const tag = randomUUID().slice(0, 8);
  const name = opts.name ?? `${opts.role.replace('/', '')} ${tag}`;
  const email = `${opts.role.replace('/', '').toLowerCase()}-${tag}@example.com`;
  const [u] = await db
    .insert(users)
    .values({
      organizationIndividualName: name,
      type: 'Organization',
      role: opts.role,
      email,
      passwordHash: await passwordHash,
      transactionPasswordHash: opts.transactionPassword ? await hashPassword(opts.transactionPassword) : null,
      cellNumber: opts.cellNumber ?? `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      isVerified: opts.verified ?? true,
    })
    .returning();
  const token = await newToken(db, secret, u.id);
  return { id: u.id, email, name, role: opts.role, token: token.token, sessionId: token.sessionId };
}

/** A fresh login session for the user (a second device). */
export async function newToken(db: Db, secret: string, userId: string) {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const session = await insertSession(db, { userId, expiresAt, ip: '127.0.0.1', userAgent: 'test' });
  return {
    token: await signToken(secret, { userId, sessionId: session.id }, expiresAt),
    sessionId: session.id,
  };
}

/** An event; by default a forward Normal auction that does not ask for the transaction password. */
export async function makeEvent(
  db: Db,
  opts: Partial<typeof events.$inferInsert> = {},
): Promise<typeof events.$inferSelect> {
  const now = Date.now();
  const [e] = await db
    .insert(events)
    .values({
      auctionName: `Auction ${randomUUID().slice(0, 6)}`,
      titleName: 'Steel scrap',
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
      onBehalfOf: 'Test Seller',
      eventStart: new Date(now - 3600_000),
      eventEnd: new Date(now + 3600_000),
      autoExtension: '3 Minute',
      requireTransactionPassword: false,
      ...opts,
    })
    .returning();
  return e;
}

/** A live sub-event: amounts in rupees; open from an hour ago until `endsInMs` from now. */
export async function makeSubEvent(
  db: Db,
  eventId: string,
  opts: {
    startValue?: number;
    step?: number;
    type?: string;
    endsInMs?: number;
    startsInMs?: number;
    isActive?: boolean;
    ownerId?: string | null;
    autoBidEnabled?: boolean;
    bidBasis?: 'lot' | 'unit';
    quantity?: string;
    unit?: string;
  } = {},
): Promise<typeof subEvents.$inferSelect> {
  const now = Date.now();
  const endsAt = new Date(now + (opts.endsInMs ?? 3600_000));
  const [s] = await db
    .insert(subEvents)
    .values({
      eventId,
      name: `Lot ${randomUUID().slice(0, 6)}`,
      subEventType: opts.type ?? 'forward',
      startValue: (opts.startValue ?? 100_000) * 100,
      incrementOrDecrement: (opts.step ?? 1_000) * 100,
      eventStartsOn: new Date(now + (opts.startsInMs ?? -3600_000)),
      eventEndsOn: endsAt,
      closesAt: endsAt,
      isActive: opts.isActive ?? true,
      autoBidEnabled: opts.autoBidEnabled ?? true,
      ownerId: opts.ownerId ?? null,
      bidBasis: opts.bidBasis ?? 'lot',
      ...(opts.quantity !== undefined ? { quantityOrTypesOfTrunk: opts.quantity } : {}),
      ...(opts.unit !== undefined ? { unit: opts.unit } : {}),
    })
    .returning();
  return s;
}

/** Assigns the users to the sub-event (SPEC §2 Assign). */
export async function assign(db: Db, subEventId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .insert(subEventMembers)
    .values(userIds.map((userId) => ({ subEventId, userId })))
    .onConflictDoNothing();
}

/** Records that the users accepted the event's terms (SPEC §4 entry flow). */
export async function acceptTerms(db: Db, eventId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .insert(termAcceptances)
    .values(userIds.map((userId) => ({ eventId, userId })))
    .onConflictDoNothing();
}

/** Assigns the members to the sub-event and records that they accepted its event's terms: ready to bid. */
export async function admit(
  db: Db,
  room: { eventId: string; subEventId: string },
  members: readonly { id: string }[],
) {
  const ids = members.map((m) => m.id);
  await assign(db, room.subEventId, ids);
  await acceptTerms(db, room.eventId, ids);
}

/** Everything a socket received, in order. */
export interface Received {
  event: string;
  payload: unknown;
}

/** A connected client that records every event it receives. */
export interface TestClient {
  socket: ClientSocket;
  received: Received[];
  /** Payloads of one event, in order. */
  of<T = Record<string, unknown>>(event: string): T[];
  /** Emits with an acknowledgement and resolves with the answer. */
  ask<T = Record<string, unknown>>(event: keyof ClientToServerEvents, payload?: unknown): Promise<T>;
  /** Resolves when an event matching `match` arrives (already received ones count). */
  waitFor<T = Record<string, unknown>>(
    event: string,
    match?: (p: T) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  close(): void;
}

/**
 * Every seq the client's `new_bid`s told of, in arrival order: a message carries `seqFrom`…`seq`
 * (API.md "Realtime"). Checks on the way that each message's `bids` name exactly those seqs.
 */
export function newBidSeqs(c: TestClient): number[] {
  return c.of<{ seqFrom: number; seq: number; bids: { seq: number }[] }>('new_bid').flatMap((p) => {
    const seqs = Array.from({ length: p.seq - p.seqFrom + 1 }, (_, i) => p.seqFrom + i);
    const told = p.bids.map((b) => b.seq ?? null);
    // The admin's rows carry no seq; the bidders' and guests' entries name one each.
    if (told.every((x) => x !== null) && JSON.stringify(told) !== JSON.stringify(seqs))
      throw new Error(`new_bid ${p.seqFrom}…${p.seq} lists seqs ${JSON.stringify(told)}`);
    return seqs;
  });
}

/** Connects to the test server with the token (or anonymously) and waits for the connection. */
export async function connectClient(
  url: string,
  token: string | null,
  opts: { headers?: Record<string, string>; auth?: Record<string, string> } = {},
): Promise<TestClient> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { ...(token ? { token } : {}), ...opts.auth },
    reconnection: false,
    forceNew: true,
    extraHeaders: opts.headers,
  });
  const received: Received[] = [];
  // A socket that goes away answers nothing more: pending questions fail at once.
  const pending = new Set<(err: Error) => void>();
  socket.on('disconnect', () => {
    for (const fail of [...pending]) fail(new Error('disconnected'));
  });
  const waiters = new Set<{ event: string; match: (p: unknown) => boolean; resolve: (p: unknown) => void }>();
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    for (const w of [...waiters]) {
      if (w.event === event && w.match(payload)) {
        waiters.delete(w);
        w.resolve(payload);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return {
    socket,
    received,
    of: <T>(event: string) => received.filter((r) => r.event === event).map((r) => r.payload as T),
    ask: <T>(event: keyof ClientToServerEvents, payload?: unknown) =>
      new Promise<T>((resolve, reject) => {
        const fail = (err: Error) => {
          clearTimeout(timer);
          pending.delete(fail);
          reject(err);
        };
        const timer = setTimeout(() => fail(new Error(`no answer to ${event}`)), 20_000);
        pending.add(fail);
        (socket as unknown as Socket).emit(event, payload, (answer: T) => {
          clearTimeout(timer);
          pending.delete(fail);
          // Answers are kept too (as `ack:<event>`), so a test can inspect everything a socket got.
          received.push({ event: `ack:${event}`, payload: answer });
          resolve(answer);
        });
      }),
    waitFor: <T>(event: string, match: (p: T) => boolean = () => true, timeoutMs = 10_000) =>
      new Promise<T>((resolve, reject) => {
        const hit = received.find((r) => r.event === event && match(r.payload as T));
        if (hit) return resolve(hit.payload as T);
        const w = {
          event,
          match: match as (p: unknown) => boolean,
          resolve: (p: unknown) => {
            clearTimeout(timer);
            resolve(p as T);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(w);
          reject(new Error(`no ${event} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(w);
      }),
    close: () => {
      socket.disconnect();
    },
  };
}

/** Sleeps (for waiting on the server's clock-driven work: countdown, closing). */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
