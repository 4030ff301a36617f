/**
 * The demo's awarded lot (API.md "Demo data": one closed lot already awarded and awaiting
 * payment): the past demo event's "Mill scale and end cuttings" gets bids from the two demo
 * buyers, the demo seller's authorisation of buyer1, and its sale — so My Purchases, My Sales and
 * the admin's sales have something to show after `npm start`. Idempotent: once the lot has a
 * sale, nothing is written.
 */
import type { Db } from '../../db/client';
import { insertBidChain, insertWinnerAuthorizationRows } from '../bidding/seed-rows';
import { engineStateOf } from '../bidding/sub-event-state';
import { findEventById, listSubEventsOfEvent } from '../events/event-queries';
import { DEMO_EVENT_IDS } from '../events/seed-demo-events-data';
import { insertMemberRows, updateSubEventRow } from '../events/seed-rows';
import { findUserByEmail } from '../users/user-queries';
import { makeAwardSale } from './make-sale';
import type { SaleEmd } from './sale-core';
import { findAwardSale } from './sale-store';

const HOUR = 3_600_000;

export async function seedDemoSale(db: Db, emd: SaleEmd): Promise<boolean> {
  const [lot] = await listSubEventsOfEvent(db, DEMO_EVENT_IDS.past);
  if (lot?.status !== 'closed' || Number(lot.seq) > 0) return false;
  if (await findAwardSale(db, lot.id)) return false;
  const [b1, b2, seller] = await Promise.all([
    findUserByEmail(db, 'buyer1@example.com'),
    findUserByEmail(db, 'buyer2@example.com'),
    findUserByEmail(db, 'seller@example.com'),
  ]);
  if (!b1 || !b2 || !seller) return false;
  const closed = (lot.closedAt ?? lot.closesAt).getTime();
  return db.transaction(async (tx) => {
    await insertMemberRows(tx, [
      { subEventId: lot.id, userId: b1.id },
      { subEventId: lot.id, userId: b2.id },
    ]);
    const at = (minutesBeforeClose: number) => new Date(closed - minutesBeforeClose * 60_000);
    const rows = await insertBidChain(tx, lot, [
      { bidderId: b2.id, amount: 9_100_00, at: at(50) },
      { bidderId: b1.id, amount: 9_200_00, at: at(40) },
      { bidderId: b2.id, amount: 9_300_00, at: at(20) },
      { bidderId: b1.id, amount: 9_450_00, at: at(5) },
    ]);
    const win = rows[rows.length - 1];
    // The engine's state says what the row says: each buyer's best bid, buyer1 leading. The
    // bidders' screens draw their rank and last bid from it (bidding/views.ts).
    const event = await findEventById(tx, lot.eventId);
    const best = [win, rows[rows.length - 2]].map((r) => ({
      bidderId: r.bidderId,
      amount: r.amount,
      bidId: r.id,
      at: r.createdAt.getTime(),
      serial: r.serial,
    }));
    const engine = event ? engineStateOf(lot, event).state : null;
    await updateSubEventRow(tx, lot.id, {
      leadingBidId: win.id,
      leaderId: b1.id,
      leadingAmount: win.amount,
      ...(engine
        ? {
            engineState: {
              ...engine,
              seq: win.seq,
              lastSerial: win.serial,
              standings: best,
              autoBids: [],
              leading: best[0],
            },
          }
        : {}),
    });
    const awardedAt = new Date(closed + HOUR);
    await insertWinnerAuthorizationRows(tx, [
      {
        subEventId: lot.id,
        bidId: win.id,
        authorized: true,
        decidedBy: seller.id,
        notified: ['email'],
        decidedAt: awardedAt,
      },
    ]);
    await makeAwardSale(tx, emd, {
      subEventId: lot.id,
      bidId: win.id,
      buyerId: b1.id,
      amount: win.amount,
      by: seller.id,
      at: awardedAt,
    });
    return true;
  });
}
