/**
 * The outbid relay: reads the bids committed since its cursor, lot by lot, and tells each member
 * who led or bid there and no longer leads. The bid path writes nothing for it (the bid rows are
 * the outbox). One alert per lot and member per two minutes, and none to a member whose room is
 * open on that lot (it sees the bid there).
 */
import { eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { biddersBetweenSeqs } from '../bidding/bids-of-sub-events';
import { type Alert, raiseNotifications, type StoredNotification } from '../notifications/raise';
import { type CursoredLot, liveRoomLink, lotsWithBidsSince } from './lot-reads';
import { outbidCursors } from './tables';
import { RELAY_LOCK_CLASS } from './watchlist-queries';

export const OUTBID_COALESCE_MS = 2 * 60_000;
/** A lot the relay first meets with no bid for this long starts from its current bid (no backlog). */
const FRESH_MS = 5 * 60_000;

/** Whether the member has the live room of the lot open (on any instance). */
export type RoomOpen = (userId: string, subEventId: string) => Promise<boolean>;

interface Plan {
  lot: CursoredLot;
  toSeq: number;
  outbid: string[];
}

export async function relayOutbids(db: Db, now: Date, roomOpen: RoomOpen): Promise<StoredNotification[]> {
  const lots = await lotsWithBidsSince(db, now);
  const plans: Plan[] = [];
  for (const lot of lots) {
    const fresh = lot.cursorSeq === null && now.getTime() - lot.updatedAt.getTime() < FRESH_MS;
    const fromSeq = lot.cursorSeq ?? (fresh ? 0 : lot.seq);
    const candidates = new Set(
      fromSeq < lot.seq ? await biddersBetweenSeqs(db, lot.id, fromSeq, lot.seq) : [],
    );
    if (lot.cursorLeaderId) candidates.add(lot.cursorLeaderId);
    if (lot.leaderId) candidates.delete(lot.leaderId);
    const outbid: string[] = [];
    for (const userId of candidates) if (!(await roomOpen(userId, lot.id))) outbid.push(userId);
    plans.push({ lot, toSeq: lot.seq, outbid });
  }
  if (plans.length === 0) return [];
  return db.transaction(async (tx) => {
    // One relay at a time across instances: a second run finds the cursors moved and adds nothing.
    const [got] = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${RELAY_LOCK_CLASS}, 1) as ok`),
    );
    if (!got?.ok) return [];
    const alerts: Alert<'outbid'>[] = [];
    for (const p of plans) {
      const [cursor] = await tx
        .select({ seq: outbidCursors.seq })
        .from(outbidCursors)
        .where(eq(outbidCursors.subEventId, p.lot.id));
      if ((cursor?.seq ?? null) !== p.lot.cursorSeq) continue;
      if (p.lot.leadingAmount !== null)
        for (const userId of p.outbid)
          alerts.push({
            userId,
            kind: 'outbid',
            facts: { lot: p.lot.name, event: p.lot.eventName, leadingPaise: p.lot.leadingAmount },
            link: liveRoomLink(p.lot.eventId),
            topic: p.lot.id,
            coalesceMs: OUTBID_COALESCE_MS,
          });
      await tx
        .insert(outbidCursors)
        .values({ subEventId: p.lot.id, seq: p.toSeq, leaderId: p.lot.leaderId, updatedAt: now })
        .onConflictDoUpdate({
          target: outbidCursors.subEventId,
          set: { seq: p.toSeq, leaderId: p.lot.leaderId, updatedAt: now },
          setWhere: gt(sql`excluded.seq`, outbidCursors.seq),
        });
    }
    return raiseNotifications(tx, alerts, now);
  });
}

/** The rows of a raw statement on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
