import { NumberInput, TextInput } from '@mantine/core';
import { isoIstDate } from '@neelami/shared/ist';
import { liftingSchema } from '@neelami/shared/sales';
import { useState } from 'react';
import type { StoredFile } from '../../components/file-field';
import { UploadForm, useFormValues } from '../../components/upload-form';
import { tm, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { zodErrors } from '../../lib/zod-errors';
import { useRecordLifting } from './api/record-lifting';
import { formatQuantity } from './sale-words';

type Errors = Partial<Record<string, string>>;

/** Props of LiftingForm: the sale, its unit and what is left to lift. */
interface LiftingFormProps {
  saleId: string;
  lotName: string;
  unit: string;
  left: number;
}

/**
 * The owner records material lifted against the delivery order: quantity in the lot's unit,
 * vehicle number, date (IST, not in the future) and the weighbridge slip. The server refuses more
 * than is left to lift, with its own message.
 */
export function LiftingForm({ saleId, lotName, unit, left }: LiftingFormProps) {
  const { t } = useTranslation();
  const empty = { quantity: '' as number | string, vehicleNo: '', liftedOn: '' };
  const { values: v, set, reset } = useFormValues(empty);
  const [slip, setSlip] = useState<StoredFile | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const record = useRecordLifting();
  const today = isoIstDate(new Date());

  const submit = async () => {
    const parsed = liftingSchema.safeParse({
      quantity: v.quantity === '' ? undefined : v.quantity,
      vehicleNo: v.vehicleNo,
      liftedOn: v.liftedOn,
      slipUrl: slip?.url ?? '',
    });
    const e: Errors = {};
    for (const [k, m] of Object.entries(zodErrors(parsed) ?? {})) e[k] = tm(m);
    if (!e.liftedOn && v.liftedOn > today) e.liftedOn = t('sales.futureDate');
    setErrors(e);
    if (!parsed.success || Object.values(e).some(Boolean)) return;
    try {
      const answer = await record.mutateAsync({ saleId, ...parsed.data });
      notifySuccess(answer.message);
      reset();
      setSlip(null);
    } catch (err) {
      if (isRefusal(err)) {
        setErrors(err.errors);
        notifyError(err.message);
      } else notifyError(t('sales.tryAgain'));
    }
  };

  return (
    <UploadForm
      label={t('sales.liftForm.label', { lot: lotName })}
      cols={3}
      file={{
        label: t('sales.liftForm.slip'),
        description: t('sales.liftForm.slipHint'),
        chooseLabel: t('sales.liftForm.choose'),
        uploadText: t('sales.liftForm.upload'),
        replaceText: t('sales.liftForm.replace'),
        noneText: t('sales.liftForm.noFile'),
        value: slip,
        onChange: setSlip,
        error: errors.slipUrl,
        onError: (m) => setErrors((e) => ({ ...e, slipUrl: m })),
      }}
      submitText={t('sales.liftForm.submit')}
      pending={record.isPending}
      onSubmit={submit}
    >
      <NumberInput
        label={t('sales.liftForm.quantity', { unit })}
        description={t('sales.liftForm.quantityHint', { left: formatQuantity(left), unit })}
        withAsterisk
        min={0}
        decimalScale={3}
        thousandSeparator=","
        thousandsGroupStyle="lakh"
        value={v.quantity}
        onChange={(q) => set('quantity', q)}
        error={errors.quantity}
      />
      <TextInput
        label={t('sales.liftForm.vehicle')}
        withAsterisk
        value={v.vehicleNo}
        onChange={(e) => set('vehicleNo', e.currentTarget.value)}
        error={errors.vehicleNo}
        autoComplete="off"
      />
      <TextInput
        type="date"
        label={t('sales.liftForm.liftedOn')}
        withAsterisk
        max={today}
        value={v.liftedOn}
        onChange={(e) => set('liftedOn', e.currentTarget.value)}
        error={errors.liftedOn}
      />
    </UploadForm>
  );
}
