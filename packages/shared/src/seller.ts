import { z } from 'zod';
import type { SubEvent } from './events';
import { integrityReasonField } from './integrity';
import type { CloseHistoryEntry, LotResultValue } from './lot-close';
import { textField } from './text';

/**
 * The owner's decisions on a lot (SPEC §1: "Only the seller authorizes or unauthorizes the highest
 * bidder and communicates this by e-mail or SMS; the seller may accept, reject or cancel any bid";
 * API.md `seller/*`). The owner is the sub-event's owner: the seller in a forward auction, the
 * procuring buyer in a reverse one.
 *
 * Calls (all `access: ['Seller', 'Buyer']`, ownership checked on the server):
 * - GET  /api/seller/subEvents → `{ success, data: SellerSubEvent[] }`
 * - GET  /api/seller/bidLots → `{ success, data: BidLot[] }`: every lot the caller bid on, with its outcome
 * - GET  /api/seller/subEvents/:subEventId/bids → `{ success, data: SellerBid[] }` (newest first)
 * - POST /api/seller/subEvents/:subEventId/authorize `AuthorizeWinnerInput` → `{ success, message, data: SellerSubEvent }`
 * - POST /api/seller/bids/:bidId/status `BidStatusInput` → `{ success, message, data: { bid: SellerBid, subEvent: SellerSubEvent } }`
 * - GET  /api/seller/subEvents/:subEventId/letter → the letter of acceptance (PDF), for the
 *   authorised winner, the owner and the Admin (`access: 'user'`).
 */

export const sellerMessages = {
  notOwner: 'Only the owner of this lot can decide on it.',
  notVerified: 'Your account is not verified yet.',
  notClosed: 'The auction of this lot has not closed yet.',
  notHighest: 'Only the highest bid can be authorised or unauthorised.',
  authorized: 'Highest bidder authorised.',
  unauthorized: 'Highest bidder unauthorised.',
  accepted: 'Bid accepted.',
  rejected: 'Bid rejected.',
  cancelled: 'Bid cancelled.',
  alreadyMarked: 'This bid was already rejected or cancelled; that cannot be undone.',
  bidNotFound: 'Bid not found',
  subEventNotFound: 'Sub-event not found',
  noLetter: 'There is no letter of acceptance for this lot yet.',
  letterForbidden: 'Only the authorised winner, the owner of the lot and the admin can download this letter.',
  saleExists:
    'This lot has been awarded and its sale made: the award can no longer be changed. Ask the admin to cancel the sale first (possible only before any payment is confirmed).',
} as const;

