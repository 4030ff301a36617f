/**
 * The close of a lot (API.md "The close: reserve price, approval and counter-offer"): the fields an
 * admin sets on a sub-event, the owner's decision and the leading bidder's answer, their messages
 * (Hindi in message-catalogue.ts) and the shapes the API answers with. The rules are the pure
 * machine in packages/trade (lot-close.ts).
 */
import { z } from 'zod';
import { rupees } from './catalog';
import { numberField } from './fields';
import { integrityReasonField } from './integrity';

export const closeMessages = {
  reserveBelowStart: 'The reserve price cannot be below the start value',
  reserveAboveStart:
    'In a reverse auction the reserve price is a ceiling: it cannot be above the start value',
  bandRange: 'The approval band is a percentage from 0 to 50, with at most two decimals',
  hoursRange: 'Approval hours must be a whole number from 1 to 168',
  notPending: 'This lot is not waiting for that decision',
  deadlinePassed: 'The time to decide has passed; the lot is unsold',
  counterRange: 'The counter-offer must lie between the leading bid and the reserve price',
  counterNeedsAmount: 'Enter the amount of your counter-offer',
  notLeader: 'Only the leading bidder of this lot can answer the counter-offer',
  lotNotFound: 'Lot not found',
  approved: 'Approved: the lot is awarded to the leading bidder',
  rejected: 'Rejected: the lot is unsold and every EMD hold is released',
  countered: 'Counter-offer sent to the leading bidder',
  accepted: 'Counter-offer accepted: the sale is made at that amount',
  declined: 'Counter-offer declined: the lot is unsold',
  awardNotOpen: 'This lot did not meet its reserve price: approve, reject or counter it instead',
  lotUnsold: 'This lot is unsold; it cannot be awarded',
  chooseDecision: 'Choose approve, reject or counter',
  acceptTrueOrFalse: 'accept must be true or false',
} as const;

/** A lot's result at and after its close (trade lot-close.ts). */
export const LOT_RESULT_VALUES = [
  'no_bids',
  'awaiting_award',
  'approval_pending',
  'countered',
  'unsold',
] as const;
export type LotResultValue = (typeof LOT_RESULT_VALUES)[number];

/** Steps of a lot's close history (lot_close_steps). */
export const CLOSE_STEPS = [
  'closed',
  'approved',
  'rejected',
  'countered',
  'accepted',
  'declined',
  'lapsed',
  'integrity_review',
] as const;
export type CloseStep = (typeof CLOSE_STEPS)[number];

/** Result labels for screens and reports, English and Hindi. */
export const LOT_RESULT_LABELS: Record<LotResultValue, { en: string; hi: string }> = {
  no_bids: { en: 'No bids', hi: 'कोई बोली नहीं' },
  awaiting_award: { en: 'Awaiting award', hi: 'आवंटन की प्रतीक्षा' },
  approval_pending: { en: 'Subject to approval', hi: 'अनुमोदन के अधीन' },
  countered: { en: 'Counter-offer made', hi: 'प्रति-प्रस्ताव दिया गया' },
  unsold: { en: 'Unsold', hi: 'नहीं बिका' },
};

export const CLOSE_STEP_LABELS: Record<CloseStep, { en: string; hi: string }> = {
  closed: { en: 'Closed', hi: 'बंद हुआ' },
  approved: { en: 'Approved by the owner', hi: 'मालिक ने अनुमोदित किया' },
  rejected: { en: 'Rejected by the owner', hi: 'मालिक ने अस्वीकार किया' },
  countered: { en: 'Counter-offer made', hi: 'प्रति-प्रस्ताव दिया गया' },
  accepted: { en: 'Counter-offer accepted', hi: 'प्रति-प्रस्ताव स्वीकार' },
  declined: { en: 'Counter-offer declined', hi: 'प्रति-प्रस्ताव अस्वीकार' },
  lapsed: { en: 'Time to decide ran out', hi: 'निर्णय का समय समाप्त' },
  integrity_review: { en: 'Awarded despite integrity flags', hi: 'सत्यनिष्ठा के संकेतों के बावजूद आवंटित' },
};

/** A reserve in whole rupees, or null (or a form's empty field) for none. */
export const reservePriceField = () => z.preprocess((v) => (v === '' ? null : v), rupees().nullable());

/** The approval band, % of the reserve, 0–50 with at most two decimals. */
export const approvalBandField = () =>
  numberField(
    z
      .number({ error: closeMessages.bandRange })
      .min(0, { error: closeMessages.bandRange })
      .max(50, { error: closeMessages.bandRange })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: closeMessages.bandRange }),
    { decimals: true, malformed: closeMessages.bandRange },
  );

export const approvalHoursField = () =>
  numberField(
    z
      .number({ error: closeMessages.hoursRange })
      .int({ error: closeMessages.hoursRange })
      .min(1, { error: closeMessages.hoursRange })
      .max(168, { error: closeMessages.hoursRange }),
    { malformed: closeMessages.hoursRange },
  );

/** The reserve's rule against the start value (a floor in forward, a ceiling in reverse). */
export function reserveRule(v: {
  subEventType?: unknown;
  startValue?: unknown;
  reservePrice?: unknown;
}): { path: 'reservePrice'; message: string } | null {
  if (typeof v.reservePrice !== 'number' || typeof v.startValue !== 'number') return null;
  const reverse = typeof v.subEventType === 'string' && v.subEventType.trim().toLowerCase() === 'reverse';
  if (!reverse && v.reservePrice < v.startValue)
    return { path: 'reservePrice', message: closeMessages.reserveBelowStart };
  if (reverse && v.reservePrice > v.startValue)
    return { path: 'reservePrice', message: closeMessages.reserveAboveStart };
  return null;
}

/** Body of POST /api/seller/subEvents/:id/approval. */
export const approvalDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject', 'counter'], { error: closeMessages.chooseDecision }),
    amount: rupees().optional(),
    /** Why a flagged lot is approved all the same (API.md "Integrity desk"). */
    reason: integrityReasonField(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'counter' && v.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: closeMessages.counterNeedsAmount });
  });
export type ApprovalDecisionInput = z.input<typeof approvalDecisionSchema>;

/** Body of POST /api/seller/subEvents/:id/counter (the leading bidder). */
export const counterAnswerSchema = z
  .object({ accept: z.boolean({ error: closeMessages.acceptTrueOrFalse }) })
  .strict();

/** One step of a lot's close history, as the API answers it. */
export interface CloseHistoryEntry {
  step: CloseStep;
  result: LotResultValue;
  /** ₹ (the leading bid at the close, the counter amount). */
  amount: number | null;
  at: string;
}

/** The close as the owner and Admin see it (amounts ₹). */
export interface LotCloseView {
  result: LotResultValue | null;
  reservePrice: number | null;
  approvalBandPct: number;
  approvalHours: number;
  /** The leading bid's amount at the close (₹). */
  leadingAmount: number | null;
  /** How far the leading bid is from the reserve (₹; 0 when met). */
  gap: number | null;
  counterAmount: number | null;
  decideBy: string | null;
  history: CloseHistoryEntry[];
}

/** The close as the leading bidder sees it: no reserve amount, only the counter it must answer. */
export interface BidderCloseView {
  result: LotResultValue | null;
  reserveMet: boolean | null;
  counterAmount: number | null;
  decideBy: string | null;
  history: CloseHistoryEntry[];
}

/** bp of a percentage with at most two decimals. */
export const bpOfPct = (pct: number) => Math.round(pct * 100);
export const pctOfBp = (bp: number) => bp / 100;
