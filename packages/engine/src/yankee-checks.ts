/**
 * The checks of a Yankee bid (API.md "Multi-unit (Yankee) lots", "Bad input"): the quantity is a
 * multiple of the step, from the minimum to the total; a new bid improves the bidder's own standing
 * bid by a step in price or by more units at its price. Each refusal has a code and says what is wrong.
 */
import { reject } from './decide';
import { formatRupees } from './format';
import type { Paise } from './types';
import { floorFor } from './yankee-allocation';
import type { QuantityRules, YankeeDecision, YankeeState } from './yankee-types';

/** Everything wrong with the quantity rules, in plain words; empty when usable. */
export function quantityProblems(q: QuantityRules): string[] {
  const problems: string[] = [];
  const whole = (n: number) => Number.isSafeInteger(n) && n > 0;
  if (!whole(q.totalQuantity)) problems.push('totalQuantity must be a whole number above zero');
  if (!whole(q.minQuantity)) problems.push('minQuantity must be a whole number above zero');
  if (!whole(q.quantityStep)) problems.push('quantityStep must be a whole number above zero');
  if (problems.length > 0) return problems;
  if (q.minQuantity > q.totalQuantity) problems.push('minQuantity must not exceed totalQuantity');
  if (q.minQuantity % q.quantityStep !== 0) problems.push('minQuantity must be a multiple of quantityStep');
  if (q.totalQuantity % q.quantityStep !== 0)
    problems.push('totalQuantity must be a multiple of quantityStep');
  return problems;
}

/** Why a quantity is not one this lot takes, or null. */
export function refuseQuantity(q: QuantityRules, quantity: unknown): YankeeDecision | null {
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity <= 0) {
    return reject('INVALID_COMMAND', 'The quantity must be a whole number of units above zero.');
  }
  if (quantity % q.quantityStep !== 0) {
    return {
      ok: false,
      code: 'QUANTITY_STEP',
      message: `The quantity must be a multiple of ${q.quantityStep}.`,
    };
  }
  if (quantity < q.minQuantity) {
    return {
      ok: false,
      code: 'QUANTITY_BELOW_MIN',
      message: `The quantity must be at least ${q.minQuantity}.`,
    };
  }
  if (quantity > q.totalQuantity) {
    return {
      ok: false,
      code: 'QUANTITY_ABOVE_TOTAL',
      message: `The quantity cannot be more than the lot's ${q.totalQuantity}.`,
    };
  }
  return null;
}

/** Why a bid of `quantity` at `amount` does not improve the bidder's standing bid, or null. */
export function refuseImprovement(
  state: YankeeState,
  bidderId: string,
  quantity: number,
  amount: Paise,
): YankeeDecision | null {
  const own = state.standings.find((s) => s.bidderId === bidderId);
  if (own === undefined) {
    if (amount >= state.rules.startValue) return null;
    const needed = state.rules.startValue;
    return {
      ok: false,
      code: 'BELOW_START',
      message: `Price must be at least ${formatRupees(needed, 'up')} per unit (the start value).`,
      needed,
    };
  }
  if (quantity < own.quantity) {
    // SPEC §5: bids cannot be withdrawn, and fewer units would withdraw part of one.
    return {
      ok: false,
      code: 'NOT_IMPROVED',
      message: `Your standing bid is for ${own.quantity}; the quantity cannot go down.`,
    };
  }
  const needed = floorFor(state, bidderId, quantity);
  if (amount >= needed) return null;
  return {
    ok: false,
    code: 'NOT_IMPROVED',
    message: `Your standing bid is ${formatRupees(own.amount)} per unit for ${own.quantity}: bid at least ${formatRupees(needed, 'up')} per unit, or more units at ${formatRupees(own.amount)}.`,
    needed,
  };
}