/** How the bidder is told of a decision (SPEC §1: by e-mail or SMS). */
export const NOTIFY_CHANNELS = ['email', 'sms'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

const notify = z.array(z.enum(NOTIFY_CHANNELS, { error: "Notify by 'email' and/or 'sms'" })).max(2);

/** POST /api/seller/subEvents/:subEventId/authorize (API.md). */
export const authorizeWinnerSchema = z.object({
  bidId: z.uuid({ error: 'Invalid bid id' }),
  authorized: z.boolean({ error: 'Please choose to authorise or unauthorise' }),
  notify: notify.optional().default([]),
  /** Why a lot flagged on the integrity desk is awarded all the same (needed then, API.md). */
  reason: integrityReasonField(),
});
export type AuthorizeWinnerInput = z.input<typeof authorizeWinnerSchema>;

/** The seller's marks on a bid (SPEC §1). */
export const BID_STATUSES = ['accepted', 'rejected', 'cancelled'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** POST /api/seller/bids/:bidId/status (API.md); the bidder is told by e-mail unless `notify` says otherwise. */
export const bidStatusSchema = z.object({
  status: z.enum(BID_STATUSES, { error: 'Status must be accepted, rejected or cancelled' }),
  reason: textField({ multiLine: true })
    .trim()
    .max(500, { error: 'At most 500 characters' })
    .optional()
    .default(''),
  notify: notify.optional().default(['email']),
});
export type BidStatusInput = z.input<typeof bidStatusSchema>;

export const sellerSubEventParamsSchema = z.object({ subEventId: z.uuid({ error: 'Invalid sub-event id' }) });
export const sellerBidParamsSchema = z.object({ bidId: z.uuid({ error: 'Invalid bid id' }) });

/** A bidder's identity, shown to the owner once the lot has closed. */
export interface SellerBidder {
  _id: string;
  name: string;
  email: string;
  cellNumber: string;
}

/** A bid as the owner sees it. */
export interface SellerBid {
  _id: string;
  /** Rupees. */
  amount: number;
  kind: 'manual' | 'auto' | 'proxy';
  status: BidStatus;
  createdAt: string;
  /** 'Bidder 1', 'Bidder 2'… in the order they first bid on this lot (stable). */
  bidderLabel: string;
  /** Who bid: only after the lot has closed (nobody learns bidders' identities during the auction). */
  bidder: SellerBidder | null;
}

/** The owner's latest decision on the winner. */
export interface WinnerAuthorization {
  bidId: string;
  authorized: boolean;
  decidedAt: string;
  /** The channels the bidder was told through. */
  notified: NotifyChannel[];
}

/** One of the owner's lots with its leading bid and the decision on it. */
export interface SellerSubEvent extends SubEvent {
  auctionName: string;
  direction: 'forward' | 'reverse';
  leadingBid: SellerBid | null;
  /** The latest decision, if any (it may concern an earlier leading bid). */
  authorization: WinnerAuthorization | null;
  /** True when the current leading bid is authorised: its letter of acceptance can be downloaded. */
  hasLetter: boolean;
  /** API.md "The close": the counter-offer, the deadline and the lot's history of its close. */
  close: SellerCloseView;
}

/** The close of a lot on the owner's and the winner's screens (the gap to the reserve: owner only). */
export interface SellerCloseView {
  /** ₹, while countered or after a counter was answered. */
  counterAmount: number | null;
  /** When the pending decision lapses. */
  decideBy: string | null;
  /** ₹ between the leading bid and the reserve (owner only; null when met or no reserve). */
  gap: number | null;
  history: CloseHistoryEntry[];
}

/** Where a lot the member bid on stands for the member (GET /api/seller/bidLots). */
export const BID_LOT_OUTCOMES = ['leading', 'outbid', 'won', 'lost'] as const;
export type BidLotOutcome = (typeof BID_LOT_OUTCOMES)[number];

/** The owner's decision on a lot the member won, as the member sees it. */
export const BID_LOT_DECISIONS = ['awaiting', 'authorised', 'not authorised'] as const;
export type BidLotDecision = (typeof BID_LOT_DECISIONS)[number];

/**
 * A lot the caller bid on, open or closed, won or lost (GET /api/seller/bidLots): only the caller's
 * own standing — its last bid and rank — and the leading amount a bidder already sees in the room
 * (none in a Rank auction). No other bidder is named.
 */
export interface BidLot {
  _id: string;
  eventId: string;
  auctionName: string;
  auctionNo: number;
  name: string;
  direction: 'forward' | 'reverse';
  /** What the amounts are: the lot's total (`lot`) or ₹ per `unit` of the quantity (`unit`). */
  bidBasis: 'lot' | 'unit';
  quantityOrTypesOfTrunk: string;
  unit: string;
  /** 'open' or 'closed'. */
  status: string;
  closesAt: string;
  /** Rupees: the caller's last bid that still counts (null when the owner rejected or cancelled them all). */
  myLastBid: number | null;
  myRank: number | null;
  /** Rupees; null in a Rank auction. */
  leadingAmount: number | null;
  outcome: BidLotOutcome;
  /** For a lot the caller won: the owner's decision; otherwise null. */
  decision: BidLotDecision | null;
  /** API.md "The close": the lot's result once closed (null while open). */
  result: LotResultValue | null;
}
