import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatRupees } from '@neelami/shared/money';
import { useState } from 'react';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { failed, saved } from '../../lib/save-feedback';
import { useDecideRefund } from './api/decide-refund';
import type { RefundAction } from './emd-decisions';

/** The pay / reject dialog of a refund request: a paid refund needs the transfer's UTR. */
export function RefundDialog({ action, onClose }: { action: RefundAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideRefund();
  const pay = action?.status === 'paid';
  const confirm = async () => {
    if (!action) return;
    if (pay && !utr.trim()) {
      setError(t('adminEmd.required'));
      return;
    }
    try {
      await decide.mutateAsync({
        id: action.id,
        status: action.status,
        ...(pay ? { utr: utr.trim().toUpperCase() } : {}),
      });
      saved(pay ? t('adminEmd.refundPaid') : t('adminEmd.refundRejected'));
      setUtr('');
      setError(null);
      onClose();
    } catch (err) {
      if (err instanceof Error && 'errors' in err)
        setError((err.errors as Record<string, string>).utr ?? null);
      failed(err);
    }
  };
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={pay ? t('adminEmd.markRefundPaid') : t('adminEmd.rejectRefund')}
    >
      {action && (
        <Stack gap="sm">
          <Text size="sm">
            {action.who
              ? t('adminEmd.refundOfTo', { amount: formatRupees(action.amount), who: action.who })
              : t('adminEmd.refundOf', { amount: formatRupees(action.amount) })}
          </Text>
          {pay && (
            <TextInput
              label={t('adminEmd.refundUtr')}
              withAsterisk
              value={utr}
              onChange={(e) => setUtr(e.currentTarget.value)}
              error={error}
              autoComplete="off"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminEmd.cancel')}
            </Button>
            <Button
              color={pay ? BADGE_FILL.good : 'red'}
              loading={decide.isPending}
              onClick={() => void confirm()}
            >
              {pay ? t('adminEmd.markPaid') : t('adminEmd.reject')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
