/**
 * The result of a lot's close (API.md "The close: reserve price, approval and counter-offer") as a
 * pure state machine. At the close a lot is `no_bids`, `awaiting_award` (reserve met, or none: the
 * owner authorises as before), `approval_pending` (below the reserve but within the band) or
 * `unsold` (below the band). From `approval_pending` the owner approves (the award is made at the
 * leading bid), rejects (`unsold`) or counters with an amount strictly between the leading bid and
 * the reserve (`countered`); the leading bidder accepts (the award is made at the counter amount)
 * or declines (`unsold`). A decision not made by its deadline makes the lot `unsold`. Every move
 * into `unsold` releases every hold, once: the machine answers `releaseHolds` on that move only.
 * In a reverse auction the reserve is a ceiling: the lowest bid must be at or below it.
 */

export type LotResult = 'no_bids' | 'awaiting_award' | 'approval_pending' | 'countered' | 'unsold';

export const LOT_RESULTS: readonly LotResult[] = [
  'no_bids',
  'awaiting_award',
  'approval_pending',
  'countered',
  'unsold',
];

/** The terms a lot was closed under, paise and basis points. */
export interface CloseTerms {
  reverse: boolean;
  /** Paise; null = no reserve. */
  reservePrice: number | null;
  /** The approval band in basis points of the reserve (0–5000). */
  approvalBandBp: number;
  /** Hours the owner (and then the leading bidder) has to decide. */
  approvalHours: number;
}

/** Whether the leading amount meets the reserve (a floor in forward, a ceiling in reverse). */
export function reserveMet(
  terms: Pick<CloseTerms, 'reverse' | 'reservePrice'>,
  leading: number | null,
): boolean | null {
  if (leading === null) return null;
  if (terms.reservePrice === null) return true;
  return terms.reverse ? leading <= terms.reservePrice : leading >= terms.reservePrice;
}

/** The furthest amount from the reserve still within the band (rounded towards the reserve). */
export function bandLimit(terms: CloseTerms): number | null {
  if (terms.reservePrice === null) return null;
  const reach = Math.floor((terms.reservePrice * terms.approvalBandBp) / 10_000);
  return terms.reverse ? terms.reservePrice + reach : terms.reservePrice - reach;
}

/** The result at the close, from the leading amount (null: no bid counts). */
export function resultAtClose(terms: CloseTerms, leading: number | null): LotResult {
  if (leading === null) return 'no_bids';
  if (reserveMet(terms, leading)) return 'awaiting_award';
  const limit = bandLimit(terms);
  if (limit === null || terms.approvalBandBp === 0) return 'unsold';
  const within = terms.reverse ? leading <= limit : leading >= limit;
  return within ? 'approval_pending' : 'unsold';
}

/** A lot's close as the machine sees it. */
export interface LotClose {
  result: LotResult;
  /** The leading amount at the close, paise (null when no bid counted). */
  leading: number | null;
  /** The owner's counter amount while `countered`. */
  counter: number | null;
  /** When the pending decision lapses (approval_pending, countered). */
  decideBy: Date | null;
}

export type LotCloseCommand =
  | { type: 'close'; leading: number | null; at: Date }
  | { type: 'approve'; at: Date }
  | { type: 'reject'; at: Date }
  | { type: 'counter'; amount: number; at: Date }
  | { type: 'accept'; at: Date }
  | { type: 'decline'; at: Date }
  /** The deadline sweep. */
  | { type: 'lapse'; at: Date };

export type LotCloseRefusal =
  /** The lot is not awaiting this decision. */
  | 'NOT_PENDING'
  /** The deadline has passed. */
  | 'DEADLINE_PASSED'
  /** A counter not strictly between the leading bid and the reserve. */
  | 'COUNTER_OUT_OF_RANGE'
  /** A lapse asked for before the deadline. */
  | 'NOT_DUE'
  /** The lot was already closed. */
  | 'ALREADY_CLOSED';

export type LotCloseDecision =
  | {
      ok: true;
      close: LotClose;
      /** The award is made now, at this amount (paise). */
      award: number | null;
      /** Every hold of the lot is released now (the move into `unsold`). */
      releaseHolds: boolean;
    }
  | { ok: false; refusal: LotCloseRefusal };

const HOUR = 3_600_000;

const moved = (close: LotClose, award: number | null = null): LotCloseDecision => ({
  ok: true,
  close,
  award,
  releaseHolds: close.result === 'unsold',
});

const unsold = (c: LotClose): LotCloseDecision =>
  moved({ ...c, result: 'unsold', decideBy: null, counter: c.counter });

/** Whether `amount` lies strictly between the leading bid and the reserve. */
export function counterInRange(terms: CloseTerms, leading: number, amount: number): boolean {
  if (terms.reservePrice === null) return false;
  return terms.reverse
    ? amount < leading && amount > terms.reservePrice
    : amount > leading && amount < terms.reservePrice;
}

/** Decides one step of a lot's close. `close` is null before the lot has closed. */
export function decideLotClose(
  terms: CloseTerms,
  close: LotClose | null,
  c: LotCloseCommand,
): LotCloseDecision {
  if (c.type === 'close') {
    if (close) return { ok: false, refusal: 'ALREADY_CLOSED' };
    const result = resultAtClose(terms, c.leading);
    const decideBy =
      result === 'approval_pending' ? new Date(c.at.getTime() + terms.approvalHours * HOUR) : null;
    return moved({ result, leading: c.leading, counter: null, decideBy });
  }
  if (!close) return { ok: false, refusal: 'NOT_PENDING' };
  const waitingFor =
    c.type === 'accept' || c.type === 'decline'
      ? 'countered'
      : c.type === 'lapse'
        ? close.result
        : 'approval_pending';
  if (close.result !== waitingFor || (close.result !== 'approval_pending' && close.result !== 'countered'))
    return { ok: false, refusal: 'NOT_PENDING' };
  const due = close.decideBy !== null && c.at.getTime() >= close.decideBy.getTime();
  if (c.type === 'lapse') return due ? unsold(close) : { ok: false, refusal: 'NOT_DUE' };
  if (due) return { ok: false, refusal: 'DEADLINE_PASSED' };
  const leading = close.leading ?? 0;
  switch (c.type) {
    case 'approve':
      return moved({ ...close, result: 'awaiting_award', decideBy: null }, leading);
    case 'reject':
    case 'decline':
      return unsold(close);
    case 'counter':
      if (!counterInRange(terms, leading, c.amount)) return { ok: false, refusal: 'COUNTER_OUT_OF_RANGE' };
      return moved({
        ...close,
        result: 'countered',
        counter: c.amount,
        decideBy: new Date(c.at.getTime() + terms.approvalHours * HOUR),
      });
    case 'accept':
      return moved({ ...close, result: 'awaiting_award', decideBy: null }, close.counter);
  }
}

/** Whether the owner may authorise the winner as before (no reserve question is open). */
export const awardOpen = (result: LotResult | null): boolean =>
  result === null || result === 'awaiting_award';
