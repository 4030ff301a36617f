/**
 * What an amount on a lot is (API.md "After the award", `bidBasis`): on a `lot` lot a bid is the
 * lot's total; on a `unit` lot it is ₹ per `unit` of the lot's quantity, and the lot is worth the
 * rate times that quantity. Every screen that shows a bid on a lot words it here, so a rate is never
 * read as a total: `₹32,000/MT (lot ₹80,00,000)`.
 */
import { formatRupees, rupeesInWords, toPaise, toRupees } from '@neelami/shared/money';
import { rupeesInHindiWords } from '@neelami/shared/words-hi';
import { parseQuantityMilli, roundToRupee, unitOfQuantityText } from '@neelami/trade/sale-figures';
import { currentLanguage, t } from '../i18n/i18n';

/** The parts of a lot that say what its bids are (a sub-event, a room's lot, a report's lot). */
export interface BidBasisOf {
  /** Missing in older answers: a bid is then the lot's total. */
  bidBasis?: 'lot' | 'unit' | null;
  unit?: string | null;
  quantityOrTypesOfTrunk?: string | null;
}

/** Whether a bid on this lot is a rate per unit. */
export const isPerUnit = (lot: BidBasisOf | null | undefined): boolean => lot?.bidBasis === 'unit';

/** The unit a rate is per: the lot's unit, else the unit its quantity text names, else 'unit'. */
export function rateUnit(lot: BidBasisOf): string {
  return lot.unit?.trim() || unitOfQuantityText(lot.quantityOrTypesOfTrunk ?? '') || 'unit';
}

/**
 * The lot's value at this bid, in rupees, as the sale would state it (rate × quantity, rounded to
 * the rupee); the amount itself on a whole-lot bid; null without an amount or, per unit, without a
 * numeric quantity.
 */
export function lotValueOf(amount: number | null | undefined, lot: BidBasisOf): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  if (!isPerUnit(lot)) return amount;
  const milli = parseQuantityMilli(lot.quantityOrTypesOfTrunk ?? '');
  if (milli === null) return null;
  return toRupees(roundToRupee(Math.round((toPaise(amount) * milli) / 1000)));
}

/** The amount as bid: `₹32,000/MT` on a per-unit lot, `₹32,000` otherwise, '—' without one. */
export function formatRate(amount: number | null | undefined, lot: BidBasisOf): string {
  const money = formatRupees(amount);
  if (money === '—' || !isPerUnit(lot)) return money;
  return `${money}/${rateUnit(lot)}`;
}

/** `lot ₹80,00,000`: the lot's value at a per-unit bid, or null when it is not per unit or unknown. */
export function lotValueText(amount: number | null | undefined, lot: BidBasisOf): string | null {
  if (!isPerUnit(lot)) return null;
  const value = lotValueOf(amount, lot);
  return value === null ? null : t('bidBasis.lotValue', { amount: formatRupees(value) });
}

/** `₹32,000/MT (lot ₹80,00,000)` on a per-unit lot; `₹32,000` on a whole lot; '—' without an amount. */
export function formatBid(amount: number | null | undefined, lot: BidBasisOf): string {
  const rate = formatRate(amount, lot);
  const value = lotValueText(amount, lot);
  return value === null ? rate : `${rate} (${value})`;
}

/** A whole-rupee amount in words in the language shown; per unit, said so ("… Only per MT"). */
export function bidInWords(amount: number, lot: BidBasisOf): string {
  const words = currentLanguage() === 'hi' ? rupeesInHindiWords(amount) : rupeesInWords(toPaise(amount));
  return isPerUnit(lot) ? t('bidBasis.perUnitWords', { words, unit: rateUnit(lot) }) : words;
}
