/**
 * "Needs you now" (API.md "Where money goes, and what needs a member now"): GET /api/member/home,
 * the member's landing page after login. What waits for the member, each item with what the screen
 * needs to say it and to link to the place to act. Amounts are rupees, as the rest of the API
 * answers them; `YYYY-MM-DD` dates are IST calendar days, times ISO instants.
 */
import * as z from 'zod/mini';
import { isoInstant, succeeded } from './api-responses';

/** The lot an item is about, with its event (every item names one). */
const lotFields = {
  subEventId: z.string(),
  eventId: z.string(),
  auctionName: z.string(),
  auctionNo: z.number(),
  lotName: z.string(),
};

/**
 * A sale awaiting the member's payment. `toPay` counts only what is neither confirmed by the owner
 * nor reported by the member: money reported and not yet confirmed is `reported`, never asked again.
 */
export const homeDueSchema = z.strictObject({
  saleId: z.string(),
  ...lotFields,
  /** What the member owes after the EMD adjusted. */
  balanceDue: z.number(),
  /** Payments the owner has confirmed. */
  confirmed: z.number(),
  /** Payments the member reported that the owner has not confirmed or rejected yet. */
  reported: z.number(),
  /** Still to pay: balanceDue − confirmed − reported (never below 0). */
  toPay: z.number(),
  /** The IST day the balance is due by. */
  dueDate: z.string(),
  /** The due date has passed (IST). */
  overdue: z.boolean(),
});
export type HomeDue = z.infer<typeof homeDueSchema>;

/** The owner's closed lot whose leading bid awaits its authorisation (or refusal). */
const authoriseDecision = z.strictObject({
  kind: z.literal('authorise'),
  ...lotFields,
  /** The leading bid: the lot's total, or ₹ per `unit` when `bidBasis` is `unit`. */
  leadingBid: z.number(),
  bidBasis: z.enum(['lot', 'unit']),
  unit: z.string(),
  quantityOrTypesOfTrunk: z.string(),
  closedAt: isoInstant,
});

/** Payments a buyer reported on the owner's sale, awaiting the owner's confirmation. */
const confirmPaymentDecision = z.strictObject({
  kind: z.literal('confirm_payment'),
  saleId: z.string(),
  ...lotFields,
  buyerName: z.string(),
  /** The sum of the payments awaiting confirmation. */
  amount: z.number(),
  /** How many payments await confirmation. */
  payments: z.number(),
  /** When the oldest of them was reported. */
  reportedAt: isoInstant,
});

/** A lot offered to the member at its own best bid (the winner defaulted), to accept or decline. */
const offerDecision = z.strictObject({
  kind: z.literal('offer'),
  saleId: z.string(),
  ...lotFields,
  /** The sale's total (value, GST and TCS) if accepted. */
  total: z.number(),
  /** The IST day by which the offer must be answered. */
  answerBy: z.string(),
});

/** A decision waiting for the member: `kind` says which, and where it is made. */
export const homeDecisionSchema = z.discriminatedUnion('kind', [
  authoriseDecision,
  confirmPaymentDecision,
  offerDecision,
]);
export type HomeDecision = z.infer<typeof homeDecisionSchema>;

/** A lot the member is assigned to or watches that opens today (IST) and has not closed. */
export const homeLotSchema = z.strictObject({
  ...lotFields,
  opensAt: isoInstant,
  closesAt: isoInstant,
  /** `live` once it has opened. */
  state: z.enum(['upcoming', 'live']),
  assigned: z.boolean(),
  watched: z.boolean(),
});
export type HomeLot = z.infer<typeof homeLotSchema>;

/** An EMD deposit the member reported that Admin has not verified or rejected yet. */
export const homeDepositSchema = z.strictObject({
  depositId: z.string(),
  amount: z.number(),
  utr: z.string(),
  /** The IST day the member says it paid. */
  paidOn: z.string(),
  reportedAt: isoInstant,
});
export type HomeDeposit = z.infer<typeof homeDepositSchema>;

/** GET /api/member/home. */
export const memberHomeResponse = succeeded({
  dues: z.array(homeDueSchema),
  decisions: z.array(homeDecisionSchema),
  openingToday: z.array(homeLotSchema),
  pendingDeposits: z.array(homeDepositSchema),
});
export type MemberHome = z.infer<typeof memberHomeResponse>;
