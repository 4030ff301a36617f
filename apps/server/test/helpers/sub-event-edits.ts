import { randomUUID } from 'node:crypto';
import { isoIstDate } from '@neelami/shared/ist';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bids } from '../../src/modules/bidding/tables';
import { emdEntries } from '../../src/modules/emd/tables';
import type { SubEventRow } from '../../src/modules/events/event-queries';
import { subEvents } from '../../src/modules/events/tables';
import { type FixtureUser, makeEvent, makeSubEvent, makeUser } from './bidding-fixtures';
import type { TestApp } from './test-app';

/**
 * The admin's sub-event saves as the tests of API.md "Award and money rules" make them: members
 * with verified EMD deposits, their ledgers, row edits of a sub-event as it stands, lots with
 * members assigned through the API (holds placed). `app` and `admin` are read when called.
 */
export function subEventEditKit(app: () => TestApp, admin: () => FixtureUser) {
  const db = () => app().database.db;
  const auth = (u: FixtureUser, lang?: string) => ({
    authorization: `Bearer ${u.token}`,
    ...(lang ? { 'accept-language': lang } : {}),
  });
  const user = (role: FixtureUser['role'], name?: string, verified?: boolean) =>
    makeUser(db(), app().config.jwtSecret, { role, name, verified });
  let utrSeq = 0;

  async function fund(u: FixtureUser, amount: number) {
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/emd/deposits',
      headers: auth(u),
      payload: { amount, utr: `EDIT${Date.now()}${utrSeq++}`, paidOn: isoIstDate(new Date()) },
    });
    expect(res.statusCode).toBe(201);
    const v = await app().app.inject({
      method: 'PUT',
      url: `/api/admin/emd/deposits/${res.json().deposit._id}`,
      headers: auth(admin()),
      payload: { status: 'verified' },
    });
    expect(v.statusCode).toBe(200);
  }
  const ledger = async (u: FixtureUser) =>
    (await app().app.inject({ method: 'GET', url: '/api/emd/ledger', headers: auth(u) })).json();
  const update = (eventId: string, subEventId: string, payload: object, lang?: string) =>
    app().app.inject({
      method: 'PUT',
      url: `/api/admin/updateSubEvent/${eventId}/${subEventId}`,
      headers: auth(admin(), lang),
      payload,
    });
  const add = (eventId: string, payload: object, lang?: string) =>
    app().app.inject({
      method: 'POST',
      url: `/api/admin/addSubEvent/${eventId}`,
      headers: auth(admin(), lang),
      payload,
    });
  const rowOf = async (id: string) => (await db().select().from(subEvents).where(eq(subEvents.id, id)))[0];
  const holdRows = (subEventId: string) =>
    db().select().from(emdEntries).where(eq(emdEntries.subEventId, subEventId));

  /** The grid's row edit of the sub-event as it stands, with `over` changed. */
  function rowEdit(s: SubEventRow, over: Record<string, unknown> = {}) {
    return {
      name: s.name,
      location: 'Bhilai',
      subEventType: s.subEventType,
      quantityOrTypesOfTrunk: s.quantityOrTypesOfTrunk || '120',
      unit: s.unit || 'MT',
      rule: 'Highest bid wins',
      serialNo: s.serialNo,
      startValue: s.startValue / 100,
      incrementOrDecrement: s.incrementOrDecrement / 100,
      eventStartsOn: s.eventStartsOn.toISOString(),
      eventEndsOn: s.eventEndsOn.toISOString(),
      specification: 'As is where is',
      details: 'GST extra',
      isActive: true,
      ...over,
    };
  }

  /** A lot with an EMD of `emdRupees` and its members assigned through the API (holds placed). */
  async function lotWithMembers(emdRupees: number, members: FixtureUser[], opts: { ownerId?: string } = {}) {
    const event = await makeEvent(db());
    const sub = await makeSubEvent(db(), event.id, { startValue: 10_000, step: 100, ownerId: opts.ownerId });
    await db()
      .update(subEvents)
      .set({ emdAmount: emdRupees * 100 })
      .where(eq(subEvents.id, sub.id));
    if (members.length > 0) {
      const res = await update(event.id, sub.id, { registeredBuyers: members.map((m) => m.id) });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { event, sub: await rowOf(sub.id) };
  }

  /** A bid row as the bidding path leaves it (the lot then counts as bid on). */
  const insertBid = (subEventId: string, bidderId: string) =>
    db().insert(bids).values({
      subEventId,
      bidderId,
      amount: 10_000_00,
      kind: 'manual',
      seq: 1,
      prevHash: '',
      hash: randomUUID(),
    });

  return { db, auth, user, fund, ledger, update, add, rowOf, holdRows, rowEdit, lotWithMembers, insertBid };
}
