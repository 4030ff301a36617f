/**
 * Each viewer's own picture of a sub-event (SPEC §6, API.md `current_bid`), drawn from a snapshot:
 * - a Buyer/Seller sees its rank, its last bid, the leading amount (not in a Rank auction) and the
 *   amount needed for rank 1 — never who anybody else is;
 * - a Guest/Client sees the top three amounts (in a Rank auction the ranks only, API.md);
 * - the Admin sees every bid with the bidder's name, phone and e-mail, and the participants.
 * Pure functions: who receives which picture is the fan-out's business.
 */

import {
  amountNeededForRank1,
  autoBidOf,
  nextBidFor,
  rankOf,
  standingOf,
  topAmounts,
} from '@neelami/engine/views';
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
  };
}

/** The top amounts as Rank 1, 2, 3 (rupees); in a Rank auction the ranks without amounts. */
export function rankedTop(amounts: number[], rankOnly = false): RankedAmount[] {
  return amounts.map((amount, i) => ({ rank: i + 1, amount: rankOnly ? null : toRupees(amount) }));
}

/** A Buyer's or Seller's picture: only its own standing, never another bidder's identity. */
export function bidderView(snap: SubEventSnapshot, bidderId: string, now: Date): BidderView {
  const s = snap.state;
  const standing = standingOf(s, bidderId);
  const auto = autoBidOf(s, bidderId);
  const needed = amountNeededForRank1(s, bidderId);
  // In a Rank auction the prefill follows the bidder's own bid only (API.md "Rank auctions").
  const next =
    nextBidFor(s, bidderId) ?? (snap.rankOnly ? standing?.amount : s.leading?.amount) ?? s.rules.startValue;
  return {
    ...base(snap, now),
    viewer: 'bidder',
    // SPEC §6 / API.md: in a Rank auction a bidder sees its rank, not the leading amount.
    leadingAmount: snap.rankOnly || s.leading === null ? null : toRupees(s.leading.amount),
    myRank: rankOf(s, bidderId),
    myLastBid: standing ? toRupees(standing.amount) : null,
    myAutoBidLimit: auto ? toRupees(auto.limit) : null,
    amountNeededForRank1: needed === null ? null : toRupees(needed),
    nextBidAmount: toRupees(next),
    isLeader: s.leading !== null && s.leading.bidderId === bidderId,
  };
}

/** A Guest's/Client's picture: the top three amounts (SPEC §6); ranks only in a Rank auction. */
export function guestView(snap: SubEventSnapshot, now: Date): GuestView {
  return { ...base(snap, now), viewer: 'guest', top: rankedTop(topAmounts(snap.state, 3), snap.rankOnly) };
}

/** The Admin's picture: bids with identities (newest first) and the participants (SPEC §6). */
export function adminView(
  snap: SubEventSnapshot,
  now: Date,
  extra: { bids: AdminBidView[]; participants: ParticipantView[] },
): AdminView {
  const s = snap.state;
  return {
    ...base(snap, now),
    viewer: 'admin',
    leadingAmount: s.leading === null ? null : toRupees(s.leading.amount),
    lastBid: extra.bids[0] ?? null,
    bids: extra.bids,
    participants: extra.participants,
    top: rankedTop(topAmounts(s, 3)),
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
    ...batchBase(steps, now),
    leadingAmount: rankOnly || last.leadingAmount === null ? null : toRupees(last.leadingAmount),
    bids: entries(steps, rankOnly),
  };
}

/** `new_bid` for the guests' room: the top three amounts after the last step (ranks only in a Rank auction). */
export function guestNewBid(steps: BidStep[], now: Date, rankOnly = false): GuestNewBid {
  const last = steps[steps.length - 1];
  return {
    viewer: 'guest',
    ...batchBase(steps, now),
    top: rankedTop(last.top, rankOnly),
    bids: entries(steps, rankOnly),
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
    ...batchBase(steps, now),
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
  };
}

/**
 * Each bidder's own figures (rank, best bid, auto-bid limit, lead) as a key: what only this bidder
 * learns, and so what, when it changes, is worth a `current_bid` of its own after bids (API.md).
 * The shared part (leading amount, closing time; the amount needed for rank 1 and the prefill
 * follow from the leading amount and the lead) reaches everyone with `new_bid`. Indexed once per
 * state, so a room of n bidders costs O(n), not O(n²).
 */
export function ownFiguresOf(snap: SubEventSnapshot): (bidderId: string) => string {
  const s = snap.state;
  const index = new Map<string, number>();
  s.standings.forEach((st, i) => {
    index.set(st.bidderId, i);
  });
  const autos = new Map<string, number>();
  for (const a of s.autoBids) autos.set(a.bidderId, a.limit);
  const leader = s.leading?.bidderId ?? null;
  return (bidderId) => {
    const i = index.get(bidderId);
    const own = i === undefined ? '-|-' : `${i + 1}|${s.standings[i].amount}`;
    return `${own}|${autos.get(bidderId) ?? '-'}|${leader === bidderId}`;
  };
}
