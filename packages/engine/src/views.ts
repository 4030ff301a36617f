/**
 * Read-only helpers the server uses to build each viewer's view of a sub-event (SPEC §6, API.md
 * `current_bid`): a Buyer sees its rank, its bid, the leading amount and the amount needed for rank 1;
 * a Guest/Client sees the top three amounts. Who may see what is the server's business, not these
 * functions'.
 */
import { isAmount } from './amount';
import { beyond } from './direction';
import type { AutoBid, EngineState, Paise, Standing } from './types';

/** Where a sub-event stands at a given time, for lists and countdowns. */
export type Phase = 'closed' | 'inactive' | 'upcoming' | 'live' | 'ended';

/**
 * The ranking: each bidder's best valid bid, best first (highest in forward, lowest in reverse);
 * equal amounts go to the earlier bid. Rank 1 is the leading bid. Returns a copy.
 */
export function ranking(state: EngineState): Standing[] {
  // The engine keeps standings in rank order, so there is nothing to sort here.
  return [...state.standings];
}

/** The bidder's rank (1 = leading), or null when it has no valid bid. */
export function rankOf(state: EngineState, bidderId: string): number | null {
  const index = state.standings.findIndex((s) => s.bidderId === bidderId);
  return index === -1 ? null : index + 1;
}

/** The bidder's best valid bid, or null. */
export function standingOf(state: EngineState, bidderId: string): Standing | null {
  return state.standings.find((s) => s.bidderId === bidderId) ?? null;
}

/** The bidder's auto bid, or null. */
export function autoBidOf(state: EngineState, bidderId: string): AutoBid | null {
  return state.autoBids.find((a) => a.bidderId === bidderId) ?? null;
}

/** The best `count` amounts, one per bidder, best first: what a Guest/Client sees as Rank 1, 2, 3 (SPEC §6). */
export function topAmounts(state: EngineState, count = 3): Paise[] {
  return state.standings.slice(0, Math.max(0, count)).map((s) => s.amount);
}

/**
 * The amount a new bid must reach to lead: the leading bid plus one step (minus in reverse), or the
 * start value before the first bid (SPEC §4). Null when no further bid is possible (a reverse auction
 * within one decrement of zero). This is also the prefill of the bid box (SPEC §4).
 */
export function nextBidPrefill(state: EngineState): Paise | null {
  const { direction, step, startValue } = state.rules;
  if (state.leading === null) return startValue;
  const next = beyond(direction, state.leading.amount, 1, step);
  return isAmount(next) ? next : null;
}

/**
 * The smallest amount this bidder must bid to become rank 1 (forward; the largest in reverse): the
 * leading bid ± one step, or the start value when there is no bid. Null when the bidder already leads
 * or no further bid is possible. Rivals' auto bids are secret, so they may still answer that bid.
 */
export function amountNeededForRank1(state: EngineState, bidderId: string): Paise | null {
  // A rank auction tells nobody an amount derived from another bidder's bid.
  if (state.rules.rankOnly) return null;
  if (state.leading?.bidderId === bidderId) return null;
  return nextBidPrefill(state);
}

/**
 * The least this bidder may bid now (the bid box's prefill): in a rank auction one step beyond its
 * own last bid, or the start value before its first; otherwise `nextBidPrefill`. Null when no
 * further bid is possible.
 */
export function nextBidFor(state: EngineState, bidderId: string): Paise | null {
  if (!state.rules.rankOnly) return nextBidPrefill(state);
  return oneStepBeyondOwn(state, standingOf(state, bidderId));
}

/** A rank auction's prefill: one step beyond the bidder's own last bid, or the start value before its first. */
function oneStepBeyondOwn(state: EngineState, own: Standing | null): Paise | null {
  const { direction, step, startValue } = state.rules;
  if (own === null) return startValue;
  const next = beyond(direction, own.amount, 1, step);
  return isAmount(next) ? next : null;
}

/** What `rankOf`, `standingOf`, `autoBidOf`, `amountNeededForRank1` and `nextBidFor` say of one bidder. */
export interface BidderFigures {
  rank: number | null;
  standing: Standing | null;
  autoBid: AutoBid | null;
  neededForRank1: Paise | null;
  nextBid: Paise | null;
}

/**
 * Every bidder's figures of one state, the standings and auto bids indexed once: the views of a
 * room of n bidders cost O(n), where asking `rankOf` and the others for each bidder costs O(n²).
 */
export function figuresOf(state: EngineState): (bidderId: string) => BidderFigures {
  const ranks = new Map<string, number>();
  state.standings.forEach((s, i) => {
    if (!ranks.has(s.bidderId)) ranks.set(s.bidderId, i);
  });
  const autos = new Map<string, AutoBid>();
  for (const a of state.autoBids) if (!autos.has(a.bidderId)) autos.set(a.bidderId, a);
  const prefill = nextBidPrefill(state);
  const { rankOnly } = state.rules;
  const leader = state.leading?.bidderId;
  return (bidderId) => {
    const i = ranks.get(bidderId);
    const standing = i === undefined ? null : state.standings[i];
    return {
      rank: i === undefined ? null : i + 1,
      standing,
      autoBid: autos.get(bidderId) ?? null,
      neededForRank1: rankOnly || leader === bidderId ? null : prefill,
      nextBid: rankOnly ? oneStepBeyondOwn(state, standing) : prefill,
    };
  };
}

/**
 * The least far an auto bid may be set right now: two steps beyond the prevailing bid, or beyond the
 * start value before the first bid (SPEC §5 Bidding, §9). Null when no such amount is possible.
 */
export function minimumAutoBidLimit(state: EngineState): Paise | null {
  const { direction, step, startValue } = state.rules;
  const minimum = beyond(direction, state.leading?.amount ?? startValue, 2, step);
  return isAmount(minimum) ? minimum : null;
}

/** Where the sub-event stands at `now`: closed, inactive, upcoming (before opening), live, or ended (due to close). */
export function phaseAt(state: EngineState, now: Date): Phase {
  const at = now.getTime();
  if (state.status === 'closed') return 'closed';
  if (!state.rules.isActive) return 'inactive';
  if (at < state.rules.startsAt) return 'upcoming';
  return at < state.endsAt ? 'live' : 'ended';
}

/** Milliseconds until closing (0 once due), for the countdown (SPEC §4, §9). */
export function millisecondsLeft(state: EngineState, now: Date): number {
  return Math.max(0, state.endsAt - now.getTime());
}
