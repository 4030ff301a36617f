/**
 * Types of the bidding engine (SPEC §1 auto bid, §4, §5 Bidding, §9; ARCHITECTURE "The bidding path").
 *
 * Everything here is plain JSON data: numbers, strings, booleans, arrays and null.
 * Money is a whole number of paise; times are epoch milliseconds (UTC).
 */

/** Whole number of the smallest currency unit (paise for INR); never a float. */
export type Paise = number;

/** Milliseconds since 1970-01-01T00:00:00Z, as returned by `Date.prototype.getTime()`. */
export type EpochMs = number;

/** Forward: highest bid wins, steps go up. Reverse: lowest bid wins, steps go down (SPEC §1, §4). */
export type Direction = 'forward' | 'reverse';

/** The sub-event's bidding rules as the server hands them to `initialState` (closing time included). */
export interface RulesInput {
  /** Which way the price moves; map the sub-event type with `directionForSubEventType`. */
  direction: Direction;
  /** Start value in paise: the first bid must reach it (SPEC §9 startValue). */
  startValue: Paise;
  /** Minimum increment (forward) or decrement (reverse) in paise (SPEC §9 incrementOrDecrement). */
  step: Paise;
  /** Opening time of bidding. */
  startsAt: EpochMs;
  /** Scheduled closing time of bidding. */
  endsAt: EpochMs;
  /** The admin's Active checkbox: an inactive sub-event takes no bids (SPEC §2 manage grid). */
  isActive: boolean;
  /** Anti-sniping window and extension in whole minutes, 1–10; null or absent means 3 (SPEC §4, §9 terms). */
  extensionMinutes?: number | null;
  /** False turns anti-sniping off (Timed auctions); absent means true. */
  extendable?: boolean;
  /** Most automatic extensions allowed; null or absent means unlimited. */
  maxExtensions?: number | null;
  /**
   * A rank auction (SPEC §3 auctionBehaviour 'Rank Auction', API.md): bidders learn only their own
   * rank and bids, so a bid need only beat the bidder's own last bid by a step (and reach the start
   * value), not the leader, and there are no auto bids. Absent means false.
   */
  rankOnly?: boolean;
}

/** The normalised rules kept in the state (defaults applied, closing time kept separately). */
export interface Rules {
  /** Which way the price moves. */
  direction: Direction;
  /** Start value in paise. */
  startValue: Paise;
  /** Minimum increment or decrement in paise. */
  step: Paise;
  /** Opening time of bidding. */
  startsAt: EpochMs;
  /** Whether the sub-event takes bids at all. */
  isActive: boolean;
  /** Anti-sniping window and extension, in minutes (1–10). */
  extensionMinutes: number;
  /** Whether anti-sniping extensions happen. */
  extendable: boolean;
  /** Most automatic extensions allowed; null = unlimited. */
  maxExtensions: number | null;
  /** A rank auction: bids beat the bidder's own last bid, not the leader's; no auto bids. */
  rankOnly: boolean;
}

/** One bidder's best valid bid; the state keeps one per bidder, never the whole bid history. */
export interface Standing {
  /** The bidder (a user id). */
  bidderId: string;
  /** The bid amount in paise. */
  amount: Paise;
  /** Id of the bid row this standing came from. */
  bidId: string;
  /** When the bid was made. */
  at: EpochMs;
  /** Position of the bid in the sub-event's bid log (1, 2, 3…): breaks ties between equal bids made at the same time. */
  serial: number;
}

/** A bidder's auto bid (proxy bid): a ceiling in forward auctions, a floor in reverse ones (SPEC §1). */
export interface AutoBid {
  /** The bidder (a user id). */
  bidderId: string;
  /** Ceiling (forward) or floor (reverse) in paise; the engine never bids beyond it. */
  limit: Paise;
  /** When the current limit was set. */
  at: EpochMs;
  /** The state `seq` at which the current limit was set: the earlier one wins a tie between equal limits. */
  seq: number;
}

/** Open means "not yet closed"; whether bids are taken also depends on the time and `rules.isActive`. */
export type Status = 'open' | 'closed';

