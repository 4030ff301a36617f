import { NumberInput, TextInput } from '@mantine/core';
import { emdMessages } from '@neelami/shared/emd';
import { isoIstDate } from '@neelami/shared/ist';
import { useState } from 'react';
import type { StoredFile } from '../../components/file-field';
import { UploadForm, useFormValues } from '../../components/upload-form';
import { tm, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useReportDeposit } from './api/report-deposit';
import { checkAmount, checkUtr, type FieldErrors, required } from './emd-form-checks';

const empty = { amount: '' as number | string, utr: '', paidOn: '', bank: '' };

/**
 * Reports a bank transfer into the platform's EMD account: amount, UTR, the date it was paid (IST,
 * not in the future), the bank and a proof (PDF or image, checked like the registration
 * documents). The deposit counts once Admin has verified it.
 */
export function DepositForm() {
  const { t } = useTranslation();
  const { values: v, set, reset } = useFormValues(empty);
  const [proof, setProof] = useState<StoredFile | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const report = useReportDeposit();
  const today = isoIstDate(new Date());

  const validate = (): FieldErrors => {
    const e: FieldErrors = {};
    const amount = checkAmount(v.amount);
    if (amount) e.amount = amount;
    const utr = checkUtr(v.utr);
    if (utr) e.utr = utr;
    if (!v.paidOn) e.paidOn = required;
    else if (v.paidOn > today) e.paidOn = emdMessages.futureDate;
    return e;
  };

  const submit = async () => {
    const e = validate();
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    try {
      const answer = await report.mutateAsync({
        amount: Number(v.amount),
        utr: v.utr.trim().toUpperCase(),
        paidOn: v.paidOn,
        ...(v.bank.trim() ? { bank: v.bank.trim() } : {}),
        ...(proof ? { proofUrl: proof.url } : {}),
      });
      notifySuccess(answer.message);
      reset();
      setProof(null);
    } catch (err) {
      if (isRefusal(err)) {
        setErrors(err.errors);
        notifyError(err.message);
      } else notifyError(t('emd.depositFailed'));
    }
  };

  return (
    <UploadForm
      label={t('emd.reportDeposit')}
      cols={2}
      file={{
        label: t('emd.proofLabel'),
        description: t('emd.proofHint'),
        chooseLabel: t('emd.chooseProof'),
        uploadText: t('emd.uploadProof'),
        replaceText: t('emd.replaceProof'),
        noneText: t('emd.noProof'),
        value: proof,
        onChange: setProof,
        error: errors.proofUrl && tm(errors.proofUrl),
        onError: (m) => setErrors((e) => ({ ...e, proofUrl: m })),
      }}
      submitText={t('emd.submitDeposit')}
      pending={report.isPending}
      onSubmit={submit}
    >
      <NumberInput
        label={t('emd.amount')}
        withAsterisk
        min={0}
        decimalScale={2}
        thousandSeparator=","
        thousandsGroupStyle="lakh"
        value={v.amount}
        onChange={(amount) => set('amount', amount)}
        error={errors.amount && tm(errors.amount)}
      />
      <TextInput
        label={t('emd.utrLabel')}
        description={t('emd.utrHint')}
        withAsterisk
        value={v.utr}
        onChange={(e) => set('utr', e.currentTarget.value)}
        error={errors.utr && tm(errors.utr)}
        autoComplete="off"
      />
      <TextInput
        type="date"
        label={t('emd.paidOn')}
        withAsterisk
        max={today}
        value={v.paidOn}
        onChange={(e) => set('paidOn', e.currentTarget.value)}
        error={errors.paidOn && tm(errors.paidOn)}
      />
      <TextInput
        label={t('emd.bank')}
        description={t('emd.bankHint')}
        value={v.bank}
        onChange={(e) => set('bank', e.currentTarget.value)}
        error={errors.bank && tm(errors.bank)}
      />
    </UploadForm>
  );
}
