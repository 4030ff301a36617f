import { saleMessageResponse } from '@neelami/shared/sales-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SALES_KEY } from './get-sales';

/** The owner's decision on a reported payment. */
export interface PaymentDecision {
  saleId: string;
  paymentId: string;
  status: 'confirmed' | 'rejected';
  note?: string;
}

/**
 * PUT /api/sales/:id/payments/:paymentId (the owner): confirmed payments reaching the balance due
 * make the sale paid and issue the delivery order; a payment is decided once (409 after).
 */
export const decidePayment = ({ saleId, paymentId, ...body }: PaymentDecision) =>
  api.put(
    `sales/${encodeURIComponent(saleId)}/payments/${encodeURIComponent(paymentId)}`,
    body,
    saleMessageResponse,
  );

/** Confirms or rejects a payment; the sales are read again either way. */
export function useDecidePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSettled: () => qc.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
