import { Button, Group, Text } from '@mantine/core';
import { formatDateOnly, formatIst } from '@neelami/shared/ist';
import type { SaleDetailDto } from '@neelami/shared/sales';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { downloadDeliveryOrder } from './api/download-delivery-order';

/** The delivery order once issued: its number, lifting window and the PDF. */
export function DeliveryOrder({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const d = sale.deliveryOrder;
  if (!d) return <Text size="sm">{t('sales.deliveryOrder.notYet')}</Text>;
  const download = async () => {
    setBusy(true);
    try {
      await downloadDeliveryOrder(sale._id, `delivery-order-${d.number}.pdf`);
    } catch (err) {
      notifyError(isRefusal(err) ? err.message : t('sales.tryAgain'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Text size="sm" fw={600}>
          {t('sales.deliveryOrder.number', { number: d.number, at: formatIst(d.issuedAt) })}
        </Text>
        <Text size="sm">
          {t('sales.deliveryOrder.window', {
            from: formatDateOnly(d.liftFrom),
            until: formatDateOnly(d.liftUntil),
          })}
        </Text>
      </div>
      <Button
        variant="light"
        loading={busy}
        leftSection={<IconFileDownload size={16} aria-hidden />}
        onClick={() => void download()}
      >
        {t('sales.deliveryOrder.download')}
      </Button>
    </Group>
  );
}
