import type { AdminView, BidderView } from '@neelami/shared/bidding';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admit, type FixtureUser, makeEvent, makeSubEvent } from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { insertBidChain } from '../bidding/seed-rows';
import { listCorrigendaOfEvent } from './alert-reads';
import { subEvents } from './tables';

// API.md "Staggered closing": POST /api/admin/events/:id/stagger { firstEndsOn, minutes } sets the
// active lots' eventEndsOn one after another in serialNo order; an extension of one lot moves no
// other. Refusals change nothing; the rooms hear the new closes and the lots close in that order.
const { app, db, user, connect } = useSocketTestApp();

const MIN = 60_000;
type Answer = { success: boolean; message?: string; [k: string]: unknown };

let admin: FixtureUser | undefined;
const adminUser = async () => {
  admin ??= await user('Admin');
  return admin;
};

async function stagger(eventId: string, body: unknown, who?: FixtureUser, lang?: string) {
  const caller = who ?? (await adminUser());
  return app().app.inject({
    method: 'POST',
    url: `/api/admin/events/${eventId}/stagger`,
    headers: { authorization: `Bearer ${caller.token}`, ...(lang ? { 'accept-language': lang } : {}) },
    payload: body as object,
  });
}

/** A lot of the event with a serial number and a name (the fixture's other fields). */
async function lotOf(eventId: string, serialNo: number, opts: Parameters<typeof makeSubEvent>[2] = {}) {
  const s = await makeSubEvent(db(), eventId, opts);
  await db()
    .update(subEvents)
    .set({ serialNo, name: `Lot #${serialNo} ${s.name}` })
    .where(eq(subEvents.id, s.id));
  return s.id;
}

