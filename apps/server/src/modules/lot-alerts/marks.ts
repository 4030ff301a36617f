import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotAlertMarks } from './tables';

/** Marks these refs done for `kind` (in the caller's transaction); answers the ones not done before. */
export async function claimMarks(tx: Db, kind: string, refs: string[], now: Date): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await tx
    .insert(lotAlertMarks)
    .values(refs.map((ref) => ({ kind, ref, doneAt: now })))
    .onConflictDoNothing()
    .returning({ ref: lotAlertMarks.ref });
  return new Set(rows.map((r) => r.ref));
}

/** The refs of `kind` already done, among these. */
export async function markedAmong(db: Db, kind: string, refs: string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .select({ ref: lotAlertMarks.ref })
    .from(lotAlertMarks)
    .where(and(eq(lotAlertMarks.kind, kind), inArray(lotAlertMarks.ref, refs)));
  return new Set(rows.map((r) => r.ref));
}

/** Forgets these refs of `kind` (a lot made inactive is matched again when it is active again). */
export async function unmark(db: Db, kind: string, refs: string[]): Promise<void> {
  if (refs.length === 0) return;
  await db.delete(lotAlertMarks).where(and(eq(lotAlertMarks.kind, kind), inArray(lotAlertMarks.ref, refs)));
}
