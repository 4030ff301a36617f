import type { Same } from '@neelami/shared/common-responses';
import type { EmdRefund } from '@neelami/shared/emd';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';

const text = z.nullable(z.string());

/** A member's refund request as Admin lists it. */
export const adminRefundSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  amount: z.number(),
  status: z.enum(['requested', 'paid', 'rejected']),
  utr: text,
  note: text,
  createdAt: z.string(),
  decidedAt: text,
});
export type AdminRefund = z.output<typeof adminRefundSchema>;
true satisfies Same<AdminRefund, EmdRefund>;

const refundListSchema = z.object({ success: z.literal(true), data: z.array(adminRefundSchema) });

/** Query key of Admin's refund list. */
export const ADMIN_REFUNDS_KEY = ['admin', 'emd', 'refunds'] as const;

/** GET /api/admin/emd/refunds?status=…: members' refund requests (requested ones wait for Admin). */
export const getRefunds = async (status: string) =>
  (await api.get(`admin/emd/refunds?status=${encodeURIComponent(status)}`, refundListSchema)).data;

/** The refund requests of one status. */
export const useRefunds = (status: string) =>
  useQuery({ queryKey: [...ADMIN_REFUNDS_KEY, status], queryFn: () => getRefunds(status) });
