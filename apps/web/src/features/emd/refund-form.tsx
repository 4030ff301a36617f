import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { emdMessages, emdRefundInputSchema, paiseOfRupees } from '@neelami/shared/emd';
import { formatRupees } from '@neelami/shared/money';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { tm, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRequestRefund } from './api/request-refund';

/** The amount as the number input holds it: '' while empty. */
type RefundForm = { amount: number | string };
type Refund = z.output<typeof emdRefundInputSchema>;

/** The server's refund schema, and at most what is available, with the server's message for more. */
const refundSchema = (available: number | undefined) =>
  emdRefundInputSchema.superRefine((v, ctx) => {
    const over =
      available === undefined ? 0 : (paiseOfRupees(v.amount) ?? 0) - (paiseOfRupees(available) ?? 0);
    if (over > 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: emdMessages.refundShort(over) });
  });

/** Asks for EMD back to the member's bank account: at most what is available (not held). */
export function RefundForm({ available }: { available: number | undefined }) {
  const { t } = useTranslation();
  const form = useForm<RefundForm, unknown, Refund>({
    resolver: zodResolver(refundSchema(available)) as never,
    defaultValues: { amount: '' },
    // A message stays until the next submit, and the focus where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const refund = useRequestRefund();
  const none = available !== undefined && available <= 0;
  const error = form.formState.errors.amount?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await refund.mutateAsync({ amount: values.amount });
      notifySuccess(answer.message);
      form.reset();
    } catch (err) {
      if (isRefusal(err)) {
        form.setError('amount', { message: err.errors.amount ?? err.message });
        notifyError(err.message);
      } else notifyError(t('emd.refundFailed'));
    }
  });

  return (
    <form noValidate aria-label={t('emd.requestRefund')} onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('emd.refundIntro', { amount: formatRupees(available ?? 0) })}
        </Text>
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <NumberInput
              label={t('emd.refundAmount')}
              withAsterisk
              min={0}
              max={available}
              decimalScale={2}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              value={field.value}
              onChange={field.onChange}
              error={error && tm(error)}
              disabled={none}
              maw={320}
            />
          )}
        />
        <Group gap="sm">
          <Button type="submit" variant="light" loading={refund.isPending} disabled={none}>
            {t('emd.submitRefund')}
          </Button>
          {available !== undefined && available > 0 && (
            <Button variant="subtle" onClick={() => form.setValue('amount', available)} disabled={none}>
              {t('emd.allAvailable')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
