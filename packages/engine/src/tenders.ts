/**
 * Tender then auction (API.md "Multi-unit (Yankee) lots and tender-then-auction"; MSTC's
 * e-tender-cum-e-auction) as pure rules: in the tender window each member holds one sealed tender,
 * replaced only by naming the one it replaces; at the window's close the tenders open and rank;
 * the best tender that reaches the start value leads the open auction from its opening, and only
 * members who tendered at or beyond the start value bid in it. No I/O, no clock reads.
 */
import { amountProblem } from './amount';
import { atOrBeyond, beats } from './direction';
import type { Direction, EngineState, EpochMs, OpeningTender, Paise } from './types';

/** A member's tender in force (one per member). */
export interface Tender {
  bidderId: string;
  /** Paise. */
  amount: Paise;
  /** When it was placed. */
  at: EpochMs;
  /** Its place in the lot's tender log (1, 2, 3…): breaks ties between equal tenders placed at once. */
  seq: number;
  /** What the member names to replace it (the receipt's digest); opaque here. */
  ref: string;
}

/** The lot's tender window and what the opening needs. */
export interface TenderWindow {
  direction: Direction;
  /** Paise: a tender at or beyond it qualifies its tenderer for the auction. */
  startValue: Paise;
  opensAt: EpochMs;
  closesAt: EpochMs;
}

/** A member places a tender, or replaces its own by naming it. */
export interface PlaceTenderCommand {
  bidderId: string;
  amount: Paise;
  /** The `ref` of the member's tender in force that this one replaces; null for a first tender. */
  replaces: string | null;
}

export type TenderRefusalCode =
  | 'INVALID_AMOUNT'
  | 'TENDER_NOT_OPEN'
  | 'TENDER_CLOSED'
  | 'TENDER_NOT_REPLACEMENT';

export type TenderDecision =
  | { ok: true; replaced: Tender | null }
  | { ok: false; code: TenderRefusalCode; message: string };

const refuse = (code: TenderRefusalCode, message: string): TenderDecision => ({ ok: false, code, message });

/**
 * Whether `command` may be stored at `at`, given the member's tender in force (`current`, or null):
 * inside the window, a whole positive amount, and either a first tender or a replacement that names
 * the tender in force. A tender below the start value is taken; it only does not qualify.
 */
export function decideTender(
  window: TenderWindow,
  current: Tender | null,
  command: PlaceTenderCommand,
  at: EpochMs,
): TenderDecision {
  if (at < window.opensAt) return refuse('TENDER_NOT_OPEN', 'The tender window has not opened yet.');
  if (at >= window.closesAt) return refuse('TENDER_CLOSED', 'The tender window has closed.');
  if (amountProblem(command.amount) !== null)
    return refuse('INVALID_AMOUNT', 'The tender must be a whole amount of more than zero.');
  if (current === null && command.replaces !== null)
    return refuse('TENDER_NOT_REPLACEMENT', 'There is no tender of yours to replace.');
  if (current !== null && command.replaces !== current.ref)
    return refuse(
      'TENDER_NOT_REPLACEMENT',
      'You already hold a tender; a new one must name the one it replaces.',
    );
  return { ok: true, replaced: current };
}

/** Each member's tender in force from the log in order (a later tender of a member replaces its earlier one). */
export function tendersInForce(log: readonly Tender[]): Tender[] {
  const last = new Map<string, Tender>();
  for (const t of [...log].sort((a, b) => a.seq - b.seq)) last.set(t.bidderId, t);
  return [...last.values()];
}

/** A tender at its place after the opening: 1 is the best. */
export interface RankedTender extends Tender {
  rank: number;
  /** At or beyond the start value: its tenderer bids in the auction. */
  qualified: boolean;
}

/** The opening: tenders in force, best first (highest; lowest in reverse), earlier placed among equals. */
export function rankTenders(window: TenderWindow, inForce: readonly Tender[]): RankedTender[] {
  const { direction, startValue } = window;
  return [...inForce]
    .sort((a, b) => {
      if (a.amount !== b.amount) return beats(direction, a.amount, b.amount) ? -1 : 1;
      return a.at !== b.at ? a.at - b.at : a.seq - b.seq;
    })
    .map((t, i) => ({ ...t, rank: i + 1, qualified: atOrBeyond(direction, t.amount, startValue) }));
}

/** The best qualified tender of a ranking, or null when none reaches the start value. */
export function openingTenderOf(ranked: readonly RankedTender[]): OpeningTender | null {
  const best = ranked[0];
  return best?.qualified ? { bidderId: best.bidderId, amount: best.amount, at: best.at } : null;
}

/** The members who may bid in the auction: those whose tender reached the start value. */
export function qualifiedBidders(ranked: readonly RankedTender[]): Set<string> {
  return new Set(ranked.filter((t) => t.qualified).map((t) => t.bidderId));
}

/**
 * The engine's part of the opening (the `open-tenders` command): the best tender waits in the
 * state for the auction's opening, where it is recorded first and leads (decide.ts `openPending`,
 * the pre-bids' opening). Only once, and only on a lot without bids.
 */
export function withOpeningTender(state: EngineState, best: OpeningTender | null): EngineState | string {
  if (state.status === 'closed') return 'Bidding on this lot is closed.';
  if (state.tendersOpened === true) return 'The tenders of this lot are already open.';
  if (state.standings.length > 0) return 'This lot already has bids; its tenders cannot lead it.';
  if (best !== null && (amountProblem(best.amount) !== null || best.bidderId === ''))
    return 'The opening tender is not a valid tender.';
  return {
    ...state,
    seq: state.seq + 1,
    tendersOpened: true,
    openingTender: best,
    preBidsPending: best !== null || state.preBidsPending === true,
  };
}
