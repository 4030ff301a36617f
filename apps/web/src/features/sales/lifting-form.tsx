import { NumberInput, TextInput } from '@mantine/core';
import { isoIstDate } from '@neelami/shared/ist';
import { liftingSchema } from '@neelami/shared/sales';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { StoredFile } from '../../components/file-field';
import { UploadForm, uploadResolver } from '../../components/upload-form';
import { tm, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRecordLifting } from './api/record-lifting';
import { formatQuantity } from './sale-words';

/** The form's values: the number input gives '' while empty; the slip itself (URL and name) or null. */
interface LiftingForm {
  quantity: number | string;
  vehicleNo: string;
  liftedOn: string;
  slip: StoredFile | null;
}
type Lifting = z.output<typeof liftingSchema>;

/** The form values a message can show under. */
const FIELDS = ['quantity', 'vehicleNo', 'liftedOn', 'slip'] as const;

/** The request body the server's schema checks. */
const toBody = ({ slip, ...v }: LiftingForm) => ({
  ...v,
  quantity: v.quantity === '' ? undefined : v.quantity,
  slipUrl: slip?.url ?? '',
});

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
  const form = useForm<LiftingForm, unknown, Lifting>({
    resolver: uploadResolver(liftingSchema, toBody, {
      renamed: { slipUrl: 'slip' },
      notAfterToday: { field: 'liftedOn', message: t('sales.futureDate') },
    }),
    defaultValues: { quantity: '', vehicleNo: '', liftedOn: '', slip: null },
    // The messages stay until the next submit, and the focus where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const shown = (field: keyof LiftingForm) => {
    const message = errors[field]?.message;
    return message ? tm(message) : undefined;
  };
  const record = useRecordLifting();
  const today = isoIstDate(new Date());

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await record.mutateAsync({ saleId, ...body });
      notifySuccess(answer.message);
      form.reset();
    } catch (err) {
      if (isRefusal(err)) {
        form.clearErrors();
        for (const [key, message] of Object.entries(err.errors)) {
          const field = FIELDS.find((f) => f === (key === 'slipUrl' ? 'slip' : key));
          if (field) form.setError(field, { message });
        }
        notifyError(err.message);
      } else notifyError(t('sales.tryAgain'));
    }
  });

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
        value: form.watch('slip'),
        onChange: (file) => form.setValue('slip', file),
        error: shown('slip'),
        onError: (m) => (m ? form.setError('slip', { message: m }) : form.clearErrors('slip')),
      }}
      submitText={t('sales.liftForm.submit')}
      pending={record.isPending}
      onSubmit={() => submit()}
    >
      <Controller
        control={form.control}
        name="quantity"
        render={({ field }) => (
          <NumberInput
            label={t('sales.liftForm.quantity', { unit })}
            description={t('sales.liftForm.quantityHint', { left: formatQuantity(left), unit })}
            withAsterisk
            min={0}
            decimalScale={3}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            value={field.value}
            onChange={field.onChange}
            error={shown('quantity')}
          />
        )}
      />
      <TextInput
        label={t('sales.liftForm.vehicle')}
        withAsterisk
        {...form.register('vehicleNo')}
        error={shown('vehicleNo')}
        autoComplete="off"
      />
      <TextInput
        type="date"
        label={t('sales.liftForm.liftedOn')}
        withAsterisk
        max={today}
        {...form.register('liftedOn')}
        error={shown('liftedOn')}
      />
    </UploadForm>
  );
}
