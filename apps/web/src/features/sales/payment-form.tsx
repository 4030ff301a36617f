import { formatRupees } from '@neelami/shared/money';
import { reportPaymentSchema } from '@neelami/shared/sales';
import { BankTransferForm } from '../../components/bank-transfer-form';
import { useTranslation } from '../../i18n/i18n';
import { useReportPayment } from './api/report-payment';

/** Props of PaymentForm: the sale paid for, and what is still to pay (₹; reported money excluded). */
interface PaymentFormProps {
  saleId: string;
  lotName: string;
  toPay: number;
}

/**
 * The buyer reports a bank transfer towards a won lot: amount (what is still to pay offered), UTR,
 * the date paid (IST, not in the future) and an optional proof. The owner of the lot confirms it.
 */
export function PaymentForm({ saleId, lotName, toPay }: PaymentFormProps) {
  const { t } = useTranslation();
  const report = useReportPayment();
  return (
    <BankTransferForm
      cols={3}
      initialAmount={toPay}
      words={{
        label: t('sales.payForm.label', { lot: lotName }),
        amount: t('sales.payForm.amount'),
        amountHint: t('sales.payForm.amountHint', { amount: formatRupees(toPay) }),
        utr: t('sales.payForm.utr'),
        utrHint: t('sales.payForm.utrHint'),
        paidOn: t('sales.payForm.paidOn'),
        futureDate: t('sales.futureDate'),
        file: {
          label: t('sales.payForm.proof'),
          description: t('sales.payForm.proofHint'),
          choose: t('sales.payForm.choose'),
          upload: t('sales.payForm.upload'),
          replace: t('sales.payForm.replace'),
          none: t('sales.payForm.noFile'),
        },
        submit: t('sales.payForm.submit'),
        failed: t('sales.tryAgain'),
      }}
      schema={reportPaymentSchema}
      toBody={(v) => ({ ...v, amount: v.amount === '' ? undefined : v.amount })}
      send={(body) => report.mutateAsync({ saleId, ...body })}
      pending={report.isPending}
    />
  );
}
