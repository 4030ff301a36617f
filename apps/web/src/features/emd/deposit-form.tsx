import { emdDepositInputSchema, emdMessages, utrField } from '@neelami/shared/emd';
import { z } from 'zod';
import { BankTransferForm } from '../../components/bank-transfer-form';
import { useTranslation } from '../../i18n/i18n';
import { useReportDeposit } from './api/report-deposit';
import { required } from './emd-form-checks';

/** The server's deposit schema; a UTR left blank is told it is required rather than malformed. */
const depositSchema = emdDepositInputSchema.extend({
  utr: z.string().trim().min(1, { error: required }).pipe(utrField()),
});

/**
 * Reports a bank transfer into the platform's EMD account: amount, UTR, the date it was paid (IST,
 * not in the future), the bank and a proof (PDF or image, checked like the registration
 * documents). The deposit counts once Admin has verified it.
 */
export function DepositForm() {
  const { t } = useTranslation();
  const report = useReportDeposit();
  return (
    <BankTransferForm
      cols={2}
      words={{
        label: t('emd.reportDeposit'),
        amount: t('emd.amount'),
        utr: t('emd.utrLabel'),
        utrHint: t('emd.utrHint'),
        paidOn: t('emd.paidOn'),
        futureDate: emdMessages.futureDate,
        bank: { label: t('emd.bank'), hint: t('emd.bankHint') },
        file: {
          label: t('emd.proofLabel'),
          description: t('emd.proofHint'),
          choose: t('emd.chooseProof'),
          upload: t('emd.uploadProof'),
          replace: t('emd.replaceProof'),
          none: t('emd.noProof'),
        },
        submit: t('emd.submitDeposit'),
        failed: t('emd.depositFailed'),
      }}
      schema={depositSchema}
      toBody={(v) => ({ ...v, proofUrl: v.proofUrl || undefined })}
      send={(v) =>
        report.mutateAsync({
          amount: v.amount,
          utr: v.utr,
          paidOn: v.paidOn,
          ...(v.bank ? { bank: v.bank } : {}),
          ...(v.proofUrl ? { proofUrl: v.proofUrl } : {}),
        })
      }
      pending={report.isPending}
    />
  );
}
