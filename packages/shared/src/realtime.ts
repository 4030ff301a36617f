/**
 * Typed Socket.IO event maps (SPEC §7 Realtime, API.md "Realtime"), used by the
 * server gateway and the web client. Payloads are still parsed with zod on the
 * server: types check nothing at run time.
 *
 * The protocol in short (docs/bidding.md "Realtime protocol" has the whole of it):
 * - `join_auction` answers with the viewer's own view (`current_bid`) of each sub-event
 *   of the event it may see, and puts the socket in the rooms of those sub-events.
 * - Accepted bids reach the room as `new_bid`, at most one per sub-event per tick (about 50 ms)
 *   carrying every bid since the last (`seqFrom`…`seq`, no seq missing); every other change
 *   (extension, closing, seller decision, admin edit) as `current_bid` with its own `seq`. A client
 *   that sees `seq` jump (or reconnects) joins again.
 * - `current_bid` after bids goes, on the same tick, only to viewers whose own figures changed
 *   (rank, last bid, auto bid, lead); what everyone shares comes with `new_bid`.
 */

import type { BidReceipt } from './bid-receipts';
import type { AdminBidView, BidderView, CurrentBidView, ParticipantView } from './bidding';
import type { ErrorCode } from './errors';
import type { Language } from './language';
import type { NotificationEvent } from './notifications-api-responses';

/**
 * Why a client event was refused: the one code set of REST and sockets
 * (`packages/shared/src/errors.ts`). Kept under this name for the socket side.
 */
export type AckErrorCode = ErrorCode;

/** A refusal: the user-facing message, and for bids the sub-event and the amount a rule asked for. */
export interface AckFailure {
  success: false;
  message: string;
  code: AckErrorCode;
  subEventId?: string;
  /** Rupees: the amount the rule asked for (e.g. the next valid bid), when there is one. */
  needed?: number;
}

/** Every client event takes an acknowledgement with this answer. */
export type Ack<T extends object = object> = (answer: ({ success: true } & T) | AckFailure) => void;

/** Fields every server event about a sub-event carries (API.md). */
export interface SubEventStamp {
  subEventId: string;
  /** Grows by one with each accepted change of that sub-event. */
  seq: number;
  /** Server clock, ISO-8601. */
  serverTime: string;
}

/** A rank with its amount (rupees), as Guests/Clients see the top three (SPEC §6). */
export interface RankedAmount {
  rank: number;
  /** Null in a Rank auction: guests see the ranks without amounts (API.md). */
  amount: number | null;
}

export interface BidPayload {
  eventId: string;
  subEventId: string;
  token?: string;
  /** Whole rupees, as a number or a string of digits (SPEC §5 "digits only"). */
  amount: number | string;
  /** Client-generated id (letters, digits, `-`, `_`; at most 64): a retried bid is applied once. */
  clientBidId?: string;
}

export interface JoinAuctionPayload {
  eventId: string;
  /** Only this sub-event; without it every sub-event of the event the viewer may see. */
  subEventId?: string;
  token?: string;
  /** SPEC §6 terms: needed once per login session when the event requires it. */
  transactionPassword?: string;
}

/**
 * `join_auction` answer: the viewer's views of the event's active sub-events it may see, as
 * `subEvents`, or (to a client that connected with VIEWS_GZIP, once they are big) as
 * `subEventsGzip`: the same JSON array, gzip-compressed, a binary attachment.
 */
export interface JoinAuctionAnswer {
  eventId: string;
  serverTime: string;
  subEvents?: CurrentBidView[];
  subEventsGzip?: ArrayBuffer | Uint8Array;
}

/** `place_bid` answer (sent only after the bid is stored). */
export interface PlaceBidAnswer {
  subEventId: string;
  /** The bidder's own new bid row; null when an auto bid was only raised (no bid needed yet). */
  bidId: string | null;
  /**
   * That bid's receipt (API.md "Bid receipts"): present whenever `bidId` is, absent when no bid
   * of the bidder's own was placed.
   */
  receipt?: BidReceipt;
  /** Rupees: the amount bid. */
  amount: number;
  /** The sub-event's seq after this bid. */
  seq: number;
  /** 'Bid Placed!' (SPEC §4). */
  message: string;
  /** The bidder's view right after the bid. */
  view: BidderView;
  /** True when this answers a repeated clientBidId (nothing new was placed). */
  duplicate?: boolean;
}

