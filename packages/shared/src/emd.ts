import { z } from 'zod';
import { EMD_ENTRY_STATUSES, EMD_ENTRY_TYPES, type EmdEntryStatus, type EmdEntryType } from './emd-entries';
import { calendarDate, numberField, optionalText } from './fields';
import { isoIstDate } from './ist';
import { formatRupeesOfPaise } from './money';
import { textField } from './text';
import { storedNameOf, uploadMessages } from './uploads';

/**
 * Earnest money (API.md "Earnest money (EMD)"): the bodies of the EMD calls, the shapes they
 * answer and their messages. Amounts are rupees (whole or with paise) on the wire, paise inside.
 */

/** User-facing messages of the EMD calls (one place; mails are in the server's emd module). */
export const emdMessages = {
  depositReported: 'Deposit reported. It counts once an admin has verified it.',
  depositVerified: 'Deposit verified',
  depositRejected: 'Deposit rejected',
  depositNotFound: 'Deposit not found',
  depositDecided: 'This deposit has already been verified or rejected.',
  utrUsed: 'This UTR has already been recorded.',
  refundRequested: 'Refund requested. An admin will transfer it to your bank account.',
  refundPaid: 'Refund marked as paid',
  refundRejected: 'Refund rejected',
  refundNotFound: 'Refund not found',
  refundDecided: 'This refund has already been paid or rejected.',
  refundUtrRequired: 'Enter the UTR of the refund transfer',
  amountPaise: 'Enter an amount in rupees with at most two decimals (paise)',
  amountPositive: 'Must be more than 0',
  amountTooLarge: 'This amount is too large',
  utr: 'Enter the UTR: 6 to 30 letters and digits',
  futureDate: 'The payment date cannot be in the future',
  notAMember: 'Only members (Buyers and Sellers) have an EMD ledger',
  memberNotFound: 'Member not found',
  /** A hold or refund beyond what the member has available. */
  refundShort: (shortfall: number) =>
    `The refund is more than your available EMD by ${formatRupeesOfPaise(shortfall)}.`,
  /** SPEC/API.md: an assignment refused for a member, naming the member and the shortfall. */
  holdShort: (member: string, shortfall: number) =>
    `${member} does not have enough EMD for this lot: short by ${formatRupeesOfPaise(shortfall)}.`,
  /** A bid on a lot whose EMD the bidder does not hold. */
  bidNeedsHold: (emd: number) =>
    `This lot needs an EMD of ${formatRupeesOfPaise(emd)} held for you. Please deposit EMD and ask the admin to assign you again.`,
} as const;

/** Largest EMD amount taken, in rupees (₹1,00,00,00,000); the ledger's limit in paise / 100. */
export const EMD_MAX_RUPEES = 1_000_000_000;

/** Rupees with at most two decimals as integer paise, or null for a fraction of a paisa. */
export function paiseOfRupees(rupees: number): number | null {
  const paise = Math.round(rupees * 100);
  return Math.abs(paise - rupees * 100) < 1e-6 ? paise : null;
}

const rupeesWithPaise = (min: 'positive' | 'zero') =>
  numberField(
    z
      .number()
      .refine((v) => Number.isFinite(v) && paiseOfRupees(v) !== null, { error: emdMessages.amountPaise })
      .refine((v) => (min === 'positive' ? v > 0 : v >= 0), {
        error: min === 'positive' ? emdMessages.amountPositive : 'Must be 0 or more',
      })
      .refine((v) => v <= EMD_MAX_RUPEES, { error: emdMessages.amountTooLarge }),
    { decimals: true },
  );

/** A required EMD amount in rupees, more than 0, at most two decimals. */
export const emdRupees = () => rupeesWithPaise('positive');

/** A sub-event's `emdAmount`: rupees, 0 = none (missing = 0). */
export const emdAmountField = () => rupeesWithPaise('zero').optional().default(0);

/**
 * A bank transfer reference (NEFT 16, RTGS 22, IMPS 12 characters…): letters and digits, kept
 * upper-case; the spaces a bank prints it with ("SBIN 0000 1234") are dropped (API.md: a UTR is
 * compared without case and spaces).
 */
