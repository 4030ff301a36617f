/**
 * Amount checks. Money is a whole number of paise (STYLE "Money is an integer of paise"), so the
 * engine refuses anything else rather than rounding it: a silently rounded bid is a different bid.
 */
import type { Paise } from './types';

/**
 * Largest amount the engine accepts: 10^15 paise (₹10 lakh crore). Far above any lot, and small
 * enough that `amount + 2 × step` stays an exact JavaScript integer (below 2^53).
 */
export const MAX_AMOUNT: Paise = 1_000_000_000_000_000;

/** Why a value is not a usable amount, or null when it is one. */
export type AmountProblem = 'not-a-number' | 'not-whole' | 'not-positive' | 'too-large';

/** Checks that a value is a whole, positive amount of paise no larger than `MAX_AMOUNT`. */
export function amountProblem(value: unknown): AmountProblem | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'not-a-number';
  if (value <= 0) return 'not-positive';
  if (value > MAX_AMOUNT) return 'too-large';
  if (!Number.isInteger(value)) return 'not-whole';
  return null;
}

/** True for a whole, positive amount of paise no larger than `MAX_AMOUNT`. */
export function isAmount(value: unknown): value is Paise {
  return amountProblem(value) === null;
}