/** The whole engine state of one sub-event: its size grows with the number of bidders, not of bids. */
export interface EngineState {
  /** The rules in force. */
  rules: Rules;
  /** Open until a `close` command is accepted. */
  status: Status;
  /** The current closing time (after anti-sniping and admin changes). */
  endsAt: EpochMs;
  /** How many automatic (anti-sniping) extensions have happened; admin changes are not counted. */
  extensions: number;
  /** Grows by exactly one with each accepted command (ARCHITECTURE: broadcasts carry it). */
  seq: number;
  /** Serial of the last bid record made (0 before the first bid). */
  lastSerial: number;
  /** Best valid bid per bidder, in rank order (best first; ties: earlier time, then lower serial). */
  standings: Standing[];
  /** At most one auto bid per bidder, in the order they were last set. */
  autoBids: AutoBid[];
  /** The leading bid (always equal to `standings[0]`), or null before the first bid. */
  leading: Standing | null;
  /**
   * True while auto bids set before the opening (pre-bids, API.md "Pre-bids") wait for it: the
   * `open` command, or the first bid command at or after the opening, lets them compete first.
   * Absent (or false) otherwise.
   */
  preBidsPending?: boolean;
  /** A tender-then-auction lot whose tenders have opened (tenders.ts); absent (false) otherwise. */
  tendersOpened?: boolean;
  /** The best qualified tender, waiting for the auction's opening, where it leads; then null. */
  openingTender?: OpeningTender | null;
}

/** The tender a tender-then-auction lot opens from (tenders.ts `openingTenderOf`). */
export interface OpeningTender {
  bidderId: string;
  /** Paise. */
  amount: Paise;
  /** When it was placed. */
  at: EpochMs;
}

/** How a bid record came about: typed by the bidder, made when an auto bid was set, or an automatic answer to a rival. */
export type BidKind = 'manual' | 'auto' | 'proxy';

/** A bid the engine accepted; the server writes one bid row per record. */
export interface BidRecord {
  /** Id for the bid row: the command's `bidId` for the commanding bidder's own record, `${bidId}:${index}` for others. */
  bidId: string;
  /** The bidder the bid belongs to. */
  bidderId: string;
  /** Amount in paise. */
  amount: Paise;
  /** Manual, auto (made while setting an auto bid) or proxy (automatic answer to a rival). */
  kind: BidKind;
  /** When the bid was made (the command's `now`). */
  at: EpochMs;
  /** Position in the sub-event's bid log (1, 2, 3…). */
  serial: number;
}

/** A bid the seller can mark (SPEC §1: the seller may accept, reject or cancel any bid). */
export type BidStatus = 'accepted' | 'rejected' | 'cancelled';

/** A bidder's best remaining valid bid, as the caller finds it in its bid rows. */
export interface BidRef {
  /** Amount in paise. */
  amount: Paise;
  /** Id of that bid row. */
  bidId: string;
  /** When it was made. */
  at: EpochMs;
  /** Its serial from the bid record (keeps ties ordered exactly as the engine ordered them). */
  serial: number;
}

/** A buyer types a bid amount (SPEC §5 Bidding). */
export interface PlaceBidCommand {
  type: 'place-bid';
  /** The bidder (a user id); the server has already checked the role, assignment and terms. */
  bidderId: string;
  /** Amount in paise. */
  amount: Paise;
  /** Caller-made id for the bid row(s) this command creates (see `BidRecord.bidId`). */
  bidId: string;
}

/**
 * A buyer sets or raises an auto bid (SPEC §1 auto bid). Before the opening it is a pre-bid
 * (API.md "Pre-bids"): it is kept, places no bid, and competes at the opening.
 */
export interface PlaceAutoBidCommand {
  type: 'place-auto-bid';
  /** The bidder (a user id). */
  bidderId: string;
  /** Ceiling (forward) or floor (reverse) in paise. */
  limit: Paise;
  /** Caller-made id for the bid row(s) this command creates (see `BidRecord.bidId`). */
  bidId: string;
}

/** The admin sets a new closing time (SPEC §4, §6 'Select Bid Time'). */
export interface ExtendEndCommand {
  type: 'extend-end';
  /** The new closing time; must be after `now` and after the opening time. */
  endsAt: EpochMs;
}

/**
 * The scheduler closes a due sub-event (ARCHITECTURE "The bidding path" step 5). Pre-bids still
 * waiting for an opening that nothing applied (the server was down) compete first.
 */
