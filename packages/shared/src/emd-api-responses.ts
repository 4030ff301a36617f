import * as z from 'zod/mini';
import { isoInstant, succeeded } from './api-responses';
import type { Same } from './common-responses';
import type { EmdBalanceDto, EmdDeposit, EmdEntry, EmdRefund } from './emd';
import { EMD_ENTRY_STATUSES, EMD_ENTRY_TYPES } from './emd-entries';

/**
 * The answers of the EMD calls (API.md "Earnest money (EMD)"), as route schemas; in `zod/mini`, as
 * the live room parses a member's ledger with them (api-responses.ts).
 */

const ymd = z.string().register(z.globalRegistry, { format: 'date' });

export const emdBalanceSchema = z.strictObject({
  deposited: z.number(),
  held: z.number(),
  available: z.number(),
  adjusted: z.number(),
  forfeited: z.number(),
  refunded: z.number(),
});

export const emdEntrySchema = z.strictObject({
  _id: z.string(),
  type: z.enum(EMD_ENTRY_TYPES),
  amount: z.number(),
  status: z.enum(EMD_ENTRY_STATUSES),
  createdAt: isoInstant,
  subEventId: z.nullable(z.string()),
  subEventName: z.nullable(z.string()),
  eventId: z.nullable(z.string()),
  holdId: z.nullable(z.string()),
  utr: z.nullable(z.string()),
  paidOn: z.nullable(ymd),
  bank: z.nullable(z.string()),
  proofUrl: z.nullable(z.string()),
  note: z.nullable(z.string()),
  decidedAt: z.nullable(isoInstant),
});

export const emdDepositSchema = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  amount: z.number(),
  utr: z.string(),
  paidOn: ymd,
  bank: z.string(),
  proofUrl: z.nullable(z.string()),
  status: z.enum(['pending', 'verified', 'rejected']),
  note: z.nullable(z.string()),
  createdAt: isoInstant,
  decidedAt: z.nullable(isoInstant),
});

export const emdRefundSchema = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  amount: z.number(),
  status: z.enum(['requested', 'paid', 'rejected']),
  utr: z.nullable(z.string()),
  note: z.nullable(z.string()),
  createdAt: isoInstant,
  decidedAt: z.nullable(isoInstant),
});

true satisfies Same<z.output<typeof emdBalanceSchema>, EmdBalanceDto>;
true satisfies Same<z.output<typeof emdEntrySchema>, EmdEntry>;
true satisfies Same<z.output<typeof emdDepositSchema>, EmdDeposit>;
true satisfies Same<z.output<typeof emdRefundSchema>, EmdRefund>;

/** GET /api/emd/ledger, GET /api/admin/emd/ledger/:userId. */
export const emdLedgerResponse = succeeded({ balance: emdBalanceSchema, entries: z.array(emdEntrySchema) });
/** POST /api/emd/deposits (201), PUT /api/admin/emd/deposits/:id. */
export const emdDepositResponse = succeeded({ message: z.string(), deposit: emdDepositSchema });
/** POST /api/emd/refunds (201), PUT /api/admin/emd/refunds/:id. */
export const emdRefundResponse = succeeded({ message: z.string(), refund: emdRefundSchema });
export const emdDepositsResponse = succeeded({ data: z.array(emdDepositSchema) });
export const emdRefundsResponse = succeeded({ data: z.array(emdRefundSchema) });
