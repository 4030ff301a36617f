import type { EmdDeposit } from '@neelami/shared/emd';

/** A reported deposit Admin is about to verify or reject. */
export type DepositAction = { deposit: EmdDeposit; status: 'verified' | 'rejected' };
/** A refund request Admin is about to mark paid or reject (`who` names the member where known). */
export type RefundAction = { id: string; amount: number; who: string | null; status: 'paid' | 'rejected' };