async function rowsOf(ids: string[]) {
  const rows = await db().select().from(subEvents).where(inArray(subEvents.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** What a refusal must leave as it was: every lot's times, status and seq, and the event's history. */
async function stateOf(eventId: string) {
  const rows = await db().select().from(subEvents).where(eq(subEvents.eventId, eventId));
  return {
    lots: rows
      .map((r) => [r.id, r.eventEndsOn.getTime(), r.closesAt.getTime(), r.status, r.seq])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    corrigenda: (await listCorrigendaOfEvent(db(), eventId)).length,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('staggered closing', () => {
  it('ends the active open lots one after another by serial number; inactive and closed lots keep their times', async () => {
    const event = await makeEvent(db(), { eventEnd: new Date(Date.now() + 30 * MIN) });
    // Added out of serial order; serial 2 is inactive and serial 5 closed; serial 4 has a bid and
    // already closes later than its new end.
    const s3 = await lotOf(event.id, 3);
    const s1 = await lotOf(event.id, 1);
    const s2 = await lotOf(event.id, 2, { isActive: false });
    const s5 = await lotOf(event.id, 5);
    await db().update(subEvents).set({ status: 'closed', closedAt: new Date() }).where(eq(subEvents.id, s5));
    const s4 = await lotOf(event.id, 4, { endsInMs: 10 * 3600_000 });
    const bidder = await user('Buyer');
    await insertBidChain(db(), { id: s4 }, [{ bidderId: bidder.id, amount: 100_000_00, at: new Date() }]);
    const before = await rowsOf([s1, s2, s3, s4, s5]);

    const first = new Date(Date.now() + 20 * MIN);
    first.setMilliseconds(0);
    const res = await stagger(event.id, { firstEndsOn: first.toISOString(), minutes: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Closing times staggered in serial order.');
    const at = (k: number) => new Date(first.getTime() + k * 3 * MIN).toISOString();
    expect(body.data.map((s: { _id: string; eventEndsOn: string }) => [s._id, s.eventEndsOn])).toEqual([
      [s1, at(0)],
      [s3, at(1)],
      [s4, at(2)],
    ]);

    const after = await rowsOf([s1, s2, s3, s4, s5]);
    expect(after.get(s1)!.closesAt.toISOString()).toBe(at(0));
    expect(after.get(s3)!.closesAt.toISOString()).toBe(at(1));
    // With a bid, the closing only ever moves later (as a grid row edit): it keeps its later one.
    expect(after.get(s4)!.eventEndsOn.toISOString()).toBe(at(2));
    expect(after.get(s4)!.closesAt).toEqual(before.get(s4)!.closesAt);
    for (const id of [s2, s5]) {
      expect(after.get(id)!.eventEndsOn).toEqual(before.get(id)!.eventEndsOn);
      expect(after.get(id)!.closesAt).toEqual(before.get(id)!.closesAt);
      expect(after.get(id)!.seq).toBe(before.get(id)!.seq);
    }
    for (const id of [s1, s3, s4]) expect(after.get(id)!.seq).toBe(before.get(id)!.seq + 1);

    // Each moved lot's new end is a corrigendum of the event (event_changed to members and watchers).
    const history = await listCorrigendaOfEvent(db(), event.id);
    expect(history.map((c) => c.subEventId).sort()).toEqual([s1, s3, s4].sort());
    const ofS3 = history.find((c) => c.subEventId === s3)!;
    expect(ofS3.changes).toEqual([
      { field: 'lotEnd', from: before.get(s3)!.eventEndsOn.toISOString(), to: at(1) },
    ]);
  });

  it('refuses a bad stagger as a whole, changing nothing', async () => {
    const event = await makeEvent(db());
    const ids = [await lotOf(event.id, 1), await lotOf(event.id, 2)];
    // Serial 3 opens in 45 minutes: a stagger from 30 minutes with 5 between would close it at 40.
    const late = await lotOf(event.id, 3, { startsInMs: 45 * MIN, endsInMs: 90 * MIN });
    const unchanged = await stateOf(event.id);
    const soon = Date.now() + 30 * MIN;
    const cases: [unknown, number, string, Record<string, string> | undefined][] = [
      [
        { firstEndsOn: new Date(Date.now() - MIN).toISOString(), minutes: 5 },
        400,
        'The first close must be later than now.',
        { firstEndsOn: 'The first close must be later than now.' },
      ],
      [{ firstEndsOn: new Date(soon).toISOString(), minutes: 0 }, 400, 'Must be 1 or more', undefined],
      [{ firstEndsOn: new Date(soon).toISOString(), minutes: 2.5 }, 400, 'Enter a whole number', undefined],
      [{ firstEndsOn: new Date(soon).toISOString(), minutes: 1441 }, 400, 'At most 1440', undefined],
      [{ firstEndsOn: 'tomorrow', minutes: 5 }, 400, 'Enter a date and time', undefined],
      [{ minutes: 5 }, 400, 'This field is required', undefined],
      [
        { firstEndsOn: new Date(soon).toISOString(), minutes: 5, lots: ids },
        400,
        'Unknown field: lots',
        undefined,
      ],
    ];
    for (const [body, status, message, errors] of cases) {
      const res = await stagger(event.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        success: false,
        code: 'INVALID_INPUT',
        message,
      });
      if (errors) expect(res.json().errors).toEqual(errors);
    }

    const early = await stagger(event.id, { firstEndsOn: new Date(soon).toISOString(), minutes: 5 });
    expect(early.statusCode).toBe(400);
    const lateRow = (await rowsOf([late])).get(late)!;
    expect(early.json()).toMatchObject({
      code: 'INVALID_INPUT',
      errors: { firstEndsOn: early.json().message },
    });
    expect(early.json().message).toMatch(
      new RegExp(
        `^Serial No 3 \\(${lateRow.name}\\) would close at .+ IST, not after its start at .+ IST\\. Choose a later first close\\.$`,
      ),
    );
    const hi = await stagger(
      event.id,
      { firstEndsOn: new Date(soon).toISOString(), minutes: 5 },
      undefined,
      'hi',
    );
    expect(hi.json().message).toMatch(/^क्रम संख्या 3 \(.+\) .+ पर बंद होगा/);

    const unknown = await stagger('6f1d4a52-0000-4000-8000-000000000000', {
      firstEndsOn: new Date(soon).toISOString(),
      minutes: 5,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Event not found' });
    expect(
      (await stagger('not-an-id', { firstEndsOn: new Date(soon).toISOString(), minutes: 5 })).statusCode,
    ).toBe(400);

    const buyer = await user('Buyer');
    const refused = await stagger(event.id, { firstEndsOn: new Date(soon).toISOString(), minutes: 5 }, buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(await stateOf(event.id)).toEqual(unchanged);

    // No active open lot: nothing to stagger (409).
    const idle = await makeEvent(db());
    await lotOf(idle.id, 1, { isActive: false });
    const none = await stagger(idle.id, { firstEndsOn: new Date(soon).toISOString(), minutes: 5 });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This event has no active open lots whose closing could be staggered.',
    });
  });

  it('tells the rooms the new closes, and an extension of one lot moves no other', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const event = await makeEvent(db(), { autoExtension: '3 Minute' });
    const ids = [await lotOf(event.id, 1), await lotOf(event.id, 2), await lotOf(event.id, 3)];
    for (const subEventId of ids) await admit(db(), { eventId: event.id, subEventId }, [b1, b2]);
    const [c1, ca] = [await connect(b1), await connect(await adminUser())];
    for (const c of [c1, ca])
      expect((await c.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);

    const first = new Date(Date.now() + 60_000);
    first.setMilliseconds(0);
    const res = await stagger(event.id, { firstEndsOn: first.toISOString(), minutes: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const at = (k: number) => new Date(first.getTime() + k * MIN).toISOString();
    for (const [k, id] of ids.entries()) {
      const seen = await c1.waitFor<BidderView>(
        'current_bid',
        (p) => p.subEventId === id && p.endsAt === at(k),
      );
      expect(seen.subEvent.closesAt).toBe(at(k));
      const forAdmin = await ca.waitFor<AdminView>(
        'current_bid',
        (p) => p.subEventId === id && p.endsAt === at(k),
      );
      expect(forAdmin.subEvent.eventEndsOn).toBe(at(k));
    }

    // A bid on serial 2 within its last 3 minutes moves its closing 3 minutes on; 1 and 3 stay.
    const bid = await c1.ask<Answer & { view: BidderView }>('place_bid', {
      eventId: event.id,
      subEventId: ids[1],
      amount: 100_000,
    });
    expect(bid.success, JSON.stringify(bid)).toBe(true);
    expect(Date.parse(bid.view.endsAt)).toBe(Date.parse(at(1)) + 3 * MIN);
    const rows = await rowsOf(ids);
    expect(rows.get(ids[0]!)!.closesAt.toISOString()).toBe(at(0));
    expect(rows.get(ids[2]!)!.closesAt.toISOString()).toBe(at(2));
  });

  it('closes ten staggered lots one by one in serial order, each at its own time', async () => {
    const event = await makeEvent(db(), { eventEnd: new Date(Date.now() + 5 * MIN) });
    // Serial numbers 10…1 added in that order: the closing order must follow the serial, not the adding.
    const ids: string[] = [];
    for (let serial = 10; serial >= 1; serial--) ids.unshift(await lotOf(event.id, serial));
    const ca = await connect(await adminUser());
    expect((await ca.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);

    const first = Date.now() + 3000;
    const res = await stagger(event.id, { firstEndsOn: new Date(first).toISOString(), minutes: 1 });
    expect(res.statusCode, res.body).toBe(200);

    // The server's clock is moved on minute by minute (only Date is faked; the closing scheduler's
    // one-second look keeps running on real timers): after each lot's close, that lot and the ones
    // before it are closed, the ones after it still open.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    for (const [k, id] of ids.entries()) {
      vi.setSystemTime(first + k * MIN + 200);
      const closed = await ca.waitFor<AdminView>(
        'current_bid',
        (p) => p.subEventId === id && p.subEvent.status === 'closed',
        10_000,
      );
      expect(closed.secondsLeft).toBe(0);
      const rows = await rowsOf(ids);
      expect(ids.map((i) => rows.get(i)!.status)).toEqual(ids.map((_, j) => (j <= k ? 'closed' : 'open')));
    }
    vi.useRealTimers();
    const rows = await rowsOf(ids);
    const closedAt = ids.map((i) => rows.get(i)!.closedAt!.getTime());
    expect(closedAt).toEqual([...closedAt].sort((a, b) => a - b));
    for (const [k, t] of closedAt.entries()) expect(t).toBeGreaterThanOrEqual(first + k * MIN);
  }, 60_000);
});