/** `place_autobid` answer (API.md: the bid it placed is `amount`, the limit `ceiling`). */
export interface PlaceAutoBidAnswer extends Omit<PlaceBidAnswer, 'amount'> {
  /**
   * Rupees: the bid the auto bid placed (the start value, or one step beyond a rival), or, when it
   * placed none because the bidder already leads, the bidder's own bid in force; null only when
   * the bidder has no bid at all.
   */
  amount: number | null;
  /** Rupees: the auto-bid ceiling (floor in reverse) now in force. */
  ceiling: number;
}

/** `get_active_users` answer (Admin). */
export interface ActiveUsersAnswer {
  subEventId: string;
  users: ParticipantView[];
  serverTime: string;
}

/** `extend_event_time` answer (Admin). */
export interface ExtendEventTimeAnswer {
  subEventId: string;
  /** The new closing time. */
  endsAt: string;
  seq: number;
}

export interface ClientToServerEvents {
  join_auction: (p: JoinAuctionPayload, ack?: Ack<JoinAuctionAnswer>) => void;
  leave_auction: (p: { eventId?: string; subEventId?: string }, ack?: Ack) => void;
  live_auction: (p: { token?: string }, ack?: Ack) => void;
  get_active_users: (p: { subEventId: string; token?: string }, ack?: Ack<ActiveUsersAnswer>) => void;
  place_bid: (p: BidPayload, ack?: Ack<PlaceBidAnswer>) => void;
  place_autobid: (p: BidPayload, ack?: Ack<PlaceAutoBidAnswer>) => void;
  /** Always refused (`CONFLICT`): an auto bid, a pre-bid too, cannot be withdrawn (API.md "Pre-bids"). */
  cancel_autobid: (p: { eventId?: string; subEventId: string }, ack?: Ack) => void;
  admin_broadcast: (
    p: { eventId: string; subEventId?: string; message: string },
    ack?: Ack<{ message: string }>,
  ) => void;
  extend_event_time: (
    p: { eventId: string; subEventId: string; token?: string; BidEndTime: string },
    ack?: Ack<ExtendEventTimeAnswer>,
  ) => void;
  /** The socket's language from now on (language-schema.ts); anyone connected may set its own. */
  set_language: (p: { language: Language }, ack?: Ack) => void;
}

/**
 * Fields of every `new_bid` (API.md "Realtime"). One `new_bid` carries the bids accepted since the
 * last one (at most one per sub-event per tick, about 50 ms): `seqFrom` is the seq of the first,
 * `seq` the last, with no seq missing between them; the other fields are the state after the last.
 * A client that connects with `auth: { bids: 'each' }` (BIDS_EACH) gets one per accepted bid
 * (`seqFrom` = `seq`, one entry in `bids`).
 */
interface NewBidBase extends SubEventStamp {
  /** The seq of the first accepted bid in this message (equal to `seq` for one bid). */
  seqFrom: number;
  /** The closing time after the last bid. */
  endsAt: string;
  /** True when a bid of this message moved the closing time (anti-sniping, SPEC §4). */
  extended: boolean;
  /** API.md "The close": whether the leading bid meets the reserve; null without a reserve or a bid. */
  reserveMet: boolean | null;
}

/**
 * One accepted bid as the bidders' and guests' rooms hear of it: its seq, the leading amount it
 * left (rupees; null in a Rank auction) and whether it moved the closing time. Never an identity.
 */
export interface NewBidEntry {
  seq: number;
  amount: number | null;
  extended: boolean;
}

/** `new_bid` in the bidders' room: never an identity; no amount in a Rank auction. */
export interface BidderNewBid extends NewBidBase {
  viewer: 'bidder';
  /** Rupees, after the last bid; null in a Rank auction (SPEC §6: only the rank is shown). */
  leadingAmount: number | null;
  /** The accepted bids, oldest first. */
  bids: NewBidEntry[];
}

/** `new_bid` in the guests' room: the top three amounts after the last bid. */
export interface GuestNewBid extends NewBidBase {
  viewer: 'guest';
  top: RankedAmount[];
  /** The accepted bids, oldest first (no amount in a Rank auction). */
  bids: NewBidEntry[];
}

/** `new_bid` in the admins' room: the bid rows recorded, with identities. */
export interface AdminNewBid extends NewBidBase {
  viewer: 'admin';
  leadingAmount: number | null;
  /** The rows these bids recorded, oldest first (a bid may set off answers of auto bids). */
  bids: AdminBidView[];
}

export type NewBidView = BidderNewBid | GuestNewBid | AdminNewBid;

