import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  assign,
  connectClient,
  type FixtureUser,
  makeUser,
  type TestClient,
} from '../../../test/helpers/bidding-fixtures';
import { subEventEditKit } from '../../../test/helpers/sub-event-edits';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

// A review's finding 4 (API.md "Award and money rules that hold in every state", "EMD changes"):
// a sub-event's emdAmount changed before bids moves every member's hold to the new amount in the
// same transaction, or is refused as a whole by name; once bid on, it is locked.

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

const app = () => t.app;
const { db, user, fund, ledger, update, rowOf, holdRows, rowEdit, lotWithMembers, insertBid } =
  subEventEditKit(
    () => t,
    () => admin,
  );

async function bidder(token: string, eventId: string) {
  const c = await connectClient(url, token);
  clients.push(c);
  expect((await c.ask<{ success: boolean }>('join_auction', { eventId })).success).toBe(true);
  return c;
}

describe('finding 4: a changed EMD moves the holds (API.md "EMD changes")', () => {
  it('finding 4: raising the EMD before bids holds the new amount for every member, and a bid needs it', async () => {
    // A Seller holds too, once the lot has another owner (the first Seller assigned would become it).
    const owner = await user('Seller');
    const [rich, exact, guest] = [await user('Buyer'), await user('Seller'), await user('Guest/Client')];
    const unheld = await user('Buyer');
    await fund(rich, 10_000);
    await fund(exact, 5_000);
    const { event, sub } = await lotWithMembers(1_000, [rich, exact, guest], { ownerId: owner.id });
    expect((await ledger(rich)).balance).toMatchObject({ held: 1_000, available: 9_000 });

    const res = await update(event.id, sub.id, rowEdit(sub, { emdAmount: 5_000 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.emdAmount).toBe(5_000);
    for (const [m, available] of [
      [rich, 5_000],
      [exact, 0],
    ] as const) {
      const l = await ledger(m);
      expect(l.balance).toMatchObject({ held: 5_000, available });
      const holds = l.entries.filter((e: { type: string }) => e.type === 'hold');
      expect(holds.map((h: { amount: number; status: string }) => [h.amount, h.status]).sort()).toEqual([
        [1_000, 'released'],
        [5_000, 'held'],
      ]);
      expect(
        l.entries.some((e: { type: string; amount: number }) => e.type === 'release' && e.amount === 1_000),
      ).toBe(true);
    }
    expect((await ledger(guest)).entries).toEqual([]);

    // The bid path asks the new hold: a member holding it bids, one without any is refused.
    await assign(db(), sub.id, [unheld.id]);
    await acceptTerms(db(), event.id, [rich.id, unheld.id]);
    const refused = await (await bidder(unheld.token, event.id)).ask<{
      success: boolean;
      code: string;
      message: string;
    }>('place_bid', { eventId: event.id, subEventId: sub.id, amount: 10_000 });
    expect(refused).toMatchObject({ success: false, code: 'EMD_REQUIRED' });
    expect(refused.message).toContain('₹5,000');
    const placed = await (await bidder(rich.token, event.id)).ask<{ success: boolean }>('place_bid', {
      eventId: event.id,
      subEventId: sub.id,
      amount: 10_000,
    });
    expect(placed.success).toBe(true);
  });

  it('finding 4: lowering the EMD releases the old hold and holds the lower amount', async () => {
    const b = await user('Buyer');
    await fund(b, 5_000);
    const { event, sub } = await lotWithMembers(5_000, [b]);
    expect((await ledger(b)).balance).toMatchObject({ held: 5_000, available: 0 });
    const res = await update(event.id, sub.id, rowEdit(sub, { emdAmount: 1_000 }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await ledger(b)).balance).toMatchObject({ held: 1_000, available: 4_000 });
    // The same amount again adds nothing to the ledger.
    const before = (await holdRows(sub.id)).length;
    expect((await update(event.id, sub.id, rowEdit(sub, { emdAmount: 1_000 }))).statusCode).toBe(200);
    expect(await holdRows(sub.id)).toHaveLength(before);
  });

  it('finding 4: a rise a member cannot cover is refused as a whole, naming each member and its shortfall', async () => {
    const rich = await user('Buyer', 'Rich Metals Pvt Ltd');
    const short1 = await user('Buyer', 'Short Traders');
    const short2 = await user('Buyer', 'Thin Scrap Co');
    await fund(rich, 10_000);
    await fund(short1, 2_000);
    await fund(short2, 3_000);
    const { event, sub } = await lotWithMembers(1_000, [rich, short1, short2]);
    const rowsBefore = await holdRows(sub.id);

    const res = await update(event.id, sub.id, rowEdit(sub, { emdAmount: 5_000, name: 'Renamed' }));
    expect(res.statusCode).toBe(400);
    const lines = [
      'Short Traders does not have enough EMD for this lot: short by ₹3,000.',
      'Thin Scrap Co does not have enough EMD for this lot: short by ₹2,000.',
    ];
    expect(res.json()).toMatchObject({ success: false, code: 'EMD_REQUIRED' });
    expect(res.json().message.split('\n').sort()).toEqual(lines);
    expect(res.json().errors.emdAmount.split('\n').sort()).toEqual(lines);
    expect(res.json().message).not.toContain('Rich Metals');

    // Nothing is written: not the row, not a single ledger row.
    const after = await rowOf(sub.id);
    expect(after).toMatchObject({ emdAmount: 1_000_00, name: sub.name, seq: sub.seq });
    expect(await holdRows(sub.id)).toHaveLength(rowsBefore.length);
    expect((await ledger(rich)).balance).toMatchObject({ held: 1_000, available: 9_000 });

    const hi = await update(event.id, sub.id, rowEdit(sub, { emdAmount: 5_000 }), 'hi');
    expect(hi.statusCode).toBe(400);
    expect(hi.json().message).not.toContain('does not have enough EMD');
    expect(hi.json().message).toContain('Short Traders');
  });

  it('finding 4: from 0 to an amount holds it for the assigned members (or refuses by name); to 0 releases them', async () => {
    const [owner, b1, broke, guest] = [
      await user('Seller'),
      await user('Buyer'),
      await user('Buyer', 'Empty Pockets Ltd'),
      await user('Guest/Client'),
    ];
    await fund(b1, 2_000);
    await fund(owner, 5_000);
    const { event, sub } = await lotWithMembers(0, [owner, b1, broke, guest], { ownerId: owner.id });
    expect(await holdRows(sub.id)).toEqual([]);

    const refused = await update(event.id, sub.id, rowEdit(sub, { emdAmount: 1_000 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'EMD_REQUIRED',
      message: 'Empty Pockets Ltd does not have enough EMD for this lot: short by ₹1,000.',
    });
    expect(await holdRows(sub.id)).toEqual([]);

    expect(
      (await update(event.id, sub.id, { registeredBuyers: [owner.id, b1.id, guest.id], mode: 'replace' }))
        .statusCode,
    ).toBe(200);
    const res = await update(event.id, sub.id, rowEdit(sub, { emdAmount: 1_000 }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await ledger(b1)).balance).toMatchObject({ held: 1_000, available: 1_000 });
    // The owner never bids on its own lot, a guest never bids: neither holds.
    expect((await ledger(owner)).balance).toMatchObject({ held: 0, available: 5_000 });
    expect((await ledger(guest)).entries).toEqual([]);

    const none = await update(event.id, sub.id, rowEdit(sub, { emdAmount: 0 }));
    expect(none.statusCode, none.body).toBe(200);
    expect((await ledger(b1)).balance).toMatchObject({ held: 0, available: 2_000 });
    expect((await ledger(b1)).entries[0]).toMatchObject({
      type: 'release',
      amount: 1_000,
      subEventId: sub.id,
    });
  });

  it('finding 4: once the lot has a bid its EMD is locked and the holds stay', async () => {
    const b = await user('Buyer');
    await fund(b, 10_000);
    const { event, sub } = await lotWithMembers(1_000, [b]);
    await insertBid(sub.id, b.id);
    const res = await update(event.id, sub.id, rowEdit(sub, { emdAmount: 5_000 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('EMD');
    expect((await rowOf(sub.id)).emdAmount).toBe(1_000_00);
    expect((await ledger(b)).balance).toMatchObject({ held: 1_000, available: 9_000 });
  });

  it('finding 4: a rise racing the member’s refund request: one of them wins, and every hold is the lot’s EMD', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the two run on separate connections at once: the edit's
    // transaction and the refund wait on the member's ledger lock, never both taking its rupees.
    for (let round = 0; round < 4; round++) {
      const b = await user('Buyer');
      await fund(b, 5_000);
      const { event, sub } = await lotWithMembers(1_000, [b]);
      const [rise, refund] = await Promise.all([
        update(event.id, sub.id, rowEdit(sub, { emdAmount: 5_000 })),
        app().inject({
          method: 'POST',
          url: '/api/emd/refunds',
          headers: { authorization: `Bearer ${b.token}` },
          payload: { amount: 4_000 },
        }),
      ]);
      // Exactly one wins: the rise (the refund then finds nothing available) or the refund.
      const won = `${rise.statusCode} ${refund.statusCode}`;
      expect(['200 400', '400 201'], `${rise.body} ${refund.body}`).toContain(won);
      if (rise.statusCode === 400) expect(rise.json().code).toBe('EMD_REQUIRED');
      const { balance } = await ledger(b);
      expect(balance.available).toBe(0);
      const emd = (await rowOf(sub.id)).emdAmount;
      expect(emd).toBe(rise.statusCode === 200 ? 5_000_00 : 1_000_00);
      const open = (await holdRows(sub.id)).filter(
        (h, _, all) => h.kind === 'hold' && !all.some((e) => e.refId === h.id),
      );
      expect(open.map((h) => h.amount)).toEqual([emd]);
    }
  });
});
