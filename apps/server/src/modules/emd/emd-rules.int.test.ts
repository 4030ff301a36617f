import { isoIstDate } from '@neelami/shared/ist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  assign,
  connectClient,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
  type TestClient,
} from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { listMemberIds } from '../events/event-queries';
import { subEvents } from '../events/tables';
import { settleHold } from './holds';
import { emdEntries } from './tables';

// The EMD rules in the other modules (API.md "Earnest money"): holds on assignment, refused per
// member; released on removal before bidding; EMD_REQUIRED on a bid without the hold; every hold
// but the winner's released by the closing, once.

let t: TestApp;
let url: string;
let admin: FixtureUser;
const clients: TestClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
  admin = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Admin' });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

const db = () => t.database.db;
const auth = (u: FixtureUser) => ({ authorization: `Bearer ${u.token}` });
const user = (role: FixtureUser['role'], name?: string) => makeUser(db(), t.config.jwtSecret, { role, name });
let utrSeq = 0;

async function fund(u: FixtureUser, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/emd/deposits',
    headers: auth(u),
    payload: { amount, utr: `RULES${Date.now()}${utrSeq++}`, paidOn: isoIstDate(new Date()) },
  });
  expect(res.statusCode).toBe(201);
  const v = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/emd/deposits/${res.json().deposit._id}`,
    headers: auth(admin),
    payload: { status: 'verified' },
  });
  expect(v.statusCode).toBe(200);
}
async function balance(u: FixtureUser) {
  return (await t.app.inject({ method: 'GET', url: '/api/emd/ledger', headers: auth(u) })).json();
}
function assignApi(eventId: string, subEventId: string, registeredBuyers: string[], mode?: 'replace') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/updateSubEvent/${eventId}/${subEventId}`,
    headers: auth(admin),
    payload: { registeredBuyers, ...(mode ? { mode } : {}) },
  });
}
async function lotWithEmd(emdRupees: number, endsInMs = 3600_000) {
  const event = await makeEvent(db());
  const sub = await makeSubEvent(db(), event.id, { startValue: 10_000, step: 100, endsInMs });
  await db()
    .update(subEvents)
    .set({ emdAmount: emdRupees * 100 })
    .where(eq(subEvents.id, sub.id));
  return { event, sub };
}

