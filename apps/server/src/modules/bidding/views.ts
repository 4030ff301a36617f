/**
 * Each viewer's own view of a sub-event (SPEC §6, API.md `current_bid`), drawn from a snapshot:
 * - a Buyer/Seller sees its rank, its last bid, the leading amount (not in a Rank auction) and the
 *   amount needed for rank 1 — never who anybody else is;
 * - a Guest/Client sees the top three amounts (in a Rank auction the ranks only, API.md);
 * - the Admin sees every bid with the bidder's name, phone and e-mail, and the participants.
 * Pure functions: who receives which view is the fan-out's business.
 *
 * Each view lists its own fields first and spreads the shared part last: on Node.js 20 (V8 11)
 * every property written after a spread into an object literal costs about a microsecond, and a
 * room's views are built by the hundred each tick (bench/RESULTS.md, 2026-11-29).
 */

import { type BidderFigures, figuresOf, topAmounts } from '@neelami/engine/views';
import type {
  AdminBidView,
  AdminView,
  BidderView,
  GuestView,
  ParticipantView,
} from '@neelami/shared/bidding';
import { toRupees } from '@neelami/shared/money';
import type {
  AdminNewBid,
  BidderNewBid,
  GuestNewBid,
  NewBidEntry,
  RankedAmount,
} from '@neelami/shared/realtime';
import { reserveMet } from '@neelami/trade/lot-close';
import type { BidderIdentity } from './bid-queries';
import type { SubEventSnapshot } from './sub-event-state';

/** Whole seconds until `endsAt`, rounded up, never below 0 (SPEC §4: 00:00:01 or less ends the row). */
export function secondsUntil(endsAt: number, now: Date): number {
  return Math.max(0, Math.ceil((endsAt - now.getTime()) / 1000));
}

function base(snap: SubEventSnapshot, now: Date) {
  return {
    subEventId: snap.subEvent._id,
    seq: snap.seq,
    serverTime: now.toISOString(),
    endsAt: new Date(snap.state.endsAt).toISOString(),
    secondsLeft: snap.state.status === 'closed' ? 0 : secondsUntil(snap.state.endsAt, now),
    subEvent: snap.subEvent,
    reserveMet:
      snap.reservePrice === null || snap.reservePrice === undefined
        ? null
        : reserveMet(
            { reverse: snap.subEvent.direction === 'reverse', reservePrice: snap.reservePrice },
            snap.state.leading?.amount ?? null,
          ),
  };
}

/** The top amounts as Rank 1, 2, 3 (rupees); in a Rank auction the ranks without amounts. */
export function rankedTop(amounts: number[], rankOnly = false): RankedAmount[] {
  return amounts.map((amount, i) => ({ rank: i + 1, amount: rankOnly ? null : toRupees(amount) }));
}

/** A Buyer's or Seller's view: only its own standing, never another bidder's identity. */
export function bidderView(snap: SubEventSnapshot, bidderId: string, now: Date): BidderView {
  return bidderViewsOf(snap, now)(bidderId);
}

/**
 * Every bidder's view of one state at one moment (`bidderView`), the standings indexed and the
 * shared part built once: a room of n bidders costs O(n), not O(n²).
 */
export function bidderViewsOf(
  snap: SubEventSnapshot,
  now: Date,
  figures: (bidderId: string) => BidderFigures = figuresOf(snap.state),
): (bidderId: string) => BidderView {
  const s = snap.state;
  const shared = base(snap, now);
  // SPEC §6 / API.md: in a Rank auction a bidder sees its rank, not the leading amount.
  const leadingAmount = snap.rankOnly || s.leading === null ? null : toRupees(s.leading.amount);
  return (bidderId) => {
    const { rank, standing, autoBid, neededForRank1, nextBid } = figures(bidderId);
    // In a Rank auction the prefill follows the bidder's own bid only (API.md "Rank auctions").
    const next = nextBid ?? (snap.rankOnly ? standing?.amount : s.leading?.amount) ?? s.rules.startValue;
    return {
      viewer: 'bidder',
      leadingAmount,
      myRank: rank,
      myLastBid: standing ? toRupees(standing.amount) : null,
      myAutoBidLimit: autoBid ? toRupees(autoBid.limit) : null,
      amountNeededForRank1: neededForRank1 === null ? null : toRupees(neededForRank1),
      nextBidAmount: toRupees(next),
      isLeader: s.leading !== null && s.leading.bidderId === bidderId,
      ...shared,
    };
  };
}

/** A Guest's/Client's view: the top three amounts (SPEC §6); ranks only in a Rank auction. */
export function guestView(snap: SubEventSnapshot, now: Date): GuestView {
  return { viewer: 'guest', top: rankedTop(topAmounts(snap.state, 3), snap.rankOnly), ...base(snap, now) };
}

