import type { Auction, AuctionData } from '@neelami/shared/catalog';
import { toPaise, toRupees } from '@neelami/shared/money';
import { asc, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationNameSql } from '../users/person-queries';
import { auctionBuyers, auctions, lots } from './tables';

/** Which auctions a list shows: all, those not started yet, or those ended. */
export type AuctionFilter = 'all' | 'upcoming' | 'past';

async function selectAuctions(db: Db, where: SQL | undefined, order: 'start' | 'recent') {
  const rows = await db
    .select({ a: auctions, lotName: lots.name, sellerName: organizationNameSql(sql`${auctions.sellerId}`) })
    .from(auctions)
    .leftJoin(lots, eq(lots.id, auctions.mappedLotId))
    .where(where)
    .orderBy(order === 'start' ? asc(auctions.startDate) : desc(auctions.startDate), asc(auctions.id));
  const ids = rows.map((r) => r.a.id);
  const buyers = ids.length
    ? await db.select().from(auctionBuyers).where(inArray(auctionBuyers.auctionId, ids))
    : [];
  return rows.map(
    (r): Auction => ({
      _id: r.a.id,
      name: r.a.name,
      description: r.a.description,
      address: r.a.address,
      currency: r.a.currency,
      minValue: toRupees(r.a.minValue),
      minIncrement: toRupees(r.a.minIncrement),
      startDate: r.a.startDate.toISOString(),
      endDate: r.a.endDate.toISOString(),
      resultStartDate: r.a.resultStartDate.toISOString(),
      resultEndDate: r.a.resultEndDate.toISOString(),
      autoExtensionMinutes: r.a.autoExtensionMinutes,
      mappedLot: r.a.mappedLotId,
      mappedLotName: r.lotName,
      seller: r.a.sellerId,
      sellerName: r.sellerName,
      registeredBuyers: buyers.filter((b) => b.auctionId === r.a.id).map((b) => b.userId),
    }),
  );
}

/** Auctions of one list at `now` (SPEC §7 getAllAuctions, getAllPastAuctions, getAllUpcomingAuctions). */
export function listAuctions(db: Db, filter: AuctionFilter, now: Date = new Date()): Promise<Auction[]> {
  if (filter === 'upcoming') return selectAuctions(db, gt(auctions.startDate, now), 'start');
  if (filter === 'past') return selectAuctions(db, lte(auctions.endDate, now), 'recent');
  return selectAuctions(db, undefined, 'recent');
}

export async function findAuctionById(db: Db, id: string): Promise<Auction | undefined> {
  const [a] = await selectAuctions(db, eq(auctions.id, id), 'start');
  return a;
}

const columnsOf = (input: AuctionData) => ({
  name: input.name,
  description: input.description,
  address: input.address,
  currency: input.currency,
  minValue: toPaise(input.minValue),
  minIncrement: toPaise(input.minIncrement),
  startDate: new Date(input.startDate),
  endDate: new Date(input.endDate),
  resultStartDate: new Date(input.resultStartDate),
  resultEndDate: new Date(input.resultEndDate),
  autoExtensionMinutes: input.autoExtensionMinutes,
  mappedLotId: input.mappedLot,
  sellerId: input.seller,
});

/** Inserts an auction with its registered buyers, in one transaction. */
export async function insertAuction(db: Db, input: AuctionData): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(auctions).values(columnsOf(input)).returning({ id: auctions.id });
    const buyers = [...new Set(input.registeredBuyers)];
    if (buyers.length) {
      await tx.insert(auctionBuyers).values(buyers.map((userId) => ({ auctionId: row.id, userId })));
    }
    return row.id;
  });
}

/** Replaces an auction's fields and registered buyers, in one transaction; false when missing. */
export async function updateAuctionRow(db: Db, id: string, input: AuctionData): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(auctions)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(auctions.id, id))
      .returning({ id: auctions.id });
    if (rows.length === 0) return false;
    await tx.delete(auctionBuyers).where(eq(auctionBuyers.auctionId, id));
    const buyers = [...new Set(input.registeredBuyers)];
    if (buyers.length) {
      await tx.insert(auctionBuyers).values(buyers.map((userId) => ({ auctionId: id, userId })));
    }
    return true;
  });
}
