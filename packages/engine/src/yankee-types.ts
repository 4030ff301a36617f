/**
 * Types of the multi-unit (Yankee) engine (API.md "Multi-unit (Yankee) lots"): a forward lot of
 * `totalQuantity` units sold per unit to several bidders, each holding one standing bid of a quantity
 * at a price per unit. Plain JSON like the single-lot types: paise, epoch milliseconds.
 */
import type { EpochMs, Paise, RejectionCode, Rules, RulesInput, Status } from './types';

/** The quantity rules of a Yankee lot, in whole units (MT, pieces…). */
export interface QuantityRules {
  /** Units on sale; no allocation ever exceeds it. */
  totalQuantity: number;
  /** Least quantity a bid may ask for, and the least remainder a bidder is given. */
  minQuantity: number;
  /** A bid's quantity is a multiple of it. */
  quantityStep: number;
}

/** The rules of a Yankee lot: the single lot's rules (forward only, no rank auction) and the quantities. */
export interface YankeeRulesInput extends Omit<RulesInput, 'direction' | 'rankOnly'>, QuantityRules {}

/** One bidder's standing bid: a quantity at a price per unit. */
export interface YankeeStanding {
  bidderId: string;
  /** Units asked for. */
  quantity: number;
  /** Price per unit, in paise. */
  amount: Paise;
  bidId: string;
  at: EpochMs;
  /** Position of the bid in the lot's log: orders equal prices made at the same time. */
  serial: number;
}

/** A bidder's Yankee auto bid: its quantity is kept and its price raised up to `limit` per unit. */
export interface YankeeAutoBid {
  bidderId: string;
  quantity: number;
  /** Ceiling per unit, in paise. */
  limit: Paise;
  at: EpochMs;
  seq: number;
}

/** The state of a Yankee lot; it grows with the number of bidders, never with the number of bids. */
export interface YankeeState {
  rules: Rules;
  quantity: QuantityRules;
  status: Status;
  endsAt: EpochMs;
  extensions: number;
  seq: number;
  lastSerial: number;
  /** One standing bid per bidder, in allocation order (price, then time, then serial). */
  standings: YankeeStanding[];
  autoBids: YankeeAutoBid[];
}

/** One bidder's place in the allocation. */
export interface Allocation {
  bidderId: string;
  /** 1 = first in allocation order. */
  rank: number;
  /** Units asked for. */
  quantity: number;
  /** Price per unit, in paise. */
  amount: Paise;
  /** Units it would win if the lot closed now (0 when none). */
  allocatedQuantity: number;
}

/** A manual Yankee bid. */
export interface YankeeBidCommand {
  type: 'place-bid';
  bidderId: string;
  quantity: number;
  amount: Paise;
  bidId: string;
}

/** Sets or raises a Yankee auto bid. */
export interface YankeeAutoBidCommand {
  type: 'place-auto-bid';
  bidderId: string;
  quantity: number;
  limit: Paise;
  bidId: string;
}

/** The commands a Yankee lot takes besides bids: the same as a single lot's. */
export type YankeeCommand =
  | YankeeBidCommand
  | YankeeAutoBidCommand
  | { type: 'extend-end'; endsAt: EpochMs }
  | { type: 'close' }
  | { type: 'set-active'; isActive: boolean };

/** A Yankee bid record: one bid row to write. */
export interface YankeeBidRecord extends YankeeStanding {
  kind: 'manual' | 'auto' | 'proxy';
}

/** What happened. */
export type YankeeEvent =
  | { type: 'bid-recorded'; bid: YankeeBidRecord }
  | { type: 'auto-bid-set'; bidderId: string; quantity: number; limit: Paise; previousLimit: Paise | null }
  | { type: 'allocation-changed'; from: Allocation[]; to: Allocation[] }
  | { type: 'closing-changed'; from: EpochMs; to: EpochMs; reason: 'anti-sniping' | 'admin' }
  | { type: 'active-changed'; isActive: boolean }
  | { type: 'closed'; allocation: Allocation[] };

/** Codes a Yankee command may be refused with: the single lot's and the quantity rules'. */
export type YankeeRejectionCode =
  | RejectionCode
  /** The quantity is not a whole multiple of the lot's quantity step. */
  | 'QUANTITY_STEP'
  /** The quantity is below the lot's minimum. */
  | 'QUANTITY_BELOW_MIN'
  /** The quantity is above the lot's total. */
  | 'QUANTITY_ABOVE_TOTAL'
  /** The bid does not improve the bidder's standing bid (a step in price, or more units at its price). */
  | 'NOT_IMPROVED';

export type YankeeDecision =
  | { ok: true; state: YankeeState; events: YankeeEvent[] }
  | { ok: false; code: YankeeRejectionCode; message: string; needed?: Paise };
