import { emdMessages } from '@neelami/shared/emd';
import { BankTransferForm, type TransferErrors } from '../../components/bank-transfer-form';
import { useTranslation } from '../../i18n/i18n';
import { useReportDeposit } from './api/report-deposit';
import { checkAmount, checkUtr, required } from './emd-form-checks';

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
      check={(v) => {
        const e: TransferErrors = {};
        e.amount = checkAmount(v.amount) ?? undefined;
        e.utr = checkUtr(v.utr) ?? undefined;
        if (!v.paidOn) e.paidOn = required;
        return e;
      }}
      send={(v) =>
        report.mutateAsync({
          amount: Number(v.amount),
          utr: v.utr.replace(/\s+/g, '').toUpperCase(),
          paidOn: v.paidOn,
          ...(v.bank.trim() ? { bank: v.bank.trim() } : {}),
          ...(v.proofUrl ? { proofUrl: v.proofUrl } : {}),
        })
      }
      pending={report.isPending}
    />
  );
}
