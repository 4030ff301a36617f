/**
 * The integrity desk (API.md "Integrity desk, member record and bid receipts"): a lot's flags of
 * linked members and bid patterns, for Admin and, after the close, the lot's owner.
 *
 * - GET /api/admin/integrity/subEvents/:id → `IntegrityDeskResponse`
 * - POST /api/seller/subEvents/:id/authorize and …/approval take `reason` when the lot is flagged
 *   (409 `INTEGRITY_REVIEW` without one).
 */
import { z } from 'zod';
import { succeeded } from './api-responses';
import { textField } from './text';

/** Every kind of flag, in the order the desk lists them. */
export const INTEGRITY_FLAG_KINDS = [
  'shared_pan',
  'shared_gst',
  'shared_phone',
  'shared_address',
  'shared_device',
  'shared_ip',
  'step_shadowing',
  'rotation',
  'never_wins',
] as const;
export type IntegrityFlagKind = (typeof INTEGRITY_FLAG_KINDS)[number];

export const integrityMessages = {
  reviewNeeded:
    'This lot is flagged on the integrity desk. Look at the flags, then give a reason for awarding it; the reason is written to the lot’s log and the bid-log report.',
  deskForbidden: 'Only the admin, or the lot’s owner once it has closed, can see its integrity desk.',
  lotNotFound: 'Lot not found',
  reasonTooLong: 'At most 500 characters',
} as const;

/** The reason for awarding a flagged lot (API.md): trimmed, at most 500 characters, '' when none. */
export const integrityReasonField = () =>
  textField({ multiLine: true })
    .trim()
    .max(500, { error: integrityMessages.reasonTooLong })
    .optional()
    .default('');

export const integrityParamsSchema = z.object({ id: z.uuid({ error: 'Invalid sub-event id' }) });