export const utrField = () =>
  textField({ error: emdMessages.utr })
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => /^[A-Za-z0-9]{6,30}$/.test(v), { error: emdMessages.utr })
    .transform((v) => v.toUpperCase());

/** A stored upload's URL (`/api/upload/files/…`), as the uploads answer it. */
const uploadUrl = () =>
  z
    .string({ error: uploadMessages.noFile })
    .trim()
    .refine((u) => storedNameOf(u) !== null, { error: uploadMessages.noFile });

/** POST /api/emd/deposits: a transfer the member reports. */
export const emdDepositInputSchema = z.object({
  amount: emdRupees(),
  utr: utrField(),
  /** The transfer's calendar date (IST), not after today. */
  paidOn: calendarDate().refine((d) => d <= isoIstDate(new Date()), { error: emdMessages.futureDate }),
  bank: optionalText(120),
  proofUrl: uploadUrl().optional().nullable(),
});
export type EmdDepositInput = z.input<typeof emdDepositInputSchema>;

/** POST /api/emd/refunds. */
export const emdRefundInputSchema = z.object({ amount: emdRupees() });
export type EmdRefundInput = z.input<typeof emdRefundInputSchema>;

/** PUT /api/admin/emd/deposits/:id. */
export const emdDepositDecisionSchema = z.object({
  status: z.enum(['verified', 'rejected'], { error: 'Choose verified or rejected' }),
  note: optionalText(500, { multiLine: true }),
});

/** PUT /api/admin/emd/refunds/:id: a paid refund names its transfer's UTR. */
export const emdRefundDecisionSchema = z
  .object({
    status: z.enum(['paid', 'rejected'], { error: 'Choose paid or rejected' }),
    utr: utrField().optional(),
    note: optionalText(500, { multiLine: true }),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'paid' && !v.utr) {
      ctx.addIssue({ code: 'custom', path: ['utr'], message: emdMessages.refundUtrRequired });
    }
  });

/** GET /api/admin/emd/deposits?status=…, GET /api/admin/emd/refunds?status=… */
export const emdDepositListQuerySchema = z.object({
  status: z
    .enum(['pending', 'verified', 'rejected'], { error: 'Choose pending, verified or rejected' })
    .optional(),
});
export const emdRefundListQuerySchema = z.object({
  status: z
    .enum(['requested', 'paid', 'rejected'], { error: 'Choose requested, paid or rejected' })
    .optional(),
});

export const emdIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id' }) });
export const emdUserParamsSchema = z.object({ userId: z.uuid({ error: 'Invalid user id' }) });

// ---------------------------------------------------------------- API shapes

export { EMD_ENTRY_STATUSES, EMD_ENTRY_TYPES, type EmdEntryStatus, type EmdEntryType };

/** A member's figures, in rupees. */
export interface EmdBalanceDto {
  deposited: number;
  held: number;
  available: number;
  adjusted: number;
  forfeited: number;
  refunded: number;
}

/** One line of a member's ledger (newest first). */
export interface EmdEntry {
  _id: string;
  type: EmdEntryType;
  /** Rupees. */
  amount: number;
  status: EmdEntryStatus;
  createdAt: string;
  /** Holds and their ends: the lot. */
  subEventId: string | null;
  subEventName: string | null;
  eventId: string | null;
  /** A hold's end: the hold it ends. */
  holdId: string | null;
  /** Deposits: the member's transfer; paid refunds: Admin's transfer. */
  utr: string | null;
  paidOn: string | null;
  bank: string | null;
  proofUrl: string | null;
  /** Admin's note on a decision. */
  note: string | null;
  /** When a deposit or refund was decided. */
  decidedAt: string | null;
}

/** A deposit as the member and Admin see it. */
export interface EmdDeposit {
  _id: string;
  userId: string;
  /** The member's name and e-mail (Admin's list). */
  memberName: string;
  memberEmail: string;
  amount: number;
  utr: string;
  paidOn: string;
  bank: string;
  proofUrl: string | null;
  status: 'pending' | 'verified' | 'rejected';
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A refund request. */
export interface EmdRefund {
  _id: string;
  userId: string;
  memberName: string;
  memberEmail: string;
  amount: number;
  status: 'requested' | 'paid' | 'rejected';
  utr: string | null;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
}
