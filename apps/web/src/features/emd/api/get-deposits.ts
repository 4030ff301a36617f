import type { Same } from '@neelami/shared/common-responses';
import type { EmdDeposit } from '@neelami/shared/emd';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';

const text = z.nullable(z.string());

/** A reported deposit as Admin lists it, with the member who reported it. */
export const adminDepositSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  amount: z.number(),
  utr: z.string(),
  paidOn: z.string(),
  bank: z.string(),
  proofUrl: text,
  status: z.enum(['pending', 'verified', 'rejected']),
  note: text,
  createdAt: z.string(),
  decidedAt: text,
});
export type AdminDeposit = z.output<typeof adminDepositSchema>;
true satisfies Same<AdminDeposit, EmdDeposit>;

const depositListSchema = z.object({ success: z.literal(true), data: z.array(adminDepositSchema) });

/** Query key of Admin's deposit list. */
export const ADMIN_DEPOSITS_KEY = ['admin', 'emd', 'deposits'] as const;

/** GET /api/admin/emd/deposits?status=…: reported deposits (pending ones wait for Admin). */
export const getDeposits = async (status: string) =>
  (await api.get(`admin/emd/deposits?status=${encodeURIComponent(status)}`, depositListSchema)).data;

/** The deposits of one status. */
export const useDeposits = (status: string) =>
  useQuery({ queryKey: [...ADMIN_DEPOSITS_KEY, status], queryFn: () => getDeposits(status) });
