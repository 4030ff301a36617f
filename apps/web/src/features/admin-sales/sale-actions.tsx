import { Button, Group } from '@mantine/core';
import type { SaleDetailDto } from '@neelami/shared/sales';
import { IconArrowForwardUp, IconBan, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { OfferNextDialog, ReasonDialog } from './sale-dialogs';

/** Props of SaleActions. */
export interface SaleActionsProps {
  sale: SaleDetailDto;
  /** Whether the sale was already offered on to the next bidder. */
  offeredOn: boolean;
  /** The buyers the lot has had so far (names), so the next bidder is one who has not. */
  hadIt: string[];
  onOpen: (id: string) => void;
}

/**
 * Admin's actions on one sale: cancel it before any payment is confirmed, default it once due,
 * offer a defaulted, declined or cancelled offer to the next-ranked bidder.
 */
export function SaleActions({ sale, offeredOn, hadIt, onOpen }: SaleActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'default' | 'cancel' | 'offer' | null>(null);
  const confirmed = sale.payments.some((p) => p.status === 'confirmed');
  const mayCancel = (sale.status === 'awaiting_payment' || sale.status === 'offered') && !confirmed;
  const mayDefault = sale.status === 'awaiting_payment' && sale.outstanding > 0;
  const wasOffer = sale.previousSaleId !== null;
  const mayOffer =
    (sale.status === 'defaulted' ||
      sale.status === 'declined' ||
      (wasOffer && sale.status === 'cancelled')) &&
    !offeredOn;
  const lot = `#${sale.auctionNo} ${sale.lotName}`;
  if (!mayCancel && !mayDefault && !mayOffer) return null;
  return (
    <>
      <Group gap="sm">
        {mayDefault && (
          <Button
            color="red"
            variant="outline"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => setDialog('default')}
            aria-label={t('adminSales.defaultSale', { lot })}
          >
            {t('adminSales.default')}
          </Button>
        )}
        {mayCancel && (
          // The neutral variant reads at AA contrast in both themes.
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setDialog('cancel')}
            aria-label={t('adminSales.cancelSale', { lot })}
          >
            {t('adminSales.cancel')}
          </Button>
        )}
        {mayOffer && (
          <Button
            leftSection={<IconArrowForwardUp size={16} aria-hidden />}
            onClick={() => setDialog('offer')}
            aria-label={t('adminSales.offerNextSale', { lot })}
          >
            {t('adminSales.offerNext')}
          </Button>
        )}
      </Group>
      <ReasonDialog
        sale={dialog === 'default' || dialog === 'cancel' ? sale : null}
        kind={dialog === 'cancel' ? 'cancel' : 'default'}
        onClose={() => setDialog(null)}
      />
      <OfferNextDialog
        sale={dialog === 'offer' ? sale : null}
        hadIt={hadIt}
        onClose={() => setDialog(null)}
        onOffered={onOpen}
      />
    </>
  );
}
