/**
 * The figures of a sale, from the winning bid to the balance the buyer still owes. Pure: amounts are
 * integers of paise, quantities integers of thousandths of a unit, dates IST calendar dates.
 *
 * Rounding, as Indian tax invoices do (CGST Act s.170: tax rounded to the nearest rupee): the sale
 * value, the GST and the TCS are each rounded to the nearest whole rupee, fifty paise and above
 * upwards. The total is their sum, so it is whole rupees too. The EMD adjusted is the winner's hold
 * as deposited (never more than the total), so the balance due may carry paise when the EMD did.
 */

/** A bid is the lot's total (`lot`) or a rate per unit of the lot's quantity (`unit`). */
export type BidBasis = 'lot' | 'unit';
export const BID_BASES: readonly BidBasis[] = ['lot', 'unit'];

/** An event's sale terms (API.md): percentages and days. */
export interface SaleTerms {
  gstRate: number;
  tcsRate: number;
  paymentDays: number;
  liftingDays: number;
}

export const DEFAULT_SALE_TERMS: SaleTerms = { gstRate: 18, tcsRate: 1, paymentDays: 7, liftingDays: 30 };

export interface SaleFigures {
  /** The bid as made: the lot's total, or the rate per unit. */
  bidAmount: number;
  bidBasis: BidBasis;
  /** The quantity sold, in thousandths of `unit` (1 lot = 1000 when the lot has no numeric quantity). */
  quantityMilli: number;
  unit: string;
  saleValue: number;
  gst: number;
  tcs: number;
  total: number;
  emdAdjusted: number;
  balanceDue: number;
  /** IST calendar date `YYYY-MM-DD` by which the balance is due. */
  dueDate: string;
}

/** Paise rounded to the nearest whole rupee, fifty paise upwards. */
export function roundToRupee(paise: number): number {
  return Math.floor((paise + 50) / 100) * 100;
}

/** `pct` % of `paise`, rounded to the rupee; percentages may have two decimals (e.g. 0.1, 2.5). */
export function percentOf(paise: number, pct: number): number {
  const basisPoints = Math.round(pct * 100);
  // paise × basis points / 10,000, computed in integers so 18 % of a crore has no float drift.
  return roundToRupee(Math.round((paise * basisPoints) / 10_000));
}

/**
 * A plain positive quantity (API.md "Quantities"): digits with up to three decimals, nothing else
 * ("250", "12.5", "0.125"). What a `bidBasis: "unit"` lot's `quantityOrTypesOfTrunk` must be.
 */
const PLAIN_QUANTITY = /^\d+(?:\.\d{1,3})?$/;

/** The thousandths of a plain positive quantity (`PLAIN_QUANTITY`, trimmed), or null. */
export function plainQuantityMilli(text: string): number | null {
  const t = (text ?? '').trim();
  if (!PLAIN_QUANTITY.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  // In integers: "0.125" is 125 thousandths exactly, never a float's 124.99….
  const milli = Number(whole) * 1000 + Number(frac.padEnd(3, '0'));
  return milli > 0 && Number.isSafeInteger(milli) ? milli : null;
}

/**
 * A number and, after it, a unit that names no other number ("250 MT", "12.5MT", "1,200.5 kg").
 * The unit may not start with what would continue the number (".", ",", a sign, "/", "~") nor
 * hold a digit: "1e3", "10-12", "10 to 12" or "0.0005" are not read as 1, 10 or 0 (API.md
 * "Quantities": no exponent, no range, at most three decimals).
 */
const QUANTITY_TEXT = /^\s*(\d[\d,]*(?:\.\d{1,3})?)\s*([^\d\s,.+\-\u2012-\u2015~/][^\d]*)?$/;

/**
 * The numeric quantity of a lot's `quantityOrTypesOfTrunk` ("250", "250 MT", "1,200.5 kg") in
 * thousandths, or null when the text names no single number ("Assorted", "3 trucks and 2 cranes",
 * "10-12", "1e3").
 */
export function parseQuantityMilli(text: string): number | null {
  const m = QUANTITY_TEXT.exec(text ?? '');
  if (!m) return null;
  return plainQuantityMilli(m[1].replace(/,/g, ''));
}

/** The unit a lot's quantity text names after its number ("250 MT" → "MT"), or ''. */
export function unitOfQuantityText(text: string): string {
  // The unit starts after the whole number: "40" names none (not "0"), "12.5MT" names "MT".
  const m = QUANTITY_TEXT.exec(text ?? '');
  return m?.[2] ? m[2].trim() : '';
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar date of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` calendar date moved by whole days. */
export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a `YYYY-MM-DD` IST calendar date ends (midnight IST that follows it). */
export function endOfIstDay(ymd: string): Date {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS);
}

export interface FiguresInput {
  bidAmount: number;
  bidBasis: BidBasis;
  /** The lot's quantity text (`quantityOrTypesOfTrunk`). */
  quantityText: string;
  /** The lot's unit field; the unit in the quantity text is used when it is empty. */
  unit: string;
  terms: SaleTerms;
  /** The winner's EMD hold on this lot, in paise (0 when none). */
  emdHold: number;
  /** When the sale was made (award, or acceptance of an offer). */
  at: Date;
}

export type FiguresResult = { ok: true; figures: SaleFigures } | { ok: false; reason: 'NO_NUMERIC_QUANTITY' };

/** The sale figures of a winning bid, or why a per-unit lot cannot be valued. */
export function saleFigures(input: FiguresInput): FiguresResult {
  const parsed = parseQuantityMilli(input.quantityText);
  if (input.bidBasis === 'unit' && parsed === null) return { ok: false, reason: 'NO_NUMERIC_QUANTITY' };
  const unit = input.unit.trim() || unitOfQuantityText(input.quantityText) || (parsed === null ? 'lot' : '');
  const quantityMilli = parsed ?? 1000;
  const saleValue =
    input.bidBasis === 'unit'
      ? roundToRupee(Math.round((input.bidAmount * quantityMilli) / 1000))
      : roundToRupee(input.bidAmount);
  const gst = percentOf(saleValue, input.terms.gstRate);
  // TCS under s.206C(1) on scrap is collected on the invoice value, GST included.
  const tcs = percentOf(saleValue + gst, input.terms.tcsRate);
  const total = saleValue + gst + tcs;
  const emdAdjusted = Math.max(0, Math.min(input.emdHold, total));
  return {
    ok: true,
    figures: {
      bidAmount: input.bidAmount,
      bidBasis: input.bidBasis,
      quantityMilli,
      unit,
      saleValue,
      gst,
      tcs,
      total,
      emdAdjusted,
      balanceDue: total - emdAdjusted,
      dueDate: addDays(istDate(input.at), input.terms.paymentDays),
    },
  };
}
