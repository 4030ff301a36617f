import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  assign,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
} from '../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { insertBids, type NewBidRow, passedTransactionPasswordSql } from '../modules/bidding/bid-queries';
import { bids } from '../modules/bidding/tables';
import { lockSubEventWithEvent, writeSubEventState } from '../modules/events/bidding-state-rows';
import { acceptedTermsSql, isMemberSql } from '../modules/events/member-sql';
import { events, subEvents } from '../modules/events/tables';
import {
  listUserStandings,
  openSessionsStatement,
  userStandingsStatement,
} from '../modules/users/member-facts';
import { sessions } from '../modules/users/tables';

// Statements built once (prebuilt.ts) answer what drizzle's query built per call answers, on the
// connection of the database or transaction they are given.

let t: TestApp;
let users: FixtureUser[];
let eventId: string;
let subEventId: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  users = [];
  for (let i = 0; i < 3; i++) users.push(await makeUser(db(), t.config.jwtSecret, { role: 'Buyer' }));
  const event = await makeEvent(db());
  eventId = event.id;
  subEventId = (await makeSubEvent(db(), event.id)).id;
  await assign(db(), subEventId, [users[0].id, users[1].id]);
  await acceptTerms(db(), eventId, [users[0].id]);
});
afterAll(async () => {
  await t.close();
});

const standings = userStandingsStatement('test_prebuilt_users', (userId) => ({
  member: isMemberSql(sql.placeholder('subEventId'), userId),
  terms: acceptedTermsSql(sql.placeholder('eventId'), userId),
}));
const openSessions = openSessionsStatement('test_prebuilt_sessions', (session) => ({
  passed: passedTransactionPasswordSql(session),
}));

