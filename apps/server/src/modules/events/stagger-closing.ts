/**
 * Staggered closing (API.md "The close…", `POST /api/admin/events/:id/stagger`): the event's
 * active, open lots get their scheduled ends one after another in serial order. The whole stagger
 * is checked first (packages/shared/src/stagger.ts: nothing to move, a first close not after now,
 * a close at or before its lot's start) and refused as a whole, nothing changed; then each lot's
 * new end goes through its bidding queue as an end edit, the way the grid's row edit moves an end:
 * the closing follows by the same rule, the rooms hear the new closing time, the closing scheduler
 * closes the lot then, and the change is a corrigendum the members and watchers are told of. Each
 * lot keeps its own closing afterwards: an extension of one moves no other.
 */
import type { SubEvent } from '@neelami/shared/events';
import { eventMessages } from '@neelami/shared/events';
import {
  planStagger,
  type StaggerData,
  type StaggerLot,
  staggerProblemMessage,
} from '@neelami/shared/stagger';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { lotEndCorrigendum } from './corrigenda';
import { toSubEventDto } from './event-dtos';
import { findEventById, listSubEventsOfEvent, membersBySubEvent, type SubEventRow } from './event-queries';
import type { SubEventBidding } from './sub-event-bidding';

const staggerLotOf = (s: SubEventRow, bids: Map<string, number>): StaggerLot => ({
  id: s.id,
  serialNo: s.serialNo,
  auctionNo: s.auctionNo,
  name: s.name,
  isActive: s.isActive,
  status: s.status,
  eventStartsOn: s.eventStartsOn.getTime(),
  closesAt: s.closesAt.getTime(),
  hasBids: (bids.get(s.id) ?? 0) > 0,
});

/**
 * Staggers the closes of the event's active, open lots; answers the lots it moved, in serial order,
 * as saved. 404 for an unknown event, 409 when no lot can move, 400 (`errors.firstEndsOn`) for a
 * first close not after `now` or a close at or before its lot's start. A lot that closes or is
 * changed while the stagger runs (its queue then refuses the end edit) keeps its times.
 */
export async function staggerClosing(
  db: Db,
  bidding: SubEventBidding,
  eventId: string,
  input: StaggerData,
  by: string | null,
  now: Date,
): Promise<SubEvent[]> {
  if (!(await findEventById(db, eventId))) throw AppError.notFound(eventMessages.eventNotFound);
  const rows = await listSubEventsOfEvent(db, eventId);
  const bids = await bidding.countBids(
    db,
    rows.map((s) => s.id),
  );
  const plan = planStagger(
    rows.map((s) => staggerLotOf(s, bids)),
    { firstEndsOn: Date.parse(input.firstEndsOn), minutes: input.minutes },
    now.getTime(),
  );
  if (!plan.ok) {
    const message = staggerProblemMessage(plan);
    if (plan.problem === 'no-lots') throw AppError.conflict(message);
    throw AppError.invalid(message, { firstEndsOn: message });
  }
  const moved = new Set<string>();
  for (const { lot, endsOn } of plan.lots) {
    const end = new Date(endsOn);
    try {
      await bidding.edit(lot.id, { kind: 'end', endsOn: end, within: lotEndCorrigendum(end, by) });
      moved.add(lot.id);
    } catch (err) {
      // Closed, made inactive or deleted since the check: that lot keeps its times, the others move.
      if (err instanceof AppError && (err.code === 'CONFLICT' || err.code === 'NOT_FOUND')) continue;
      throw err;
    }
  }
  const saved = (await listSubEventsOfEvent(db, eventId)).filter((s) => moved.has(s.id));
  const members = await membersBySubEvent(
    db,
    saved.map((s) => s.id),
  );
  return saved.map((s) =>
    toSubEventDto(s, { bidCount: bids.get(s.id) ?? 0, registeredBuyers: members.get(s.id) ?? [] }),
  );
}
