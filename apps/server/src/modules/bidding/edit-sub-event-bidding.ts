/**
 * An admin's edit of what bids are decided on (the Active box, the auto-bid switch, a grid row:
 * type, start value, step, times) is a command of the sub-event's queue, ordered with the bids and
 * taking a seq of its own; the events module's routes reach it through `subEventBiddingOf`
 * (passed in at app composition, events/sub-event-bidding.ts).
 */
import { eventMessages } from '@neelami/shared/events';
import { AppError } from '../../errors';
import type { SubEventRow } from '../events/event-queries';
import type { SubEventBidding, SubEventEdit } from '../events/sub-event-bidding';
import { biddersAmong, countBidsBySubEvent, hasAnyBid } from './bids-of-sub-events';
import type { JobOutcome, SubEventJob } from './sub-event-jobs';

/**
 * What an edit needs of the bidding service (bidding-service.ts): the sub-event's queue. Named here
 * instead of imported, since the service's batches apply the edits planned in this file.
 */
export interface SubEventQueue {
  run(subEventId: string, job: SubEventJob): Promise<{ outcome: JobOutcome }>;
}

/** A lot opened again has no result of a close (trade lot-close.ts). */
const NO_RESULT = { result: null, resultDecideBy: null, counterAmount: null } as const;

/** The columns an edit writes, or why it may not. */
export type EditPlan =
  | { ok: true; set: Partial<SubEventRow> }
  /** LOCKED: bids lock what it changes; NOT_OPEN: an end edit of a lot no longer open and active. */
  | { ok: false; code: 'LOCKED' | 'NOT_OPEN' };

/**
 * The closing time that follows a new end `endsOn`: with no bids it moves with the end (and a
 * closed lot reopens, without a result, when its new end is ahead); with bids an open lot's
 * closing only moves later.
 */
function closingFollowing(
  row: SubEventRow,
  endsOn: Date,
  withBids: boolean,
  now: Date,
): Partial<SubEventRow> {
  if (!withBids) {
    const reopens = row.status === 'closed' && endsOn.getTime() > now.getTime();
    return reopens
      ? { closesAt: endsOn, status: 'open', closedAt: null, ...NO_RESULT }
      : { closesAt: endsOn };
  }
  return row.status === 'open' && endsOn.getTime() > row.closesAt.getTime() ? { closesAt: endsOn } : {};
}

/**
 * What an edit changes on the locked row (SPEC §2 Manage sub-event grid). With no bids yet the
 * closing time moves with eventEndsOn (and a closed sub-event reopens when its new end is ahead);
 * once bids exist the type, start value, step and EMD are locked, and a later end only ever moves
 * the closing later (the live room's "Select Bid Time" sets it exactly). A reschedule (demo seed)
 * moves an unbid lot to a new window and opens it again. An end edit (a staggered close) moves the
 * end of an open, active lot whose start comes before it, the closing by the row edit's rule.
 */
export function planSubEventEdit(
  row: SubEventRow,
  edit: SubEventEdit,
  withBids: boolean,
  now: Date,
): EditPlan {
  if (edit.kind === 'active') return { ok: true, set: { isActive: edit.isActive } };
  if (edit.kind === 'auto-bid') return { ok: true, set: { autoBidEnabled: edit.enabled } };
  if (edit.kind === 'reschedule') {
    if (withBids) return { ok: false, code: 'LOCKED' };
    const window = { eventStartsOn: edit.startsOn, eventEndsOn: edit.endsOn, closesAt: edit.endsOn };
    return { ok: true, set: { ...window, status: 'open', closedAt: null, extensionCount: 0, ...NO_RESULT } };
  }
  if (edit.kind === 'end') {
    const movable =
      row.status === 'open' && row.isActive && edit.endsOn.getTime() > row.eventStartsOn.getTime();
    if (!movable) return { ok: false, code: 'NOT_OPEN' };
    return {
      ok: true,
      set: { eventEndsOn: edit.endsOn, ...closingFollowing(row, edit.endsOn, withBids, now) },
    };
  }
  const c = edit.columns;
  const changesLocked =
    row.subEventType !== c.subEventType ||
    row.startValue !== c.startValue ||
    row.incrementOrDecrement !== c.incrementOrDecrement ||
    row.emdAmount !== c.emdAmount ||
    (c.reservePrice !== undefined && row.reservePrice !== c.reservePrice) ||
    (c.approvalBandBp !== undefined && row.approvalBandBp !== c.approvalBandBp) ||
    (c.approvalHours !== undefined && row.approvalHours !== c.approvalHours) ||
    (c.bidBasis !== undefined && row.bidBasis !== c.bidBasis);
  if (withBids && changesLocked) return { ok: false, code: 'LOCKED' };
  return { ok: true, set: { ...c, ...closingFollowing(row, c.eventEndsOn, withBids, now) } };
}

/**
 * Runs the edit through the sub-event's queue: 404 for a missing sub-event, 409 when locked by bids
 * (or, for an end edit, when the lot is no longer open and active).
 */
export async function editSubEventBidding(
  service: SubEventQueue,
  subEventId: string,
  edit: SubEventEdit,
): Promise<void> {
  const { outcome } = await service.run(subEventId, { type: 'edit', edit });
  if (outcome.ok) return;
  if (outcome.code === 'NOT_FOUND') throw AppError.notFound(eventMessages.subEventNotFound);
  throw AppError.conflict(outcome.code === 'LOCKED' ? eventMessages.subEventLocked : outcome.message);
}

/** What the events module needs of bidding (its routes and seed take it; see app.ts). */
export function subEventBiddingOf(service: SubEventQueue): SubEventBidding {
  return {
    countBids: countBidsBySubEvent,
    hasAnyBid,
    biddersAmong,
    edit: (subEventId, edit) => editSubEventBidding(service, subEventId, edit),
  };
}
