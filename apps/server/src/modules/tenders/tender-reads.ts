/**
 * The one place tenders are read (API.md: "nobody — Admin included — sees an amount before
 * tenderClosesOn"). The sealed log never selects an amount; the opened tenders are selected only
 * when the clock has passed the lot's `tenderClosesOn`, and this module throws otherwise — so no
 * answer, event, report or log line can carry an amount it never had. Do not select
 * `tenders.amount` anywhere else (tender-leak.int.test.ts scans the answers).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SubEventRow } from '../events/event-queries';
import { tenders } from './tables';

/** The lot's tender log: order, digests and chain only (no amount, no salt, no identity). */
export function sealedLog(db: Db, subEventId: string) {
  return db
    .select({ seq: tenders.seq, digest: tenders.digest, chainHash: tenders.chainHash })
    .from(tenders)
    .where(eq(tenders.subEventId, subEventId))
    .orderBy(asc(tenders.seq));
}

/** The head of the lot's tender log (to chain the next tender to), sealed. */
export async function lastLogEntry(db: Db, subEventId: string) {
  const [last] = await db
    .select({ seq: tenders.seq, chainHash: tenders.chainHash })
    .from(tenders)
    .where(eq(tenders.subEventId, subEventId))
    .orderBy(desc(tenders.seq))
    .limit(1);
  return last ?? null;
}

/** A member's own tender in force, sealed: what its receipt says (the salt is its own). */
export async function ownSealedTender(db: Db, subEventId: string, bidderId: string) {
  const [last] = await db
    .select({
      seq: tenders.seq,
      digest: tenders.digest,
      chainHash: tenders.chainHash,
      salt: tenders.salt,
      createdAt: tenders.createdAt,
    })
    .from(tenders)
    .where(and(eq(tenders.subEventId, subEventId), eq(tenders.bidderId, bidderId)))
    .orderBy(desc(tenders.seq))
    .limit(1);
  return last ?? null;
}

/** Thrown when an amount is asked for before the window closed: a bug, never an answer. */
export class SealedTenderError extends Error {
  constructor(subEventId: string) {
    super(`tenders of ${subEventId} are sealed until their window closes`);
  }
}

/** Whether the lot's tenders are open at `now` (its window closed). */
export const tendersAreOpen = (row: Pick<SubEventRow, 'tenderClosesOn'>, now: Date): boolean =>
  row.tenderClosesOn !== null && now.getTime() >= row.tenderClosesOn.getTime();

/** Every tender row of the lot with its amount, in log order — only once the window closed. */
export async function openedTenderLog(db: Db, row: SubEventRow, now: Date) {
  if (!tendersAreOpen(row, now)) throw new SealedTenderError(row.id);
  return db
    .select({
      seq: tenders.seq,
      bidderId: tenders.bidderId,
      amount: tenders.amount,
      salt: tenders.salt,
      digest: tenders.digest,
      prevChainHash: tenders.prevChainHash,
      chainHash: tenders.chainHash,
      createdAt: tenders.createdAt,
      subEventId: tenders.subEventId,
    })
    .from(tenders)
    .where(eq(tenders.subEventId, row.id))
    .orderBy(asc(tenders.seq));
}
