import { Button, Group, Text } from '@mantine/core';
import type { SaleDetailDto, SaleStatusName } from '@neelami/shared/sales';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { downloadTaxInvoice } from './api/download-tax-invoice';

/** The statuses of a paid sale: its tax invoice can be downloaded. */
const PAID: readonly SaleStatusName[] = ['paid', 'delivery_order_issued', 'lifting', 'completed'];

/** The sale's GST tax invoice (API.md "Where money goes"), once the sale is paid. */
export function TaxInvoice({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!PAID.includes(sale.status)) return <Text size="sm">{t('sales.taxInvoice.notYet')}</Text>;
  const download = async () => {
    setBusy(true);
    try {
      await downloadTaxInvoice(sale._id, `tax-invoice-${sale.auctionNo}.pdf`);
    } catch (err) {
      notifyError(isRefusal(err) ? err.message : t('sales.tryAgain'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Text size="sm" style={{ flex: '1 1 16rem' }}>
        {t('sales.taxInvoice.hint')}
      </Text>
      <Button
        variant="light"
        loading={busy}
        leftSection={<IconFileInvoice size={16} aria-hidden />}
        onClick={() => void download()}
      >
        {t('sales.taxInvoice.download')}
      </Button>
    </Group>
  );
}
