import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateOnly } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { SaleDetailDto } from '@neelami/shared/sales';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAnswerOffer } from './api/answer-offer';
import { DecisionModal } from './decision-modal';

/** The offered bidder accepts or declines a lot offered after a default, after a confirmation. */
export function OfferAnswer({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  const answer = useAnswerOffer();
  const [asking, setAsking] = useState<boolean | null>(null);
  const send = async (accept: boolean) => {
    try {
      notifySuccess((await answer.mutateAsync({ saleId: sale._id, accept })).message);
    } catch (err) {
      notifyError(isRefusal(err) ? err.message : t('sales.tryAgain'));
    } finally {
      setAsking(null);
    }
  };
  return (
    <Alert color="orange" variant="light" title={t('sales.status.offered')}>
      <Stack gap="sm">
        <Text size="sm">{t('sales.offer.text', { date: formatDateOnly(sale.offerExpiresOn) })}</Text>
        <Group gap="sm">
          <Button onClick={() => setAsking(true)}>{t('sales.offer.accept')}</Button>
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('sales.offer.decline')}
          </Button>
        </Group>
      </Stack>
      <DecisionModal
        opened={asking !== null}
        title={asking ? t('sales.offer.acceptTitle') : t('sales.offer.declineTitle')}
        text={
          asking
            ? t('sales.offer.acceptText', { lot: sale.lotName, total: formatRupees(sale.total) })
            : t('sales.offer.declineText')
        }
        confirmText={asking ? t('sales.offer.accept') : t('sales.offer.decline')}
        danger={asking === false}
        busy={answer.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => void send(asking === true)}
      />
    </Alert>
  );
}
