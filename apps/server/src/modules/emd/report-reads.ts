/**
 * What the EMD report (reports module) reads of the ledger: each hold placed on the sub-events
 * with how it ended, and each holder's verified deposits.
 */
import { depositStatus, type EmdRow } from '@neelami/trade';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holdRowsOfSubEvents } from './ledger-store';
import { emdEntries } from './tables';

export interface EmdHoldLine {
  userId: string;
  subEventId: string;
  /** Paise. */
  amount: number;
  heldAt: Date;
  end: { kind: 'release' | 'adjust' | 'forfeit'; at: Date } | null;
}

/** The holds on these sub-events (oldest first) and the verified deposits (paise) of their members. */
export async function emdReportData(
  db: Db,
  subEventIds: string[],
): Promise<{ holds: EmdHoldLine[]; deposited: Map<string, number> }> {
  const rows = await holdRowsOfSubEvents(db, subEventIds);
  const ends = new Map(rows.filter((r) => r.refId).map((r) => [r.refId as string, r]));
  const holds: EmdHoldLine[] = rows
    .filter((r) => r.kind === 'hold' && r.subEventId)
    .map((h) => {
      const end = ends.get(h.id);
      return {
        userId: h.userId,
        subEventId: h.subEventId as string,
        amount: h.amount,
        heldAt: h.createdAt,
        end: end ? { kind: end.kind as 'release' | 'adjust' | 'forfeit', at: end.createdAt } : null,
      };
    });
  const userIds = [...new Set(holds.map((h) => h.userId))];
  const deposited = new Map<string, number>();
  if (userIds.length > 0) {
    const deposits = await db
      .select()
      .from(emdEntries)
      .where(
        and(inArray(emdEntries.userId, userIds), inArray(emdEntries.kind, ['deposit', 'deposit_verified'])),
      );
    const decided = new Map(deposits.filter((r) => r.refId).map((r) => [r.refId as string, r as EmdRow]));
    for (const d of deposits) {
      if (d.kind === 'deposit' && depositStatus(decided.get(d.id)) === 'verified') {
        deposited.set(d.userId, (deposited.get(d.userId) ?? 0) + d.amount);
      }
    }
  }
  return { holds, deposited };
}
