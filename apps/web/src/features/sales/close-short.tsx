import { Button } from '@mantine/core';
import type { SaleDetailDto } from '@neelami/shared/sales';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCloseSale } from './api/close-sale';
import { DecisionModal } from './decision-modal';
import { formatQuantity } from './sale-words';

/** The owner completes a sale short of its quantity, with a reason. */
export function CloseShort({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  const close = useCloseSale();
  const [open, setOpen] = useState(false);
  const send = async (reason: string) => {
    try {
      notifySuccess((await close.mutateAsync({ saleId: sale._id, reason })).message);
      setOpen(false);
    } catch (err) {
      notifyError(isRefusal(err) ? err.message : t('sales.tryAgain'));
    }
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('sales.close.open')}
      </Button>
      <DecisionModal
        opened={open}
        title={t('sales.close.title')}
        text={t('sales.close.text', {
          lifted: formatQuantity(sale.lifted),
          quantity: formatQuantity(sale.quantity),
          unit: sale.unit,
        })}
        confirmText={t('sales.close.submit')}
        danger
        noteLabel={t('sales.close.reason')}
        noteRequired
        noteError={t('sales.required')}
        busy={close.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => void send(reason)}
      />
    </>
  );
}
