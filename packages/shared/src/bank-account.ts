import { z } from 'zod';
import { requiredText } from './fields';
import { textField } from './text';

/**
 * Where money goes (API.md "Where money goes, and what needs a member now"): the platform's EMD
 * account, and each owner's payee account, verified by Admin like KYC. One body for both,
 * `{ accountName, accountNo, ifsc, bank, upiId? }`, checked alike on the screen and the server.
 */

/** The user-facing messages of the account calls (each text in one place; Hindi in the catalogue). */
export const bankAccountMessages = {
  accountNo: 'Enter the account number: 9 to 18 digits',
  ifsc: 'Enter the IFSC: 11 characters, four letters, a zero, then six letters or digits (e.g. SBIN0001234)',
  upiId: 'Enter the UPI ID as name@bank, e.g. neelami@okaxis',
  emdAccountSaved: "The platform's EMD account is saved.",
  payeeSubmitted: 'Payee account saved. It is shown to buyers once an admin has verified it.',
  payeeUnchanged: 'This payee account is already on record; nothing changed.',
  payeeVerified: 'Payee account verified',
  payeeRejected: 'Payee account rejected',
  payeeNotFound: 'This member has not given a payee account.',
  payeeDecided: 'This payee account has already been verified or rejected.',
  payeeChanged:
    'The member changed the payee account since you opened it: look at the new one before deciding.',
  payeeSellersOnly: 'Only sellers give a payee account.',
  memberNotFound: 'Member not found',
} as const;

/** IFSC: four letters (the bank), a zero, six letters or digits (the branch) — RBI's format. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const ACCOUNT_NO_PATTERN = /^\d{9,18}$/;
/** A UPI ID (virtual payment address): a handle, `@`, the payment provider's name. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

const spacesOut = (v: string) => v.replace(/\s+/g, '');

/** `{ accountName, accountNo, ifsc, bank, upiId? }`: the number without spaces, the IFSC in capitals. */
export const bankAccountSchema = z
  .object({
    accountName: requiredText(120),
    accountNo: requiredText(40)
      .transform(spacesOut)
      .refine((v) => ACCOUNT_NO_PATTERN.test(v), { error: bankAccountMessages.accountNo }),
    ifsc: requiredText(20)
      .transform((v) => spacesOut(v).toUpperCase())
      .refine((v) => IFSC_PATTERN.test(v), { error: bankAccountMessages.ifsc }),
    bank: requiredText(120),
    upiId: textField({ error: bankAccountMessages.upiId })
      .trim()
      .max(300, { error: bankAccountMessages.upiId })
      .refine((v) => v === '' || UPI_ID_PATTERN.test(v), { error: bankAccountMessages.upiId })
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();
export type BankAccountInput = z.input<typeof bankAccountSchema>;

/** An account as the API answers it (`upiId` only when there is one). */
export interface BankAccount {
  accountName: string;
  accountNo: string;
  ifsc: string;
  bank: string;
  upiId?: string;
}

export const PAYEE_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type PayeeStatus = (typeof PAYEE_STATUSES)[number];

/** A member's payee account as its owner and Admin see it: the latest version and its verification. */
export interface PayeeAccount extends BankAccount {
  /** The version's id: a change is a new version, verified anew. */
  _id: string;
  status: PayeeStatus;
  /** Admin's note on the decision ('' when none). */
  note: string;
  submittedAt: string;
  decidedAt: string | null;
}

/** A payee account in Admin's list: whose it is. */
export interface PayeeAccountOfMember extends PayeeAccount {
  userId: string;
  memberName: string;
  memberEmail: string;
}

/**
 * PUT /api/admin/users/:id/payee-account (Admin). `accountId`, beyond API.md's body, names the
 * version Admin looked at: if the member changed the account meanwhile, the decision is refused
 * (409) rather than verifying an account Admin never saw.
 */
export const payeeDecisionSchema = z
  .object({
    status: z.enum(['verified', 'rejected'], { error: 'Choose verified or rejected' }),
    note: textField().trim().max(500, { error: 'At most 500 characters' }).optional().default(''),
    accountId: z.uuid({ error: 'Invalid payee account' }).optional(),
  })
  .strict();
export type PayeeDecisionInput = z.input<typeof payeeDecisionSchema>;

export const payeeListQuerySchema = z.object({
  status: z.enum(PAYEE_STATUSES, { error: 'Choose pending, verified or rejected' }).optional(),
});

export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid user id' }) });

/**
 * The UPI deep link a phone's payment app opens (NPCI's `upi://pay`): payee address and name,
 * and, when given, the amount in rupees and a note (the sale's reference) the payee sees.
 */
export function upiPayLink(p: { upiId: string; name: string; amount?: number; note?: string }): string {
  const parts: [string, string][] = [
    ['pa', p.upiId],
    ['pn', p.name],
  ];
  if (p.amount !== undefined && p.amount > 0) parts.push(['am', p.amount.toFixed(2)]);
  parts.push(['cu', 'INR']);
  if (p.note) parts.push(['tn', p.note]);
  // Percent-encoded, but the address keeps its '@' as UPI apps expect it.
  return `upi://pay?${parts.map(([k, v]) => `${k}=${encodeURIComponent(v).replaceAll('%40', '@')}`).join('&')}`;
}