describe('assignment', () => {
  it('holds the EMD of each member and refuses, by name and shortfall, only those who are short', async () => {
    const [b1, b2, guest] = [
      await user('Buyer'),
      await user('Buyer', 'Short Metals Pvt Ltd'),
      await user('Guest/Client'),
    ];
    await fund(b1, 10_000);
    await fund(b2, 2_000);
    const { event, sub } = await lotWithEmd(5_000);
    const res = await assignApi(event.id, sub.id, [b1.id, b2.id, guest.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'EMD_REQUIRED',
      message: 'Short Metals Pvt Ltd does not have enough EMD for this lot: short by ₹3,000.',
      errors: {
        'registeredBuyers.1': 'Short Metals Pvt Ltd does not have enough EMD for this lot: short by ₹3,000.',
      },
    });
    // The others of the save are assigned; the guest (who cannot bid) holds nothing.
    expect((await listMemberIds(db(), sub.id)).sort()).toEqual([b1.id, guest.id].sort());
    expect((await balance(b1)).balance).toMatchObject({ deposited: 10_000, held: 5_000, available: 5_000 });
    expect((await balance(b2)).balance).toMatchObject({ held: 0, available: 2_000 });
    expect((await balance(guest)).entries).toEqual([]);
    const [hold] = (await balance(b1)).entries;
    expect(hold).toMatchObject({
      type: 'hold',
      status: 'held',
      amount: 5_000,
      subEventId: sub.id,
      subEventName: sub.name,
    });

    // Assigning again holds nothing twice; after a deposit the short member is accepted.
    await fund(b2, 3_000);
    const again = await assignApi(event.id, sub.id, [b1.id, b2.id]);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.emdAmount).toBe(5_000);
    expect((await balance(b1)).balance.held).toBe(5_000);
    expect((await balance(b2)).balance).toMatchObject({ held: 5_000, available: 0 });
  });

  it('releases the hold of a member removed before it bid', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    await fund(b1, 1_000);
    await fund(b2, 1_000);
    const { event, sub } = await lotWithEmd(1_000);
    expect((await assignApi(event.id, sub.id, [b1.id, b2.id])).statusCode).toBe(200);
    expect((await assignApi(event.id, sub.id, [b1.id], 'replace')).statusCode).toBe(200);
    expect((await balance(b2)).balance).toMatchObject({ held: 0, available: 1_000 });
    expect((await balance(b2)).entries.map((e: { type: string }) => e.type)).toEqual([
      'release',
      'hold',
      'deposit',
    ]);
    expect((await balance(b1)).balance.held).toBe(1_000);
    // The sale settles the hold that stays: adjusted once, then nothing more to end.
    await db().transaction((tx) =>
      settleHold(tx, { userId: b1.id, subEventId: sub.id, kind: 'adjust', saleId: null, by: admin.id }),
    );
    expect((await balance(b1)).balance).toMatchObject({ held: 0, adjusted: 1_000, available: 0 });
    await expect(
      db().transaction((tx) =>
        settleHold(tx, { userId: b1.id, subEventId: sub.id, kind: 'forfeit', saleId: null, by: admin.id }),
      ),
    ).rejects.toThrow('No EMD is held for this lot.');
  });

  it('refuses to delete a sub-event whose EMD was held (the ledger keeps its rows)', async () => {
    const b1 = await user('Buyer');
    await fund(b1, 100);
    const { event, sub } = await lotWithEmd(100);
    expect((await assignApi(event.id, sub.id, [b1.id])).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/deleteSubEvent/${event.id}/${sub.id}`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('bidding and closing', () => {
  it('refuses a bid without the hold, and the closing releases every hold but the winner’s, once', async () => {
    const [winner, loser, unheld] = [await user('Buyer'), await user('Buyer'), await user('Buyer')];
    await fund(winner, 5_000);
    await fund(loser, 5_000);
    const { event, sub } = await lotWithEmd(5_000, 60_000);
    expect((await assignApi(event.id, sub.id, [winner.id, loser.id])).statusCode).toBe(200);
    // Assigned without the admin's assignment (no hold): may not bid on an EMD lot.
    await assign(db(), sub.id, [unheld.id]);
    await acceptTerms(db(), event.id, [winner.id, loser.id, unheld.id]);
    const [cw, cl, cu] = [
      await connectClient(url, winner.token),
      await connectClient(url, loser.token),
      await connectClient(url, unheld.token),
    ];
    clients.push(cw, cl, cu);
    for (const c of [cw, cl, cu])
      expect((await c.ask<{ success: boolean }>('join_auction', { eventId: event.id })).success).toBe(true);
    const refused = await cu.ask<{ success: boolean; code: string; message: string }>('place_bid', {
      eventId: event.id,
      subEventId: sub.id,
      amount: 10_000,
    });
    expect(refused).toMatchObject({ success: false, code: 'EMD_REQUIRED' });
    expect(refused.message).toContain('₹5,000');
    const auto = await cu.ask<{ success: boolean; code: string }>('place_autobid', {
      eventId: event.id,
      subEventId: sub.id,
      amount: 20_000,
    });
    expect(auto).toMatchObject({ success: false, code: 'EMD_REQUIRED' });
    expect(
      (
        await cl.ask<{ success: boolean }>('place_bid', {
          eventId: event.id,
          subEventId: sub.id,
          amount: 10_000,
        })
      ).success,
    ).toBe(true);
    expect(
      (
        await cw.ask<{ success: boolean }>('place_bid', {
          eventId: event.id,
          subEventId: sub.id,
          amount: 10_100,
        })
      ).success,
    ).toBe(true);

    // Bids near the end extend the closing (anti-sniping): the admin sets it two seconds ahead.
    const ca = await connectClient(url, admin.token);
    clients.push(ca);
    await ca.ask('join_auction', { eventId: event.id });
    const moved = await ca.ask<{ success: boolean }>('extend_event_time', {
      eventId: event.id,
      subEventId: sub.id,
      BidEndTime: new Date(Date.now() + 2000).toISOString(),
    });
    expect(moved.success).toBe(true);
    await cw.waitFor<{ subEvent: { status: string } }>(
      'current_bid',
      (p) => p.subEvent?.status === 'closed',
      20_000,
    );
    const [row] = await db().select().from(subEvents).where(eq(subEvents.id, sub.id));
    expect(row).toMatchObject({ status: 'closed', leaderId: winner.id });
    expect((await balance(loser)).balance).toMatchObject({ held: 0, available: 5_000 });
    expect((await balance(loser)).entries[0]).toMatchObject({
      type: 'release',
      subEventId: sub.id,
      note: 'Lot closed',
    });
    // The loser hears of its release (e-mail through the outbox), after the closing commits.
    const mailed = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: auth(admin) });
      return res
        .json()
        .data.some(
          (m: { recipient: string; purpose: string }) =>
            m.recipient === loser.email && m.purpose === 'emd-release',
        );
    };
    for (let i = 0; i < 20 && !(await mailed()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await mailed()).toBe(true);
    // The winner's hold waits for the sale.
    expect((await balance(winner)).balance).toMatchObject({ held: 5_000, available: 0 });

    // The scheduler looking again adds nothing.
    const { startClosingScheduler } = await import('../bidding/close-due-sub-events');
    const extra = startClosingScheduler(t.app.bidding, 60_000);
    expect(await extra.runOnce()).toBe(0);
    extra.stop();
    const releases = await db().select().from(emdEntries).where(eq(emdEntries.subEventId, sub.id));
    expect(releases.filter((r) => r.kind === 'release')).toHaveLength(1);

    // The EMD report: one row per hold, with its release; as JSON, PDF and Excel.
    const json = await t.app.inject({
      method: 'GET',
      url: `/api/report/emdReport/${event.id}?format=json`,
      headers: auth(admin),
    });
    expect(json.statusCode).toBe(200);
    const table = json.json();
    expect(table.title).toBe('EMD Report');
    const header = table.columns.map((c: { header: string }) => c.header);
    const rows = table.data
      .slice(1)
      .map((r: unknown[]) => Object.fromEntries(header.map((h: string, i: number) => [h, r[i]])));
    expect(rows).toHaveLength(2);
    const byMail = new Map(rows.map((r: Record<string, unknown>) => [r['E-mail'], r]));
    expect(byMail.get(loser.email)).toMatchObject({
      Hold: 5_000,
      Released: 5_000,
      Status: 'Released',
      'Verified Deposits': 5_000,
    });
    expect(byMail.get(winner.email)).toMatchObject({ Hold: 5_000, Released: null, Status: 'Held' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/report/emdReport/${event.id}/${sub.id}`,
      headers: auth(admin),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/report/emdReport/${event.id}?format=xlsx`,
      headers: auth(admin),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(String(xlsx.headers['content-disposition'])).toContain('EmdReport_');
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: `/api/report/emdReport/${event.id}`,
      headers: auth(winner),
    });
    expect(asBuyer.statusCode).toBe(403);
  });
});