/** The Admin's view: bids with identities (newest first) and the participants (SPEC §6). */
export function adminView(
  snap: SubEventSnapshot,
  now: Date,
  extra: { bids: AdminBidView[]; participants: ParticipantView[] },
): AdminView {
  const s = snap.state;
  return {
    viewer: 'admin',
    leadingAmount: s.leading === null ? null : toRupees(s.leading.amount),
    lastBid: extra.bids[0] ?? null,
    bids: extra.bids,
    participants: extra.participants,
    top: rankedTop(topAmounts(s, 3)),
    ...base(snap, now),
  };
}

/** What one accepted bid command changed, for `new_bid`. */
export interface BidStep {
  subEventId: string;
  seq: number;
  /** Epoch ms. */
  endsAt: number;
  extended: boolean;
  /** Paise, or null. */
  leadingAmount: number | null;
  reserveMet: boolean | null;
  /** Paise, best first (at most three). */
  top: number[];
  /** The bid rows recorded (identities are added for the admin room only). */
  records: StepRecord[];
}

/** A bid row recorded by a step, as plain JSON. */
export interface StepRecord {
  id: string;
  bidderId: string;
  /** Paise. */
  amount: number;
  kind: AdminBidView['kind'];
  /** ISO. */
  createdAt: string;
}

/** The fields every `new_bid` of these steps carries (oldest step first, seqs without a hole). */
function batchBase(steps: BidStep[], now: Date) {
  const last = steps[steps.length - 1];
  return {
    subEventId: last.subEventId,
    seqFrom: steps[0].seq,
    seq: last.seq,
    serverTime: now.toISOString(),
    endsAt: new Date(last.endsAt).toISOString(),
    extended: steps.some((st) => st.extended),
    reserveMet: last.reserveMet ?? null,
  };
}

/** Each step as the bidders and guests hear of it: no identity, no amount in a Rank auction. */
function entries(steps: BidStep[], rankOnly: boolean): NewBidEntry[] {
  return steps.map((st) => ({
    seq: st.seq,
    amount: rankOnly || st.leadingAmount === null ? null : toRupees(st.leadingAmount),
    extended: st.extended,
  }));
}

/** `new_bid` for the bidders' room (one message for these steps): no identity, no amount in a Rank auction. */
export function bidderNewBid(steps: BidStep[], rankOnly: boolean, now: Date): BidderNewBid {
  const last = steps[steps.length - 1];
  return {
    viewer: 'bidder',
    leadingAmount: rankOnly || last.leadingAmount === null ? null : toRupees(last.leadingAmount),
    bids: entries(steps, rankOnly),
    ...batchBase(steps, now),
  };
}

/** `new_bid` for the guests' room: the top three amounts after the last step (ranks only in a Rank auction). */
export function guestNewBid(steps: BidStep[], now: Date, rankOnly = false): GuestNewBid {
  const last = steps[steps.length - 1];
  return {
    viewer: 'guest',
    top: rankedTop(last.top, rankOnly),
    bids: entries(steps, rankOnly),
    ...batchBase(steps, now),
  };
}

/** `new_bid` for the admins' room: the rows of every step with identities. */
export function adminNewBid(
  steps: BidStep[],
  now: Date,
  identities: Map<string, BidderIdentity>,
): AdminNewBid {
  const last = steps[steps.length - 1];
  return {
    viewer: 'admin',
    leadingAmount: last.leadingAmount === null ? null : toRupees(last.leadingAmount),
    bids: steps.flatMap((st) =>
      st.records.map((r) => ({
        _id: r.id,
        amount: toRupees(r.amount),
        kind: r.kind,
        status: 'accepted' as const,
        createdAt: r.createdAt,
        bidder: identities.get(r.bidderId) ?? { _id: r.bidderId, name: '', email: '', cellNumber: '' },
      })),
    ),
    ...batchBase(steps, now),
  };
}

/**
 * Each bidder's own figures (rank, best bid, auto-bid limit, lead) as a key: what only this bidder
 * learns, and so what, when it changes, is worth a `current_bid` of its own after bids (API.md).
 * The shared part (leading amount, closing time; the amount needed for rank 1 and the prefill
 * follow from the leading amount and the lead) reaches everyone with `new_bid`. Indexed once per
 * state, so a room of n bidders costs O(n), not O(n²).
 */
export function ownFiguresOf(
  snap: SubEventSnapshot,
  figures: (bidderId: string) => BidderFigures = figuresOf(snap.state),
): (bidderId: string) => string {
  const leader = snap.state.leading?.bidderId ?? null;
  return (bidderId) => {
    const { rank, standing, autoBid } = figures(bidderId);
    const own = standing === null ? '-|-' : `${rank}|${standing.amount}`;
    return `${own}|${autoBid?.limit ?? '-'}|${leader === bidderId}`;
  };
}
