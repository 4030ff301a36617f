import { Text } from '@mantine/core';
import type { SellerSubEvent } from '@neelami/shared/seller';
import { useTranslation } from '../../i18n/i18n';

/** A lot's number and name, with its auction, quantity and direction. */
export function LotTitle({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text fw={700}>
        #{lot.auctionNo} {lot.name}
      </Text>
      <Text size="sm" c="dimmed">
        {lot.auctionName} · {lot.quantityOrTypesOfTrunk} {lot.unit} ·{' '}
        {lot.direction === 'reverse' ? t('lots.reverseAuction') : t('lots.forwardAuction')}
      </Text>
    </div>
  );
}