describe('prebuilt statements', () => {
  it('read the sub-event with its event as the query built per call does, in and out of a transaction', async () => {
    const [expected] = await db()
      .select({ row: subEvents, event: events })
      .from(subEvents)
      .innerJoin(events, eq(events.id, subEvents.eventId))
      .where(eq(subEvents.id, subEventId));
    let versions: unknown;
    for (let i = 0; i < 3; i++) {
      const inTx = await db().transaction((tx) => lockSubEventWithEvent(tx, subEventId, i % 2 === 1));
      expect({ row: inTx?.row, event: inTx?.event }).toEqual(expected);
      // The rows' versions (xmin): a lock leaves them as they are.
      expect(inTx?.versions.row).toMatch(/^\d+$/);
      expect(inTx?.versions.event).toMatch(/^\d+$/);
      if (i > 0) expect(inTx?.versions).toEqual(versions);
      versions = inTx?.versions;
      expect(inTx?.row.closesAt).toBeInstanceOf(Date);
    }
    expect(await lockSubEventWithEvent(db(), '00000000-0000-4000-8000-000000000000', false)).toBeUndefined();
  });

  it("answer a batch's users with the extra columns' placeholders filled, and nothing for no ids", async () => {
    const ids = [users[0].id, users[1].id, users[2].id, users[0].id];
    const built = await db().transaction((tx) => standings(tx, ids, { subEventId, eventId }));
    const perCall = await listUserStandings(db(), ids, (userId) => ({
      member: isMemberSql(subEventId, userId),
      terms: acceptedTermsSql(eventId, userId),
    }));
    const byId = (rows: { id: string }[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(built)).toEqual(byId(perCall));
    expect(built).toHaveLength(3);
    const first = built.find((u) => u.id === users[0].id);
    expect(first).toMatchObject({ role: 'Buyer', isVerified: true, member: true, terms: true });
    expect(built.find((u) => u.id === users[2].id)).toMatchObject({ member: false, terms: false });
    // Another sub-event's values give another answer from the same statement.
    const other = await standings(db(), [users[0].id], {
      subEventId: (await makeSubEvent(db(), eventId)).id,
      eventId,
    });
    expect(other[0]).toMatchObject({ member: false, terms: true });
    expect(await standings(db(), [], { subEventId, eventId })).toEqual([]);
  });

  it('answer only the open sessions among the ids', async () => {
    await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, users[2].sessionId));
    const rows = await openSessions(
      db(),
      users.map((u) => u.sessionId),
      {},
    );
    expect(rows.map((r) => r.id).sort()).toEqual([users[0].sessionId, users[1].sessionId].sort());
    expect(rows[0]).toMatchObject({ passed: false });
  });

  it('write bid rows and the bidding state as given, for any number of rows', async () => {
    const lot = await makeSubEvent(db(), eventId);
    const at = new Date('2026-11-24T10:00:00.123Z');
    const row = (seq: number, serial: number): NewBidRow => ({
      id: randomUUID(),
      subEventId: lot.id,
      bidderId: users[serial % 2].id,
      amount: 10_000_000 + seq * 100 + serial,
      kind: serial % 2 ? 'auto' : 'manual',
      status: 'accepted',
      clientBidId: serial % 2 ? null : `c-${seq}-${serial}`,
      seq,
      serial,
      ip: serial % 2 ? '' : '10.0.0.1',
      createdAt: new Date(at.getTime() + seq),
      prevHash: `p${seq}${serial}`,
      hash: `h${seq}${serial}`,
      salt: `s${seq}${serial}`,
    });
    // One, two (prebuilt) and six rows (built per call) in a batch.
    const written = [[row(1, 1)], [row(2, 2), row(2, 3)], Array.from({ length: 6 }, (_, i) => row(3, 4 + i))];
    for (const rows of written) await db().transaction((tx) => insertBids(tx, rows));
    const stored = await db()
      .select()
      .from(bids)
      .where(eq(bids.subEventId, lot.id))
      .orderBy(asc(bids.serial));
    expect(stored).toEqual(written.flat());

    const state = {
      engineState: {
        standings: [{ bidderId: users[0].id, amount: 5 }],
        note: 'ज़',
      } as unknown as typeof lot.engineState,
      closesAt: new Date('2026-11-24T12:00:00.000Z'),
      status: 'open',
      closedAt: null,
      leadingAmount: 10_000_300,
      leaderId: users[0].id,
      leadingBidId: stored[0].id,
      extensionCount: 2,
      seq: 3,
      lastBidHash: 'h39',
      updatedAt: at,
    };
    const before = await db().transaction((tx) => lockSubEventWithEvent(tx, lot.id, false));
    const version = await db().transaction((tx) => writeSubEventState(tx, lot.id, state));
    const [after] = await db().select().from(subEvents).where(eq(subEvents.id, lot.id));
    expect(after).toMatchObject(state);
    // The write answers the row's new version, as a lock then reads it; the event's is unchanged.
    const locked = await db().transaction((tx) => lockSubEventWithEvent(tx, lot.id, false));
    expect(version).not.toBe(before?.versions.row);
    expect(locked?.versions).toEqual({ row: version, event: before?.versions.event });
    // With an edit's columns beside them, the statement is built for the call.
    await db().transaction((tx) => writeSubEventState(tx, lot.id, { ...state, seq: 4, name: 'Renamed lot' }));
    const [edited] = await db().select().from(subEvents).where(eq(subEvents.id, lot.id));
    expect(edited).toMatchObject({ ...state, seq: 4, name: 'Renamed lot' });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "lock the row on the transaction's own connection (PostgreSQL)",
    async () => {
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((r) => {
        locked = r;
      });
      const tx = db().transaction(async (tx) => {
        expect(await lockSubEventWithEvent(tx, subEventId, false)).toBeDefined();
        locked();
        await held;
      });
      await isLocked;
      // Another connection cannot take the row while the transaction holds it, nor skip-lock read it.
      await expect(
        db().execute(sql`select id from sub_events where id = ${subEventId} for update nowait`),
      ).rejects.toThrow();
      expect(await db().transaction((t2) => lockSubEventWithEvent(t2, subEventId, true))).toBeUndefined();
      release();
      await tx;
      expect(await db().transaction((t2) => lockSubEventWithEvent(t2, subEventId, true))).toBeDefined();
    },
  );
});
