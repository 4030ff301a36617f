/** The lots the relay looks at, as it needs them: the lot, its event and the relay's cursor. */
import { toRupees } from '@neelami/shared/money';
import type { SearchableLot } from '@neelami/shared/watchlist';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LotWithEvent, listOpenLotsWithEvents } from '../events/alert-reads';
import { outbidCursors } from './tables';

/** How long after its close a lot is still looked at (its last outbids, its result). */
export const CLOSED_WINDOW_MS = 30 * 60_000;

export interface LotRow {
  id: string;
  eventId: string;
  name: string;
  eventName: string;
  seq: number;
  leaderId: string | null;
  leadingAmount: number | null;
  reverse: boolean;
  isActive: boolean;
  status: string;
  startsAt: Date;
  closesAt: Date;
  closedAt: Date | null;
  updatedAt: Date;
  searchable: SearchableLot;
  /** The close (API.md "The close"). */
  ownerId: string | null;
  result: string | null;
  resultDecideBy: Date | null;
  hasReserve: boolean;
}

export interface CursoredLot extends LotRow {
  cursorSeq: number | null;
  cursorLeaderId: string | null;
}

/** The member's live room of the lot's event. */
export const liveRoomLink = (eventId: string) =>
  `/auction/auctionRoom?eventId=${encodeURIComponent(eventId)}`;

export function toLotRow({ s, e }: LotWithEvent): LotRow {
  return {
    id: s.id,
    eventId: e.id,
    name: s.name,
    eventName: e.auctionName,
    seq: s.seq,
    leaderId: s.leaderId,
    leadingAmount: s.leadingAmount,
    reverse: s.subEventType === 'reverse',
    isActive: s.isActive,
    status: s.status,
    startsAt: s.eventStartsOn,
    closesAt: s.closesAt,
    closedAt: s.closedAt,
    updatedAt: s.updatedAt,
    ownerId: s.ownerId,
    result: s.result,
    resultDecideBy: s.resultDecideBy,
    hasReserve: s.reservePrice !== null,
    searchable: {
      name: s.name,
      details: s.details,
      productName: s.name,
      location: s.location,
      eventName: e.auctionName,
      auctionType: e.auctionType,
      emdAmount: toRupees(s.emdAmount),
    },
  };
}

/** The lots open now or closed within the window. */
export async function openLots(db: Db, now: Date): Promise<LotRow[]> {
  return (await listOpenLotsWithEvents(db, new Date(now.getTime() - CLOSED_WINDOW_MS))).map(toLotRow);
}

/** Of those, the ones with bids, with the outbid relay's cursor; only those that moved past it. */
export async function lotsWithBidsSince(db: Db, now: Date): Promise<CursoredLot[]> {
  const lots = (await openLots(db, now)).filter((l) => l.seq > 0);
  if (lots.length === 0) return [];
  const cursors = await db
    .select()
    .from(outbidCursors)
    .where(
      inArray(
        outbidCursors.subEventId,
        lots.map((l) => l.id),
      ),
    );
  const at = new Map(cursors.map((c) => [c.subEventId, c]));
  return lots
    .map((l) => ({
      ...l,
      cursorSeq: at.get(l.id)?.seq ?? null,
      cursorLeaderId: at.get(l.id)?.leaderId ?? null,
    }))
    .filter((l) => l.cursorSeq === null || l.cursorSeq < l.seq);
}
