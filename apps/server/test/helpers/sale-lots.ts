// Closed lots for the sales tests: bids with a correct hash chain, the lot closed on its last
// bid, and optionally the winner's EMD held on it.
import { istDate } from '@neelami/trade/sale-figures';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { insertBidChain } from '../../src/modules/bidding/seed-rows';
import { emdEntries } from '../../src/modules/emd/tables';
import { subEvents } from '../../src/modules/events/tables';
import type { FixtureUser } from './bidding-fixtures';
import { makeEvent, makeSubEvent } from './bidding-fixtures';

let utrSeq = 0;
/** Today's IST calendar date: a payment or a lifting is dated neither before the award nor in the future. */
export const todayIst = () => istDate(new Date());

export const utr = () => `UTR${Date.now()}${++utrSeq}`;

/**
 * A closed lot owned by `owner`: `bids` as [bidder, rupees] in order, the last the winner. Per-unit
 * when `unit` is given (250 MT). The winner holds `emd` rupees of EMD on it when given.
 */
export async function closedLot(
  db: Db,
  owner: FixtureUser,
  bidList: [FixtureUser, number][],
  opts: { unit?: boolean; emd?: number; paymentDays?: number } = {},
) {
  const event = await makeEvent(db, {
    auctionName: 'Bhilai Scrap Auction',
    ...(opts.paymentDays ? { paymentDays: opts.paymentDays } : {}),
  });
  const sub = await makeSubEvent(db, event.id, { ownerId: owner.id, startValue: 30_000, step: 500 });
  const base = Date.now() - 60_000;
  const rows = await insertBidChain(
    db,
    sub,
    bidList.map(([u, rupees], i) => ({
      bidderId: u.id,
      amount: rupees * 100,
      at: new Date(base + i * 1000),
    })),
  );
  const win = rows[rows.length - 1];
  await db
    .update(subEvents)
    .set({
      name: opts.unit ? 'HMS 1&2 melting scrap' : 'Assorted motors',
      quantityOrTypesOfTrunk: opts.unit ? '250' : 'Assorted',
      unit: opts.unit ? 'MT' : 'Lot',
      bidBasis: opts.unit ? 'unit' : 'lot',
      status: 'closed',
      closedAt: new Date(),
      closesAt: new Date(Date.now() - 1000),
      eventEndsOn: new Date(Date.now() - 1000),
      leadingBidId: win.id,
      leaderId: win.bidderId,
      leadingAmount: win.amount,
    })
    .where(eq(subEvents.id, sub.id));
  if (opts.emd) {
    const winner = win.bidderId;
    const [dep] = await db
      .insert(emdEntries)
      .values({ userId: winner, kind: 'deposit', amount: opts.emd * 100, utr: utr(), paidOn: '2026-11-01' })
      .returning();
    await db
      .insert(emdEntries)
      .values({ userId: winner, kind: 'deposit_verified', amount: opts.emd * 100, refId: dep.id });
    await db
      .insert(emdEntries)
      .values({ userId: winner, kind: 'hold', amount: opts.emd * 100, subEventId: sub.id });
  }
  return { event, sub, rows, win };
}
