import type { Same } from '@neelami/shared/common-responses';
import {
  EMD_ENTRY_STATUSES,
  EMD_ENTRY_TYPES,
  type EmdBalanceDto,
  type EmdEntry as EmdEntryDto,
} from '@neelami/shared/emd';
import * as z from 'zod/mini';

/**
 * A member's EMD ledger as the server answers it (API.md "Earnest money (EMD)": GET /api/emd/ledger
 * and GET /api/admin/emd/ledger/:userId), held to the shared interfaces. Amounts are rupees; every
 * row is a movement that was only ever added, its `status` derived from the rows that followed.
 */
const text = z.nullable(z.string());

/** The balance derived from the rows. */
export const emdBalanceSchema = z.object({
  deposited: z.number(),
  held: z.number(),
  available: z.number(),
  adjusted: z.number(),
  forfeited: z.number(),
  refunded: z.number(),
});
export type EmdBalance = z.output<typeof emdBalanceSchema>;
true satisfies Same<EmdBalance, EmdBalanceDto>;

/** One row of the ledger (newest first). */
export const emdEntrySchema = z.object({
  _id: z.string(),
  type: z.enum(EMD_ENTRY_TYPES),
  amount: z.number(),
  status: z.enum(EMD_ENTRY_STATUSES),
  createdAt: z.string(),
  subEventId: text,
  subEventName: text,
  eventId: text,
  holdId: text,
  utr: text,
  paidOn: text,
  bank: text,
  proofUrl: text,
  note: text,
  decidedAt: text,
});
export type EmdEntry = z.output<typeof emdEntrySchema>;
true satisfies Same<EmdEntry, EmdEntryDto>;

/** `{ success, balance, entries }`. */
export const emdLedgerSchema = z.object({
  success: z.literal(true),
  balance: emdBalanceSchema,
  entries: z.array(emdEntrySchema),
});
export type EmdLedger = z.output<typeof emdLedgerSchema>;
