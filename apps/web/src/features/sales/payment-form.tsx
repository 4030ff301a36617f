import { NumberInput, TextInput } from '@mantine/core';
import { isoIstDate } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import { reportPaymentSchema } from '@neelami/shared/sales';
import { useState } from 'react';
import type { StoredFile } from '../../components/file-field';
import { UploadForm, useFormValues } from '../../components/upload-form';
import { tm, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { zodErrors } from '../../lib/zod-errors';
import { useReportPayment } from './api/report-payment';

type Errors = Partial<Record<string, string>>;

/** Props of PaymentForm: the sale paid for, and what is still to pay (₹). */
interface PaymentFormProps {
  saleId: string;
  lotName: string;
  outstanding: number;
}

/**
 * The buyer reports a bank transfer towards a won lot: amount (the whole balance offered), UTR,
 * the date paid (IST, not in the future) and an optional proof. The owner of the lot confirms it.
 */
export function PaymentForm({ saleId, lotName, outstanding }: PaymentFormProps) {
  const { t } = useTranslation();
  const empty = { amount: outstanding as number | string, utr: '', paidOn: '' };
  const { values: v, set, reset } = useFormValues(empty);
  const [proof, setProof] = useState<StoredFile | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const report = useReportPayment();
  const today = isoIstDate(new Date());

  const submit = async () => {
    const parsed = reportPaymentSchema.safeParse({
      amount: v.amount === '' ? undefined : v.amount,
      utr: v.utr,
      paidOn: v.paidOn,
      proofUrl: proof?.url ?? '',
    });
    const e: Errors = {};
    for (const [k, m] of Object.entries(zodErrors(parsed) ?? {})) e[k] = tm(m);
    if (!e.paidOn && v.paidOn > today) e.paidOn = t('sales.futureDate');
    setErrors(e);
    if (!parsed.success || Object.values(e).some(Boolean)) return;
    try {
      const answer = await report.mutateAsync({ saleId, ...parsed.data });
      notifySuccess(answer.message);
      reset();
      setProof(null);
    } catch (err) {
      if (isRefusal(err)) {
        // A UTR already recorded is refused as a conflict, without a field: it is the UTR's message.
        const conflict = err.code === 'CONFLICT' && Object.keys(err.errors).length === 0;
        setErrors(conflict ? { utr: err.message } : err.errors);
        notifyError(err.message);
      } else notifyError(t('sales.tryAgain'));
    }
  };

  return (
    <UploadForm
      label={t('sales.payForm.label', { lot: lotName })}
      cols={3}
      file={{
        label: t('sales.payForm.proof'),
        description: t('sales.payForm.proofHint'),
        chooseLabel: t('sales.payForm.choose'),
        uploadText: t('sales.payForm.upload'),
        replaceText: t('sales.payForm.replace'),
        noneText: t('sales.payForm.noFile'),
        value: proof,
        onChange: setProof,
        error: errors.proofUrl,
        onError: (m) => setErrors((e) => ({ ...e, proofUrl: m })),
      }}
      submitText={t('sales.payForm.submit')}
      pending={report.isPending}
      onSubmit={submit}
    >
      <NumberInput
        label={t('sales.payForm.amount')}
        description={t('sales.payForm.amountHint', { amount: formatRupees(outstanding) })}
        withAsterisk
        min={0}
        decimalScale={2}
        thousandSeparator=","
        thousandsGroupStyle="lakh"
        value={v.amount}
        onChange={(amount) => set('amount', amount)}
        error={errors.amount}
      />
      <TextInput
        label={t('sales.payForm.utr')}
        description={t('sales.payForm.utrHint')}
        withAsterisk
        value={v.utr}
        onChange={(e) => set('utr', e.currentTarget.value)}
        error={errors.utr}
        autoComplete="off"
      />
      <TextInput
        type="date"
        label={t('sales.payForm.paidOn')}
        withAsterisk
        max={today}
        value={v.paidOn}
        onChange={(e) => set('paidOn', e.currentTarget.value)}
        error={errors.paidOn}
      />
    </UploadForm>
  );
}
