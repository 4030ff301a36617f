import { z } from 'zod';
import { bidAmountSchema } from './bid-amount';
import { bidMessages } from './bid-messages';
import { textField } from './text';

export { bidAmountSchema, MAX_BID_RUPEES } from './bid-amount';
export { bidMessages } from './bid-messages';

/**
 * The live-bidding protocol (SPEC §7 Realtime, API.md "Realtime"): input
 * schemas of the client events and the shapes of what each viewer receives.
 * Amounts on the wire are whole rupees; the server keeps paise.
 */

const uuid = z.uuid({ error: 'Unknown sub-event' });

/** place_bid / place_autobid payload. */
export const bidInputSchema = z.object({
  eventId: uuid,
  subEventId: uuid,
  token: z.string().max(4096).optional(),
  amount: bidAmountSchema,
  /** Client-generated id: a retried bid is applied once (API.md). */
  clientBidId: z
    .string({ error: bidMessages.invalidClientBidId })
    .min(1, { error: bidMessages.invalidClientBidId })
    .max(64, { error: bidMessages.invalidClientBidId })
    .regex(/^[A-Za-z0-9_-]+$/, { error: bidMessages.invalidClientBidId })
    .optional(),
});
export type BidInput = z.input<typeof bidInputSchema>;

export const joinAuctionSchema = z.object({
  eventId: uuid,
  subEventId: uuid.optional(),
  token: z.string().max(4096).optional(),
  /** SPEC §6 terms: the transaction password, when the event requires it. */
  transactionPassword: z.string().max(200).optional(),
});

export const leaveAuctionSchema = z.object({ eventId: uuid.optional(), subEventId: uuid.optional() });

export const activeUsersSchema = z.object({ subEventId: uuid, token: z.string().max(4096).optional() });

export const adminBroadcastSchema = z.object({
  eventId: uuid,
  subEventId: uuid.optional(),
  message: textField({ multiLine: true }).trim().min(1, { error: 'Please enter a message' }).max(500),
});

export const extendEventTimeSchema = z.object({
  eventId: uuid,
  subEventId: uuid,
  token: z.string().max(4096).optional(),
  BidEndTime: z.iso.datetime({ offset: true, error: 'Please select a valid date and time' }),
});

/** What everybody may know about a sub-event in the room. */
export interface RoomSubEvent {
  _id: string;
  eventId: string;
  auctionNo: number;
  name: string;
  location: string;
  subEventType: string;
  direction: 'forward' | 'reverse';
  quantityOrTypesOfTrunk: string;
  unit: string;
  /** `lot`: a bid is the lot's total; `unit`: a bid is ₹ per `unit` of the quantity (API.md). */
  bidBasis: 'lot' | 'unit';
  rule: string;
  serialNo: number;
  /** rupees */
  startValue: number;
  /** rupees */
  incrementOrDecrement: number;
  eventStartsOn: string;
  eventEndsOn: string;
  /** Current closing time (after extensions). */
  closesAt: string;
  isActive: boolean;
  status: 'open' | 'closed';
  details: string;
  specification: string;
}

/** A bid as the admin sees it (with the bidder's identity). */
export interface AdminBidView {
  _id: string;
  amount: number;
  kind: 'manual' | 'auto' | 'proxy';
  status: 'accepted' | 'rejected' | 'cancelled';
  createdAt: string;
  bidder: { _id: string; name: string; email: string; cellNumber: string };
}

/** A participant as the admin sees it (SPEC §6: login status). */
export interface ParticipantView {
  userId: string;
  name: string;
  email: string;
  role: string;
  /** SPEC §4: shown as Login / Logout. */
  isLoggedIn: boolean;
  inRoom: boolean;
  /** Another account bid from the same IP (flagged, not blocked). */
  sharedIp: boolean;
}

/** Fields of every current_bid view. */
interface CurrentBidBase {
  subEventId: string;
  seq: number;
  serverTime: string;
  endsAt: string;
  secondsLeft: number;
  subEvent: RoomSubEvent;
  /** API.md "The close": whether the leading bid meets the reserve; null without a reserve or a bid. */
  reserveMet: boolean | null;
}

/** API.md: Buyer/Seller view — own rank, own last bid, leading amount (not in Rank auctions), amount for rank 1. */
export interface BidderView extends CurrentBidBase {
  viewer: 'bidder';
  /** null in a Rank auction (only the rank is shown) or before the first bid. */
  leadingAmount: number | null;
  myRank: number | null;
  myLastBid: number | null;
  myAutoBidLimit: number | null;
  /** The smallest bid that would lead; null when already leading. */
  amountNeededForRank1: number | null;
  /** Prefill for the amount field: leading ± step, or the start value. */
  nextBidAmount: number;
  isLeader: boolean;
}

/** Guest/Client view: the top three amounts (SPEC §6); amounts null in a Rank auction (API.md). */
export interface GuestView extends CurrentBidBase {
  viewer: 'guest';
  top: { rank: number; amount: number | null }[];
}

/** Admin view: bids with identities and participants (SPEC §6). */
export interface AdminView extends CurrentBidBase {
  viewer: 'admin';
  leadingAmount: number | null;
  lastBid: AdminBidView | null;
  bids: AdminBidView[];
  participants: ParticipantView[];
  top: { rank: number; amount: number | null }[];
}

/**
 * A viewer's view of a lot (`current_bid`, and `join_auction`'s `subEvents`): the bidder's, the
 * guest's or the Admin's, drawn by the server from the lot's committed state.
 */
export type CurrentBidView = BidderView | GuestView | AdminView;
