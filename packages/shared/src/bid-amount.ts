import * as z from 'zod/mini';
import { bidMessages } from './bid-messages';

/**
 * A bid's amount as typed or sent (SPEC §5), one rule for the server's place_bid / place_autobid
 * (bidding.ts) and the room's Bid button. In `zod/mini`, so the room checks an amount without
 * carrying the rest of zod.
 */

/** Largest bid accepted, in rupees (10^13 rupees = 10^15 paise, the engine's bound). */
export const MAX_BID_RUPEES = 10_000_000_000_000;

/** What is wrong with a number or text typed as a bid, or its whole rupees. */
function wholeRupees(v: number | string): number | string {
  const s = typeof v === 'number' ? String(v) : v.trim();
  if (s === '') return bidMessages.enterAmount;
  if (!/^\d+$/.test(s)) return bidMessages.invalidBid;
  const n = Number(s);
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_BID_RUPEES ? n : bidMessages.invalidBid;
}

/** SPEC §5: digits only, whole rupees; a number or a string of digits. */
export const bidAmountSchema = z.pipe(
  z.union([z.number(), z.string()], {
    // Nothing typed: 'Please enter Amount.'; anything else that is not a number: 'Enter valid bid'.
    error: (issue) =>
      issue.input === undefined || issue.input === null ? bidMessages.enterAmount : bidMessages.invalidBid,
  }),
  z.transform((v: number | string, ctx): number => {
    const n = wholeRupees(v);
    if (typeof n === 'number') return n;
    ctx.issues.push({ code: 'custom', message: n, input: v });
    return 0;
  }),
);
