import { plainQuantityMilli } from '@neelami/trade/sale-figures';
import type { z } from 'zod';
import { eventMessages } from './event-messages';

/**
 * API.md "Quantities": a lot bid per unit (`bidBasis: "unit"`) is valued at rate × quantity, so its
 * `quantityOrTypesOfTrunk` must be a plain positive number (up to three decimals, no exponent, no
 * range, no unit words: "250", "12.5", "0.125"). A lot bid as a whole keeps free text ("2 trucks of
 * mixed scrap"). The same reader values the sale (`@neelami/trade` sale-figures.ts).
 */
export const isUnitQuantity = (text: string): boolean => plainQuantityMilli(text) !== null;

/** The rule as a refinement of a sub-event's fields (Add Sub Event, the grid's row, the API). */
export function unitQuantityRule(
  v: { bidBasis?: unknown; quantityOrTypesOfTrunk?: unknown },
  ctx: z.RefinementCtx,
) {
  const q = v.quantityOrTypesOfTrunk;
  // A missing or blank quantity has its own message ("This field is required").
  if (v.bidBasis !== 'unit' || typeof q !== 'string' || q.trim() === '') return;
  if (!isUnitQuantity(q)) {
    ctx.addIssue({
      code: 'custom',
      path: ['quantityOrTypesOfTrunk'],
      message: eventMessages.quantityNotNumber,
    });
  }
}
