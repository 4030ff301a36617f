import type { Lot, LotInput } from '@neelami/shared/catalog';
import { desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt } from '../../db/prebuilt';
import { organizationNameSql } from '../users/person-queries';
import { auctions, lots } from './tables';

type Row = typeof lots.$inferSelect;

// A lot's seller always exists (the foreign key restricts deleting it); '' only to satisfy the type.
const toLot = (r: Row, sellerName: string | null): Lot => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  discription: r.description,
  quantity: r.quantity,
  unit: r.unit,
  seller: r.sellerId,
  sellerName: sellerName ?? '',
  createdAt: r.createdAt.toISOString(),
});

const selectLots = (db: Db) =>
  db.select({ lot: lots, sellerName: organizationNameSql(sql`${lots.sellerId}`) }).from(lots);

/** Every lot with its seller's name, newest first (GET /api/admin/getAllLots). */
export async function listLots(db: Db): Promise<Lot[]> {
  const rows = await selectLots(db).orderBy(desc(lots.createdAt), desc(lots.id));
  return rows.map((r) => toLot(r.lot, r.sellerName));
}

/** The lots with these ids (any order), e.g. the lots an event's sub-events offer. */
export async function findLotsByIds(db: Db, ids: readonly string[]): Promise<Lot[]> {
  if (ids.length === 0) return [];
  const rows = await selectLots(db).where(inArray(lots.id, [...ids]));
  return rows.map((r) => toLot(r.lot, r.sellerName));
}

export async function findLotById(db: Db, id: string): Promise<Lot | undefined> {
  const [row] = await selectLots(db).where(eq(lots.id, id)).limit(1);
  return row ? toLot(row.lot, row.sellerName) : undefined;
}

/** The id of the lot's seller, or null without such a lot (the bid path's own-lot rule). */
// Built once (db/prebuilt.ts): the bid path asks it for every batch on a catalogue lot.
const lotSeller = prebuilt('lot_seller_id', (db) =>
  db
    .select({ sellerId: lots.sellerId })
    .from(lots)
    .where(eq(lots.id, sql.placeholder('id')))
    .limit(1),
);

/**
 * True when the user `userId` is the seller of the lot `lotId` (false without such a lot), as SQL
 * over the caller's expressions, for the bid path's statement that writes a batch at once.
 */
export const isLotSellerSql = (lotId: SQL | Placeholder, userId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${lots} l where l.id = ${lotId} and l.seller_id = ${userId})`;

export async function findLotSellerId(db: Db, id: string): Promise<string | null> {
  const [row] = await lotSeller(db, { id });
  return row?.sellerId ?? null;
}

export async function insertLot(db: Db, input: LotInput): Promise<string> {
  const [row] = await db
    .insert(lots)
    .values({
      name: input.name,
      description: input.description,
      quantity: input.quantity,
      unit: input.unit,
      sellerId: input.seller,
    })
    .returning({ id: lots.id });
  return row.id;
}

export async function updateLotRow(db: Db, id: string, input: LotInput): Promise<boolean> {
  const rows = await db
    .update(lots)
    .set({
      name: input.name,
      description: input.description,
      quantity: input.quantity,
      unit: input.unit,
      sellerId: input.seller,
      updatedAt: new Date(),
    })
    .where(eq(lots.id, id))
    .returning({ id: lots.id });
  return rows.length > 0;
}

/**
 * Whether an auction points at the lot. A sub-event that offers the lot is the events module's:
 * its foreign key (on delete restrict) refuses the delete, which deleteLot answers the same way.
 */
export async function isLotMappedToAuction(db: Db, id: string): Promise<boolean> {
  const [a] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.mappedLotId, id))
    .limit(1);
  return a !== undefined;
}

export async function deleteLotRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(lots).where(eq(lots.id, id)).returning({ id: lots.id });
  return rows.length > 0;
}
