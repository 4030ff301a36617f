import type { ReportPaymentInput } from '@neelami/shared/sales';
import { paymentReportedResponse } from '@neelami/shared/sales-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SALES_KEY } from './get-sales';

/** POST /api/sales/:id/payments (the buyer) → 201, the payment `pending`; a UTR already recorded → 409. */
export const reportPayment = ({ saleId, ...body }: ReportPaymentInput & { saleId: string }) =>
  api.post(`sales/${encodeURIComponent(saleId)}/payments`, body, paymentReportedResponse);

/** Reports a payment; the sale is read again. */
export function useReportPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reportPayment,
    onSuccess: () => qc.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
