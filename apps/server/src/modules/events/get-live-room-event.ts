import { eventMessages, type LiveRoomEvent } from '@neelami/shared/events';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { toEventDto, toSubEventDto } from './event-dtos';
import { findEventById, hasAcceptedTerms, isRunning, listSubEventsOfEvent, phaseOf } from './event-queries';
import { listFlash } from './flash-messages';
import type { SubEventBidding } from './sub-event-bidding';
import { subEventMembers } from './tables';

/**
 * GET /api/general/event/:eventId (API.md): the event with its active sub-events for
 * the live room, its flash messages, and whether the caller accepted its terms. Each
 * sub-event says whether the caller is assigned to it (an Admin is never assigned but
 * sees every sub-event). Bids and leaders come from the bidding module's socket events.
 */
export async function getLiveRoomEvent(
  db: Db,
  bidding: Pick<SubEventBidding, 'countBids'>,
  eventId: string,
  user: AuthUser,
  now = new Date(),
): Promise<LiveRoomEvent> {
  const event = await findEventById(db, eventId);
  if (!event) throw AppError.notFound(eventMessages.eventNotFound);
  const subs = await listSubEventsOfEvent(db, eventId, { activeOnly: true });
  const ids = subs.map((s) => s.id);
  const mine = ids.length
    ? await db
        .select({ id: subEventMembers.subEventId })
        .from(subEventMembers)
        .where(and(inArray(subEventMembers.subEventId, ids), eq(subEventMembers.userId, user.id)))
    : [];
  const assigned = new Set(mine.map((m) => m.id));
  const bidCounts = await bidding.countBids(db, ids);
  return {
    ...toEventDto(
      event,
      phaseOf(
        event,
        now,
        subs.some((s) => isRunning(s, now)),
      ),
    ),
    subEvent: subs.map((s) =>
      toSubEventDto(s, { bidCount: bidCounts.get(s.id) ?? 0, assigned: assigned.has(s.id) }),
    ),
    flash: await listFlash(db, eventId),
    termsAccepted: await hasAcceptedTerms(db, eventId, user.id),
  };
}
