/**
 * Tender then auction (API.md "Multi-unit (Yankee) lots and tender-then-auction"): the sub-event's
 * tender window fields and their rule, and the tender call's body. Amounts are whole rupees on the
 * wire. The answers are in tender-api-responses.ts.
 */
import { z } from 'zod';
import { bidAmountSchema } from './bid-amount';
import { bidMessages } from './bid-messages';
import { instant } from './fields';
import { tenderMessages } from './tender-messages';
import { textField } from './text';

export { tenderMessages };

/** The tender window of a sub-event (Add Sub Event, the grid's row): left out or null, none. */
export const tenderWindowFields = {
  tenderOpensOn: instant().nullable().optional(),
  tenderClosesOn: instant().nullable().optional(),
};

/** The fields the rule reads (the format, the window and the auction's start). */
export interface TenderWindowInput {
  saleFormat?: unknown;
  tenderOpensOn?: unknown;
  tenderClosesOn?: unknown;
  eventStartsOn?: unknown;
}

/**
 * What is wrong with a sub-event's tender window, field by field: a tender-then-auction lot needs
 * both dates, opening before closing, closing no later than the auction's start; any other lot
 * takes no tender date at all (refused, never ignored).
 */
export function tenderWindowProblems(v: TenderWindowInput): { path: string; message: string }[] {
  const given = (x: unknown): x is string => typeof x === 'string' && x !== '';
  const { tenderOpensOn: opens, tenderClosesOn: closes, eventStartsOn: starts } = v;
  if (v.saleFormat !== 'tender_auction') {
    return (['tenderOpensOn', 'tenderClosesOn'] as const)
      .filter((k) => given(v[k]))
      .map((path) => ({ path, message: tenderMessages.onlyForTenderLot }));
  }
  const missing = (['tenderOpensOn', 'tenderClosesOn'] as const).filter((k) => !given(v[k]));
  if (missing.length > 0) return missing.map((path) => ({ path, message: tenderMessages.windowRequired }));
  if (Date.parse(opens as string) >= Date.parse(closes as string))
    return [{ path: 'tenderClosesOn', message: tenderMessages.windowOrder }];
  if (given(starts) && Date.parse(closes as string) > Date.parse(starts))
    return [{ path: 'tenderClosesOn', message: tenderMessages.beforeAuction }];
  return [];
}

/** The rule as a refinement (Add Sub Event: a missing format is 'single'). */
export function tenderWindowRule(v: TenderWindowInput, ctx: z.RefinementCtx) {
  for (const p of tenderWindowProblems(v))
    ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
}

/** The lot of `/api/member/subEvents/:id/tender`. */
export const tenderParamsSchema = z.object({ id: z.uuid({ error: bidMessages.unknownSubEvent }) });

/** A receipt's digest: 64 hex digits. */
const digest = textField().regex(/^[0-9a-f]{64}$/, { error: tenderMessages.notReplacement });

/**
 * `POST /api/member/subEvents/:id/tender`: the amount in whole rupees; a replacement names the
 * digest of the receipt of the tender it replaces (API.md: one tender, replaceable in the window).
 */
export const tenderInputSchema = z.object({
  amount: bidAmountSchema,
  replaces: digest.nullable().optional(),
});
export type TenderInput = z.input<typeof tenderInputSchema>;
