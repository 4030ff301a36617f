/**
 * Queries of the bidding module. Each takes `db: Db` (the database or a transaction), so a use case
 * can run several of them in one transaction.
 */

import type { AdminBidView } from '@neelami/shared/bidding';
import { toRupees } from '@neelami/shared/money';
import { and, asc, desc, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findContacts, userContacts } from '../users/person-queries';
import { insertPrebuiltBids } from './bid-insert-statements';
import { autoBids, bidStatusChanges, bids, transactionPasswordPasses } from './tables';

export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;

/** Whether this session already gave the transaction password (SPEC §6 terms: asked once per session). */
export async function hasPassedTransactionPassword(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ s: transactionPasswordPasses.sessionId })
    .from(transactionPasswordPasses)
    .where(eq(transactionPasswordPasses.sessionId, sessionId))
    .limit(1);
  return row !== undefined;
}

/** SQL true when the session (ids of the caller's query) gave the transaction password. */
export const passedTransactionPasswordSql = (session: { id: SQL; userId: SQL }): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${transactionPasswordPasses} p where p.session_id = ${session.id} and p.user_id = ${session.userId})`;

/** Remembers that this session gave the transaction password. */
export async function recordTransactionPasswordPass(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<void> {
  await db.insert(transactionPasswordPasses).values({ sessionId, userId }).onConflictDoNothing();
}

/** The bidder's bid carrying this client bid id (idempotency), if any. */
export async function findBidByClientId(
  db: Db,
  subEventId: string,
  bidderId: string,
  clientBidId: string,
): Promise<BidRow | undefined> {
  const [row] = await db
    .select()
    .from(bids)
    .where(
      and(eq(bids.subEventId, subEventId), eq(bids.bidderId, bidderId), eq(bids.clientBidId, clientBidId)),
    )
    .limit(1);
  return row;
}

/** The bidder's auto bid when it was last set with this client bid id, if so. */
export async function findAutoBidByClientId(
  db: Db,
  subEventId: string,
  bidderId: string,
  clientBidId: string,
): Promise<{ limit: number } | undefined> {
  const [row] = await db
    .select({ limit: autoBids.limit })
    .from(autoBids)
    .where(
      and(
        eq(autoBids.subEventId, subEventId),
        eq(autoBids.bidderId, bidderId),
        eq(autoBids.clientBidId, clientBidId),
      ),
    )
    .limit(1);
  return row;
}

/** Appends bid rows (already hash-chained by the caller). */
export async function insertBids(db: Db, rows: NewBidRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (await insertPrebuiltBids(db, rows)) return;
  await db.insert(bids).values(rows);
}

/** Sets or raises a bidder's auto bid (one per bidder per sub-event). */
export async function upsertAutoBid(
  db: Db,
  row: { subEventId: string; bidderId: string; limit: number; clientBidId: string | null; at: Date },
): Promise<void> {
  await db
    .insert(autoBids)
    .values({
      subEventId: row.subEventId,
      bidderId: row.bidderId,
      limit: row.limit,
      clientBidId: row.clientBidId,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflictDoUpdate({
      target: [autoBids.subEventId, autoBids.bidderId],
      set: { limit: row.limit, clientBidId: row.clientBidId, updatedAt: row.at },
    });
}

/** A bid row by id. */
export async function findBidById(db: Db, bidId: string): Promise<BidRow | undefined> {
  const [row] = await db.select().from(bids).where(eq(bids.id, bidId)).limit(1);
  return row;
}

/**
 * The bidder's best remaining bid that still counts, made before `beforeSerial`, other than
 * `excludeId` (engine `set-bid-status` replacementBest): best amount first, then the earliest.
 */
export async function findBestRemainingBid(
  db: Db,
  input: {
    subEventId: string;
    bidderId: string;
    excludeId: string;
    beforeSerial: number;
    direction: 'forward' | 'reverse';
  },
): Promise<BidRow | undefined> {
  const [row] = await db
    .select()
    .from(bids)
    .where(
      and(
        eq(bids.subEventId, input.subEventId),
        eq(bids.bidderId, input.bidderId),
        eq(bids.status, 'accepted'),
        ne(bids.id, input.excludeId),
        lt(bids.serial, input.beforeSerial),
      ),
    )
    .orderBy(
      input.direction === 'forward' ? desc(bids.amount) : asc(bids.amount),
      asc(bids.createdAt),
      asc(bids.serial),
    )
    .limit(1);
  return row;
}

/** Marks a bid and logs the decision (SPEC §1: the seller may accept, reject or cancel any bid). */
export async function markBid(
  db: Db,
  input: { bidId: string; status: string; reason: string; changedBy: string; at: Date },
): Promise<void> {
  await db.update(bids).set({ status: input.status }).where(eq(bids.id, input.bidId));
  await db.insert(bidStatusChanges).values({
    bidId: input.bidId,
    status: input.status,
    reason: input.reason,
    changedBy: input.changedBy,
    changedAt: input.at,
  });
}

/** A bidder's identity as only the Admin sees it (SPEC §6). */
export interface BidderIdentity {
  _id: string;
  name: string;
  email: string;
  cellNumber: string;
}

/** Identities of the given users. */
export async function findIdentities(db: Db, ids: string[]): Promise<Map<string, BidderIdentity>> {
  const out = new Map<string, BidderIdentity>();
  for (const c of (await findContacts(db, ids)).values()) {
    out.set(c.id, { _id: c.id, name: c.name, email: c.email, cellNumber: c.cellNumber });
  }
  return out;
}

/** A bid row as the Admin sees it. */
export function toAdminBid(
  row: Pick<BidRow, 'id' | 'amount' | 'kind' | 'status' | 'createdAt' | 'bidderId'>,
  bidder: BidderIdentity | undefined,
): AdminBidView {
  return {
    _id: row.id,
    amount: toRupees(row.amount),
    kind: row.kind as AdminBidView['kind'],
    status: row.status as AdminBidView['status'],
    createdAt: row.createdAt.toISOString(),
    bidder: bidder ?? { _id: row.bidderId, name: '', email: '', cellNumber: '' },
  };
}

/** A bid row with its bidder's identity (name, e-mail, phone). */
export interface BidWithBidder {
  b: BidRow;
  name: string;
  email: string;
  cellNumber: string;
}

/**
 * Bids with their bidders' identities: the given bids (`bidIds`), or a sub-event's newest first
 * (`subEventId`, at most `limit`). The one query behind the Admin's and the owner's bid lists.
 */
export async function findBidsWithBidders(
  db: Db,
  which: { bidIds: string[] } | { subEventId: string; limit: number },
): Promise<BidWithBidder[]> {
  if ('bidIds' in which && which.bidIds.length === 0) return [];
  const query = db
    .select({
      b: bids,
      name: userContacts.name,
      email: userContacts.email,
      cellNumber: userContacts.cellNumber,
    })
    .from(bids)
    .innerJoin(userContacts, eq(userContacts.id, bids.bidderId));
  if ('bidIds' in which) return query.where(inArray(bids.id, which.bidIds));
  return query
    .where(eq(bids.subEventId, which.subEventId))
    .orderBy(desc(bids.seq), desc(bids.createdAt), desc(bids.id))
    .limit(which.limit);
}

/** The newest bids of a sub-event with the bidders' identities (Admin view), newest first. */
export async function listRecentBids(db: Db, subEventId: string, limit = 50): Promise<AdminBidView[]> {
  const rows = await findBidsWithBidders(db, { subEventId, limit });
  return rows.map((r) =>
    toAdminBid(r.b, { _id: r.b.bidderId, name: r.name, email: r.email, cellNumber: r.cellNumber }),
  );
}

/** Bidders of a sub-event who bid from an IP another bidder of it also bid from (flagged, not blocked). */
export async function findSharedIpBidders(db: Db, subEventId: string): Promise<Set<string>> {
  const shared = db
    .select({ ip: bids.ip })
    .from(bids)
    .where(and(eq(bids.subEventId, subEventId), ne(bids.ip, '')))
    .groupBy(bids.ip)
    .having(sql`count(distinct ${bids.bidderId}) > 1`);
  const rows = await db
    .selectDistinct({ id: bids.bidderId })
    .from(bids)
    .where(and(eq(bids.subEventId, subEventId), inArray(bids.ip, shared)));
  return new Set(rows.map((r) => r.id));
}
