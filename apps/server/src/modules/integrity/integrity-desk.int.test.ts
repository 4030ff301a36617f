import { integrityMessages } from '@neelami/shared/integrity';
import type { IntegrityDeskResponse } from '@neelami/shared/integrity-api-responses';
import { integrityHi } from '@neelami/shared/message-catalogue';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_PASSWORD,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
} from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { insertBidChain } from '../bidding/seed-rows';
import { lotCloseSteps, subEvents } from '../events/tables';
import { users } from '../users/tables';

const { app, db, user } = useSocketTestApp();
const auth = (u: FixtureUser) => ({ authorization: `Bearer ${u.token}` });
const call = (u: FixtureUser, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  app().app.inject({
    method,
    url,
    headers: { ...auth(u), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const desk = (u: FixtureUser, id: string) => call(u, 'GET', `/api/admin/integrity/subEvents/${id}`);

let eventNo = 0;
/**
 * A lot of `owner` with these bids ([bidder, rupees, ip?] in order; step ₹1,000), closed with the
 * last bidder leading unless `open`. Each lot is in an event of its own.
 */
async function lot(
  owner: FixtureUser,
  list: [FixtureUser, number, string?][],
  opts: { open?: boolean } = {},
) {
  const event = await makeEvent(db(), { auctionName: `Integrity ${++eventNo}` });
  const sub = await makeSubEvent(db(), event.id, { ownerId: owner.id, startValue: 100_000, step: 1_000 });
  const base = Date.now() - 600_000;
  const rows = await insertBidChain(
    db(),
    sub,
    list.map(([u, rupees, ip], i) => ({
      bidderId: u.id,
      amount: rupees * 100,
      at: new Date(base + i * 1000),
      ip,
    })),
  );
  const last = rows.at(-1);
  if (!opts.open && last)
    await db()
      .update(subEvents)
      .set({
        status: 'closed',
        closedAt: new Date(base + list.length * 1000 + eventNo * 10_000),
        closesAt: new Date(Date.now() - 1000),
        leadingBidId: last.id,
        leaderId: last.bidderId,
        leadingAmount: last.amount,
      })
      .where(eq(subEvents.id, sub.id));
  return { event, sub, rows };
}

/** Logs the member in through the API from a browser with this device id. */
async function loginFrom(u: FixtureUser, deviceId: string) {
  const res = await app().app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-device-id': deviceId },
    payload: { email: u.email, password: FIXTURE_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
}

const PAN = 'ABCDE1234F';
const PHONE = '9876501234';
const DEVICE = 'device-1111-2222-3333';

/** Two buyers behind one PAN and one browser, and a third with nothing in common. */
async function linkedBuyers() {
  const [a, b, c] = [await user('Buyer'), await user('Buyer'), await user('Buyer')];
  await db()
    .update(users)
    .set({ pan: PAN, cellNumber: PHONE, addressLine1: '12 MG Road', city: 'Pune' })
    .where(eq(users.id, a.id));
  await db()
    .update(users)
    .set({ pan: ` ${PAN.toLowerCase()} `, addressLine1: '12, M.G. Road', city: 'PUNE' })
    .where(eq(users.id, b.id));
  await loginFrom(a, DEVICE);
  await loginFrom(b, DEVICE);
  return { a, b, c };
}

const kinds = (r: IntegrityDeskResponse) => r.flags.map((f) => f.kind);
const sorted = (...ids: string[]) => [...ids].sort();

describe('the integrity desk (GET /api/admin/integrity/subEvents/:id)', () => {
  it('shows Admin the members who share a PAN, an address, a device or an IP, with the bids concerned', async () => {
    const [admin, owner] = [await user('Admin'), await user('Seller')];
    const { a, b, c } = await linkedBuyers();
    const { sub, rows } = await lot(owner, [
      [a, 100_000, '10.0.0.7'],
      [c, 103_000, '10.0.0.9'],
      [b, 106_000, '10.0.0.7'],
    ]);
    const res = await desk(admin, sub.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as IntegrityDeskResponse;
    const pan = body.flags.find((f) => f.kind === 'shared_pan');
    expect(pan).toEqual({
      kind: 'shared_pan',
      memberIds: sorted(a.id, b.id),
      evidence: {
        identifier: '…234F',
        bidIds: [rows[0]?.id, rows[2]?.id],
        seqs: [rows[0]?.seq, rows[2]?.seq],
      },
    });
    expect(kinds(body)).toEqual(expect.arrayContaining(['shared_address', 'shared_device', 'shared_ip']));
    expect(kinds(body)).not.toContain('shared_phone');
    const bidIp = body.flags.find((f) => f.kind === 'shared_ip' && f.evidence.bidIds.length === 2);
    expect(bidIp?.memberIds).toEqual(sorted(a.id, b.id));
    for (const f of body.flags.filter((x) => x.kind !== 'shared_ip')) expect(f.memberIds).not.toContain(c.id);
    expect(body.bidders.map((x) => [x.memberId, x.bids, x.leading, x.record])).toEqual([
      [a.id, 1, false, null],
      [c.id, 1, false, null],
      [b.id, 1, true, null],
    ]);
  });

  it('shows the owner after the close the flags without any identifier of anyone', async () => {
    const owner = await user('Seller');
    const { a, b, c } = await linkedBuyers();
    const { sub } = await lot(owner, [
      [a, 100_000, '10.0.0.7'],
      [c, 103_000],
      [b, 106_000, '10.0.0.7'],
    ]);
    const res = await desk(owner, sub.id);
    expect(res.statusCode).toBe(200);
    expect(kinds(res.json())).toContain('shared_pan');
    const text = res.body.toLowerCase();
    for (const secret of [
      PAN,
      '234f',
      PHONE,
      'mg road',
      'pune',
      DEVICE,
      '10.0.0.7',
      '127.0.0.1',
      'identifier',
    ])
      expect(text).not.toContain(secret.toLowerCase());
  });

  it('refuses a bidder, a guest, another seller, and the owner before the close', async () => {
    const [owner, other, guest] = [await user('Seller'), await user('Seller'), await user('Guest/Client')];
    const { a, b } = await linkedBuyers();
    const closed = await lot(owner, [
      [a, 100_000],
      [b, 103_000],
    ]);
    const open = await lot(owner, [[a, 100_000]], { open: true });
    expect((await desk(guest, closed.sub.id)).json()).toMatchObject({ code: 'FORBIDDEN' });
    for (const who of [a, other]) {
      const res = await desk(who, closed.sub.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: integrityMessages.deskForbidden });
    }
    expect((await desk(owner, open.sub.id)).statusCode).toBe(403);
    const admin = await user('Admin');
    expect((await desk(admin, open.sub.id)).statusCode).toBe(200);
    expect((await desk(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await desk(admin, 'not-an-id')).json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('flags step shadowing on five raises by the minimum step, and nothing on a clean lot', async () => {
    const [admin, owner, x, y] = [
      await user('Admin'),
      await user('Seller'),
      await user('Buyer'),
      await user('Buyer'),
    ];
    const shadow = await lot(owner, [
      [x, 100_000],
      [y, 101_000],
      [x, 102_000],
      [y, 103_000],
      [x, 104_000],
      [y, 105_000],
    ]);
    const body = (await desk(admin, shadow.sub.id)).json() as IntegrityDeskResponse;
    expect(body.flags).toEqual([
      {
        kind: 'step_shadowing',
        memberIds: [x.id, y.id],
        evidence: { bidIds: shadow.rows.map((r) => r.id), seqs: shadow.rows.map((r) => r.seq), rounds: 5 },
      },
    ]);
    const clean = await lot(owner, [
      [x, 100_000],
      [y, 101_000],
      [x, 102_000],
      [y, 103_000],
      [x, 105_000],
    ]);
    expect(((await desk(admin, clean.sub.id)).json() as IntegrityDeskResponse).flags).toEqual([]);
  });

  it('flags a member with many bids over five closed lots and no win, not one who won once', async () => {
    const [admin, owner, shill, winner, once] = [
      await user('Admin'),
      await user('Seller'),
      await user('Buyer'),
      await user('Buyer'),
      await user('Buyer'),
    ];
    let last = '';
    for (let i = 0; i < 5; i++) {
      const l = await lot(owner, [
        [shill, 100_000],
        [once, 102_000],
        [shill, 104_000],
        [i === 0 ? once : winner, 106_000],
      ]);
      last = l.sub.id;
    }
    const body = (await desk(admin, last)).json() as IntegrityDeskResponse;
    const never = body.flags.filter((f) => f.kind === 'never_wins');
    expect(never).toHaveLength(1);
    expect(never[0]).toMatchObject({ memberIds: [shill.id], evidence: { lots: 5, bids: 10 } });
  });

  it('flags linked members who win one owner’s lots in turn across events', async () => {
    const [admin, owner] = [await user('Admin'), await user('Seller')];
    const { a, b, c } = await linkedBuyers();
    const first = await lot(owner, [
      [c, 100_000],
      [a, 103_000],
    ]);
    const second = await lot(owner, [
      [c, 100_000],
      [b, 103_000],
    ]);
    const third = await lot(owner, [
      [b, 100_000],
      [a, 103_000],
    ]);
    const body = (await desk(admin, third.sub.id)).json() as IntegrityDeskResponse;
    const rot = body.flags.find((f) => f.kind === 'rotation');
    expect(rot).toMatchObject({
      memberIds: sorted(a.id, b.id),
      evidence: { subEventIds: [first.sub.id, second.sub.id, third.sub.id] },
    });
    const otherOwner = await user('Seller');
    const alone = await lot(otherOwner, [
      [b, 100_000],
      [a, 103_000],
    ]);
    const none = (await desk(admin, alone.sub.id)).json() as IntegrityDeskResponse;
    expect(kinds(none)).not.toContain('rotation');
  });
});

describe('awarding a flagged lot (POST /api/seller/subEvents/:id/authorize)', () => {
  it('asks for a reason, then writes it to the lot’s log and the bid-log report', async () => {
    const [admin, owner] = [await user('Admin'), await user('Seller')];
    const { a, b } = await linkedBuyers();
    const { event, sub, rows } = await lot(owner, [
      [a, 100_000],
      [b, 103_000],
    ]);
    const path = `/api/seller/subEvents/${sub.id}/authorize`;
    const bidId = rows[1]?.id;
    const refused = await call(owner, 'POST', path, { bidId, authorized: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INTEGRITY_REVIEW',
      message: integrityMessages.reviewNeeded,
    });
    const hindi = await call(owner, 'POST', path, { bidId, authorized: true, reason: '   ' }, 'hi');
    expect(hindi.json()).toMatchObject({ code: 'INTEGRITY_REVIEW', message: integrityHi.reviewNeeded });

    const reason = 'Sister firms, verified by phone; separate EMDs and bank accounts.';
    const ok = await call(owner, 'POST', path, { bidId, authorized: true, reason });
    expect(ok.statusCode).toBe(200);
    const steps = await db()
      .select()
      .from(lotCloseSteps)
      .where(and(eq(lotCloseSteps.subEventId, sub.id), eq(lotCloseSteps.step, 'integrity_review')));
    expect(steps).toMatchObject([{ reason, byUserId: owner.id, amount: 103_000 * 100 }]);

    const report = await call(admin, 'GET', `/api/report/bidLogReport/${event.id}/${sub.id}?format=json`);
    expect(report.statusCode).toBe(200);
    const notes = (report.json() as { notes: { text: string }[] }).notes.map((n) => n.text);
    expect(notes.some((n) => n.includes(reason) && n.startsWith('Integrity review'))).toBe(true);
  });

  it('awards a lot with no flag without a reason', async () => {
    const [owner, x, y] = [await user('Seller'), await user('Buyer'), await user('Buyer')];
    const { sub, rows } = await lot(owner, [
      [x, 100_000],
      [y, 103_000],
    ]);
    const res = await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/authorize`, {
      bidId: rows[1]?.id,
      authorized: true,
    });
    expect(res.statusCode).toBe(200);
  });
});