export interface CloseCommand {
  type: 'close';
  /** Base of the ids of the bid records pre-bids still waiting make (see `BidRecord.bidId`); 'close' when absent. */
  bidId?: string;
}

/**
 * The scheduler lets the pre-bids compete at the opening (API.md "Pre-bids"), when no bid command
 * has done so already: one step, as auto bids, the earlier placed first among equal limits.
 */
export interface OpenCommand {
  type: 'open';
  /** Base of the ids of the bid records it makes: `${bidId}:o${index}`. */
  bidId: string;
}

/** The tenders opened at the tender window's close: the best qualified one (or none) waits to lead the auction. */
export interface OpenTendersCommand {
  type: 'open-tenders';
  best: OpeningTender | null;
}

/** The admin ticks or unticks the sub-event's Active box (SPEC §2, §4). */
export interface SetActiveCommand {
  type: 'set-active';
  /** The new value of the Active box. */
  isActive: boolean;
}

/** The seller accepts, rejects or cancels a bid (SPEC §1). */
export interface SetBidStatusCommand {
  type: 'set-bid-status';
  /** The bid row being marked. */
  bidId: string;
  /** Its bidder. */
  bidderId: string;
  /** The new status; rejected and cancelled bids stop counting. */
  status: BidStatus;
  /** When the marked bid is the bidder's best: the bidder's best bid that still counts, or null if none. */
  replacementBest: BidRef | null;
}

/** Everything `decide` understands; there is deliberately no withdraw command (SPEC §5: bids cannot be withdrawn). */
export type Command =
  | PlaceBidCommand
  | PlaceAutoBidCommand
  | ExtendEndCommand
  | CloseCommand
  | OpenCommand
  | OpenTendersCommand
  | SetActiveCommand
  | SetBidStatusCommand;

/** Something that happened, for the server to store and broadcast. */
export type EngineEvent =
  | { type: 'bid-recorded'; bid: BidRecord }
  | { type: 'auto-bid-set'; bidderId: string; limit: Paise; previousLimit: Paise | null }
  /** An auto bid set or raised before the opening: kept, no bid placed (API.md "Pre-bids"). */
  | { type: 'pre-bid-set'; bidderId: string; limit: Paise; previousLimit: Paise | null }
  /** The pre-bids competed at the opening: `bidders` of them, recorded in the bid-recorded events. */
  | { type: 'pre-bids-opened'; bidders: number }
  /** The tenders opened; `leader` is who the auction opens with, or null when no tender qualified. */
  | { type: 'tenders-opened'; leader: string | null }
  | { type: 'leading-changed'; from: Standing | null; to: Standing | null }
  | { type: 'closing-changed'; from: EpochMs; to: EpochMs; reason: 'anti-sniping' | 'admin' }
  | { type: 'active-changed'; isActive: boolean }
  | { type: 'bid-status-changed'; bidId: string; bidderId: string; status: BidStatus }
  | { type: 'closed'; winner: Standing | null };

/** The closed set of reasons a command is refused. */
export type RejectionCode =
  | 'INVALID_COMMAND'
  | 'INVALID_AMOUNT'
  | 'NOT_OPEN'
  | 'CLOSED'
  | 'INACTIVE'
  | 'BELOW_START'
  | 'BELOW_STEP'
  | 'SELF_OUTBID'
  | 'AUTO_TOO_CLOSE'
  | 'AUTO_LOWERED'
  | 'AUTO_IN_RANK_AUCTION'
  | 'NOT_DUE'
  | 'ALREADY_CLOSED'
  | 'BAD_END'
  | 'UNKNOWN_BID'
  | 'NO_PRE_BIDS'
  | 'TENDERS_NOT_OPENABLE';

/** A command the engine accepted: the new state and what happened. */
export interface Accepted {
  ok: true;
  /** The new state (a fresh object; the input state is never changed). */
  state: EngineState;
  /** What happened, in order. */
  events: EngineEvent[];
}

/** A command the engine refused; the state is unchanged. */
export interface Rejected {
  ok: false;
  /** Machine-readable reason. */
  code: RejectionCode;
  /** Plain-English message for the user, naming the needed amount where useful. */
  message: string;
  /** The amount (paise) the rule asked for, when there is one: handy to prefill the bid box. */
  needed?: Paise;
}

/** The answer of `decide`. */
export type Decision = Accepted | Rejected;
