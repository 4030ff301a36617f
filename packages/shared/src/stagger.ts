/**
 * Staggered closing (API.md "The close…": `POST /api/admin/events/:id/stagger { firstEndsOn,
 * minutes }`): the event's active, still open lots get their scheduled ends one after another in
 * serial order — the first at `firstEndsOn`, each next one `minutes` later. The rule is here once:
 * the server decides with it and the admin's screen previews with it before saving.
 */
import { z } from 'zod';
import { eventMessages } from './event-messages';
import { instant, wholeNumber } from './fields';
import { istFormatsIn } from './ist';

/** The longest gap between two lots' closes: a day. */
export const STAGGER_MAX_MINUTES = 1440;

/** Body of POST /api/admin/events/:id/stagger. */
export const staggerInputSchema = z
  .object({
    /** When the first lot (lowest serial number) closes: an ISO-8601 instant. */
    firstEndsOn: instant(),
    /** Whole minutes between one lot's close and the next one's. */
    minutes: wholeNumber(1, STAGGER_MAX_MINUTES),
  })
  .strict();
export type StaggerInput = z.input<typeof staggerInputSchema>;
export type StaggerData = z.output<typeof staggerInputSchema>;

/** What the rule reads of a lot (times as epoch ms). */
export interface StaggerLot {
  id: string;
  serialNo: number;
  auctionNo: number;
  name: string;
  isActive: boolean;
  /** 'open' until the lot closes, then 'closed'. */
  status: string;
  eventStartsOn: number;
  /** The current closing time (the scheduled end, moved by extensions or the admin). */
  closesAt: number;
  /** Whether the lot has a bid: its closing then only ever moves later (as a grid row edit does). */
  hasBids: boolean;
}

/** A lot's place in the stagger. */
export interface StaggeredLot {
  lot: StaggerLot;
  /** Its new scheduled end (`eventEndsOn`). */
  endsOn: number;
  /** Its closing time after the stagger: the new end, or a later closing a lot with bids keeps. */
  closesAt: number;
}

export type StaggerPlan =
  | { ok: true; lots: StaggeredLot[] }
  | { ok: false; problem: 'no-lots' }
  | { ok: false; problem: 'first-past' }
  | { ok: false; problem: 'before-start'; lot: StaggerLot; endsOn: number };

/**
 * The lots a stagger moves: active and still open (running or upcoming). Closed and inactive lots
 * keep their times.
 */
export const isStaggered = (lot: Pick<StaggerLot, 'isActive' | 'status'>) =>
  lot.isActive && lot.status === 'open';

/** Serial order; lots with one serial number in the order they were added (auction number). */
const bySerial = (a: StaggerLot, b: StaggerLot) => a.serialNo - b.serialNo || a.auctionNo - b.auctionNo;

/**
 * The stagger of `lots` (the event's lots, any order) at `now`: the moved lots in serial order with
 * their new ends, or why it may not be done — nothing to move, a first close not after now, or a
 * close that would come at or before its lot's start (the first such lot is named).
 */
export function planStagger(
  lots: readonly StaggerLot[],
  input: { firstEndsOn: number; minutes: number },
  now: number,
): StaggerPlan {
  const moved = lots.filter(isStaggered).sort(bySerial);
  if (moved.length === 0) return { ok: false, problem: 'no-lots' };
  if (input.firstEndsOn <= now) return { ok: false, problem: 'first-past' };
  const planned = moved.map((lot, i) => {
    const endsOn = input.firstEndsOn + i * input.minutes * 60_000;
    return { lot, endsOn, closesAt: lot.hasBids ? Math.max(lot.closesAt, endsOn) : endsOn };
  });
  const early = planned.find((p) => p.endsOn <= p.lot.eventStartsOn);
  if (early) return { ok: false, problem: 'before-start', lot: early.lot, endsOn: early.endsOn };
  return { ok: true, lots: planned };
}

/** The refusal of a lot whose new close would not come after its start (times in IST, `at` formats them). */
export function staggerBeforeStartMessage(
  lot: Pick<StaggerLot, 'serialNo' | 'name' | 'eventStartsOn'>,
  endsOn: number,
  at: (ms: number) => string = istFormatsIn('en').dateTime,
): string {
  return `Serial No ${lot.serialNo} (${lot.name}) would close at ${at(endsOn)}, not after its start at ${at(lot.eventStartsOn)}. Choose a later first close.`;
}

/** The message of a refused plan, in English (the catalogue has its Hindi). */
export function staggerProblemMessage(
  plan: Extract<StaggerPlan, { ok: false }>,
  at?: (ms: number) => string,
): string {
  if (plan.problem === 'no-lots') return eventMessages.staggerNoLots;
  if (plan.problem === 'first-past') return eventMessages.staggerFirstPast;
  return staggerBeforeStartMessage(plan.lot, plan.endsOn, at);
}
