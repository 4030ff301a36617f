/**
 * The benchmark's own data, written into the real tables before any server starts: one event that
 * does not ask for the transaction password, `lots` open and live sub-events, bidders (Buyers) and
 * watchers (Guests/Clients) assigned to one lot each with the terms accepted, and an open session
 * with a signed token per account (signed with the secret the servers are given).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@neelami/server/db/client';
import { hashPassword } from '@neelami/server/lib/passwords';
import { SESSION_TTL_MS, signToken } from '@neelami/server/modules/auth/tokens';
import { events, subEventMembers, subEvents, termAcceptances } from '@neelami/server/modules/events/tables';
import { sessions, users } from '@neelami/server/modules/users/tables';

/** A seeded account with its token and the lot it is assigned to. */
export interface SeededAccount {
  userId: string;
  sessionId: string;
  token: string;
  subEventId: string;
}

export interface SeededData {
  eventId: string;
  lots: { id: string; startValue: number; step: number }[];
  bidders: SeededAccount[];
  watchers: SeededAccount[];
}

/** Rupees: the first bid must reach the start value, each next one a step more. */
export const START_VALUE = 1_000;
export const STEP = 10;

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedBenchData(
  db: Db,
  opts: {
    secret: string;
    lots: number;
    bidders: number;
    watchers: number;
    lotOpenMs: number;
    /** Anti-sniping minutes of the event (default 3). */
    autoExtensionMinutes?: number;
  },
): Promise<SeededData> {
  const now = Date.now();
  const passwordHash = await hashPassword(`Bench-${randomUUID()}`);
  const eventId = randomUUID();
  await db.insert(events).values({
    id: eventId,
    auctionName: 'Benchmark auction',
    titleName: 'Steel scrap (benchmark)',
    auctionType: 'Forward Auction',
    auctionBehaviour: 'Normal Auction',
    onBehalfOf: 'Benchmark',
    eventStart: new Date(now - 3600_000),
    eventEnd: new Date(now + opts.lotOpenMs),
    autoExtension: `${opts.autoExtensionMinutes ?? 3} Minute`,
    totalLots: opts.lots,
    requireTransactionPassword: false,
  });
  const closesAt = new Date(now + opts.lotOpenMs);
  const lots = Array.from({ length: opts.lots }, (_, i) => ({
    id: randomUUID(),
    eventId,
    name: `Bench lot ${i + 1}`,
    subEventType: 'forward',
    serialNo: i + 1,
    startValue: START_VALUE * 100,
    incrementOrDecrement: STEP * 100,
    eventStartsOn: new Date(now - 3600_000),
    eventEndsOn: closesAt,
    closesAt,
    isActive: true,
    autoBidEnabled: true,
  }));
  await insertChunked(lots, 200, (c) => db.insert(subEvents).values(c));

  const expiresAt = new Date(now + SESSION_TTL_MS);
  const makeAccounts = async (n: number, role: 'Buyer' | 'Guest/Client', tag: string) => {
    const accounts: SeededAccount[] = [];
    const userRows: (typeof users.$inferInsert)[] = [];
    const sessionRows: (typeof sessions.$inferInsert)[] = [];
    for (let i = 0; i < n; i++) {
      const userId = randomUUID();
      const sessionId = randomUUID();
      userRows.push({
        id: userId,
        organizationIndividualName: `${tag} ${i + 1}`,
        type: 'Organization',
        role,
        email: `${tag}-${i + 1}-${userId.slice(0, 8)}@bench.example.com`,
        passwordHash,
        cellNumber: `9${String(i).padStart(9, '0')}`,
        isVerified: true,
      });
      sessionRows.push({ id: sessionId, userId, expiresAt, ip: '127.0.0.1', userAgent: 'bench' });
      accounts.push({
        userId,
        sessionId,
        token: await signToken(opts.secret, { userId, sessionId }, expiresAt),
        subEventId: lots[i % lots.length].id,
      });
    }
    await insertChunked(userRows, 500, (c) => db.insert(users).values(c));
    await insertChunked(sessionRows, 1000, (c) => db.insert(sessions).values(c));
    await insertChunked(accounts, 1000, (c) =>
      db.insert(subEventMembers).values(c.map((a) => ({ subEventId: a.subEventId, userId: a.userId }))),
    );
    await insertChunked(accounts, 1000, (c) =>
      db.insert(termAcceptances).values(c.map((a) => ({ eventId, userId: a.userId }))),
    );
    return accounts;
  };
  const bidders = await makeAccounts(opts.bidders, 'Buyer', 'bidder');
  const watchers = await makeAccounts(opts.watchers, 'Guest/Client', 'watcher');
  return {
    eventId,
    lots: lots.map((l) => ({ id: l.id, startValue: START_VALUE, step: STEP })),
    bidders,
    watchers,
  };
}
