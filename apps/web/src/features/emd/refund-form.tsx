import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { formatRupees } from '@neelami/shared/money';
import { useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRequestRefund } from './api/request-refund';
import { checkAmount } from './emd-form-checks';

/** Asks for EMD back to the member's bank account: at most what is available (not held). */
export function RefundForm({ available }: { available: number | undefined }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const refund = useRequestRefund();
  const none = available !== undefined && available <= 0;

  const submit = async () => {
    const problem = checkAmount(amount, available);
    setError(problem);
    if (problem) return;
    try {
      const answer = await refund.mutateAsync({ amount: Number(amount) });
      notifySuccess(answer.message);
      setAmount('');
    } catch (err) {
      if (isRefusal(err)) {
        setError(err.errors.amount ?? err.message);
        notifyError(err.message);
      } else notifyError(t('emd.refundFailed'));
    }
  };

  return (
    <form
      noValidate
      aria-label={t('emd.requestRefund')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('emd.refundIntro', { amount: formatRupees(available ?? 0) })}
        </Text>
        <NumberInput
          label={t('emd.refundAmount')}
          withAsterisk
          min={0}
          max={available}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          value={amount}
          onChange={setAmount}
          error={error && tm(error)}
          disabled={none}
          maw={320}
        />
        <Group gap="sm">
          <Button type="submit" variant="light" loading={refund.isPending} disabled={none}>
            {t('emd.submitRefund')}
          </Button>
          {available !== undefined && available > 0 && (
            <Button variant="subtle" onClick={() => setAmount(available)} disabled={none}>
              {t('emd.allAvailable')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
