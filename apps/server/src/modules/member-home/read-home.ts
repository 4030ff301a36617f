/**
 * GET /api/member/home (API.md "Where money goes, and what needs a member now"): what needs the
 * member now, read from the modules that own each part — the sales (dues, offers, payments to
 * confirm), the award (lots awaiting the owner's decision), the assignments and the watchlist
 * (lots opening today, IST) and the EMD ledger (deposits awaiting Admin).
 */
import type { HomeLot, MemberHome } from '@neelami/shared/member-home-api-responses';
import { istDate } from '@neelami/trade/sale-figures';
import type { Db } from '../../db/client';
import { listAwaitingAwards } from '../award/awaiting-awards';
import { pendingDepositsOf } from '../emd/read-ledger';
import { findSubEventsWithEvents } from '../events/event-queries';
import { listAssignedSubEventIds } from '../events/member-sql';
import { listWatchedSubEventIds } from '../lot-alerts/watchlist-queries';
import { listSaleNeeds } from '../sales/member-needs';

/** The lots the member is assigned to or watches that open on `now`'s IST day and have not closed. */
export async function listOpeningToday(db: Db, userId: string, now: Date): Promise<HomeLot[]> {
  const [assigned, watched] = [
    await listAssignedSubEventIds(db, userId),
    await listWatchedSubEventIds(db, userId),
  ];
  const today = istDate(now);
  const rows = await findSubEventsWithEvents(db, [...new Set([...assigned, ...watched])]);
  return rows
    .filter(
      ({ s }) =>
        s.isActive &&
        s.status !== 'closed' &&
        s.closesAt.getTime() > now.getTime() &&
        istDate(s.eventStartsOn) === today,
    )
    .map(({ s, e }) => ({
      subEventId: s.id,
      eventId: e.id,
      auctionName: e.auctionName,
      auctionNo: s.auctionNo,
      lotName: s.name,
      opensAt: s.eventStartsOn.toISOString(),
      closesAt: s.closesAt.toISOString(),
      state: s.eventStartsOn.getTime() <= now.getTime() ? ('live' as const) : ('upcoming' as const),
      assigned: assigned.has(s.id),
      watched: watched.has(s.id),
    }))
    .sort((a, b) => a.opensAt.localeCompare(b.opensAt) || a.auctionNo - b.auctionNo);
}

/** Everything that needs the member at `now`. */
export async function readMemberHome(
  db: Db,
  userId: string,
  now: Date,
): Promise<Omit<MemberHome, 'success'>> {
  const sales = await listSaleNeeds(db, userId, now);
  const awards = await listAwaitingAwards(db, userId);
  return {
    dues: sales.dues,
    decisions: [...awards, ...sales.paymentsToConfirm, ...sales.offers],
    openingToday: await listOpeningToday(db, userId, now),
    pendingDeposits: await pendingDepositsOf(db, userId),
  };
}