/**
 * A client that keeps its own countdown from `endsAt` and the server's clock may connect with
 * `auth: { token, countdown: 'sparse' }`: it then gets `countdown` every COUNTDOWN_SPARSE_EVERY
 * seconds instead of every second (each still carries `seq`, so a missed change is noticed).
 * A room of 200 lots sends 200 countdowns a second, about 30 KB/s: more than half of a slow 3G
 * link, and a bid's acknowledgement waits behind them. Without the option nothing changes.
 */
export const COUNTDOWN_SPARSE = 'sparse';
export const COUNTDOWN_SPARSE_EVERY = 10;

/**
 * A client that wants one `new_bid` per accepted bid connects with `auth: { token, bids: 'each' }`;
 * every other client gets the bids accepted since the last tick in one `new_bid` (API.md).
 */
export const BIDS_EACH = 'each';

/**
 * A client that takes the views from `join_auction`'s answer (`subEvents`) may connect with
 * `auth: { token, join: 'answer' }`: the server then does not send them again as `current_bid`
 * right after the answer. A room of 200 lots is about 180 KB of views; on a slow link the repeat
 * doubles the wait for a usable room. Without the option nothing changes.
 */
export const JOIN_ANSWER_ONLY = 'answer';

/**
 * A client that can gunzip (a browser's DecompressionStream) may connect with
 * `auth: { token, pictures: 'gzip' }` (the handshake's key keeps that name: clients send it): when a
 * join's views are VIEWS_GZIP_FROM bytes of JSON or more, its answer then carries them
 * gzip-compressed as `subEventsGzip` instead of `subEvents`. A room of 200 lots is ~180 KB of views
 * and ~16 KB gzipped: on a phone's slow link about a second less at every join and re-join. The
 * WebSocket's own compression (permessage-deflate) would compress every message with a compressor
 * kept per socket; this compresses the one big answer, once. Without the option nothing changes.
 */
export const VIEWS_GZIP = 'gzip';
export const VIEWS_GZIP_FROM = 8 * 1024;
/** @deprecated The old name of VIEWS_GZIP, kept while the web app still imports it. */
export const PICTURES_GZIP = VIEWS_GZIP;
/** @deprecated The old name of VIEWS_GZIP_FROM. */
export const PICTURES_GZIP_FROM = VIEWS_GZIP_FROM;

/** `countdown`, once a second per live sub-event room (SPEC §4, §9; API.md). */
export interface CountdownPayload extends SubEventStamp {
  /** Whole seconds until closing, rounded up; 0 once due. */
  secondsLeft: number;
  endsAt: string;
  status: 'open' | 'closed';
}

/** `bid_error`: a refused bid, to the bidder's socket alone (API.md "Realtime"). */
export interface BidErrorPayload {
  /** The sub-event the refused bid named ('' when the payload named none). */
  subEventId: string;
  message: string;
  /** The sub-event's current seq; absent only when there is no such sub-event. */
  seq?: number;
  /** Server clock, ISO-8601. */
  serverTime: string;
  /** Rupees: the amount a rule asked for, when there is one. */
  needed?: number;
}

/**
 * `admin_message`: a live broadcast or a saved flash message. One to a sub-event carries that
 * sub-event's current `seq` (API.md); one to the whole event is about no single sub-event.
 */
export interface AdminMessagePayload {
  eventId: string;
  subEventId?: string;
  /** The sub-event's current seq, with `subEventId`. */
  seq?: number;
  message: string;
  serverTime: string;
  /** 'admin' for a live broadcast from the admin room, 'flash' for a saved flash message. */
  kind?: 'admin' | 'flash';
}

export interface ServerToClientEvents {
  live_list: (p: { data: unknown[] }) => void;
  new_bid: (p: NewBidView) => void;
  current_bid: (p: CurrentBidView) => void;
  bid_error: (p: BidErrorPayload) => void;
  countdown: (p: CountdownPayload) => void;
  active_users_list: (p: SubEventStamp & { users: ParticipantView[] }) => void;
  admin_message: (p: AdminMessagePayload) => void;
  /** This socket left the live room because the same account entered it elsewhere (SPEC §5 terms). */
  session_taken_over: (p: { message: string; serverTime: string }) => void;
  /** A new alert, to every open connection of its member (API.md "Alerts, watchlist and saved searches"). */
  notification: (p: NotificationEvent) => void;
}

/**
 * Events between server instances (Socket.IO `serverSideEmit` through the Redis adapter). `Change`
 * is the server's message of a committed sub-event change (apps/server live-room/fan-out-transport.ts):
 * the instance that committed it tells the others, and each tells its own sockets.
 */
export interface InterServerEvents<Change> {
  'bidding:publish': (change: Change) => void;
}
