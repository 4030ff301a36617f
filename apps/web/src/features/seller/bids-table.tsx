import { Alert, Badge, Button, Group, Loader, Table } from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import { type BidStatus, type SellerBid, type SellerSubEvent, sellerMessages } from '@neelami/shared/seller';
import { bidKindLabel } from '../../components/bid-kind';
import { BADGE_FILL } from '../../components/tones';
import { tm, useTranslation } from '../../i18n/i18n';
import { formatRate } from '../../lib/bid-amount';
import { useLotBids } from './api/get-lot-bids';
import { errorText } from './seller-text';

const statusColor: Record<BidStatus, string> = {
  accepted: BADGE_FILL.good,
  rejected: BADGE_FILL.bad,
  cancelled: BADGE_FILL.neutral,
};

/** The bids on one lot, newest first, each with the owner's decisions (loaded when opened). */
export function BidsTable({
  lot,
  onDecide,
}: {
  lot: SellerSubEvent;
  onDecide: (bid: SellerBid, s: BidStatus) => void;
}) {
  const { t } = useTranslation();
  const bids = useLotBids(lot._id);
  if (bids.isPending) return <Loader size="sm" />;
  if (bids.isError) return <Alert color="red">{errorText(bids.error)}</Alert>;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped verticalSpacing="xs" aria-label={t('lots.bidsOn', { no: lot.auctionNo })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lots.time')}</Table.Th>
            <Table.Th>{t('lots.bidder')}</Table.Th>
            <Table.Th>{t('lots.amount')}</Table.Th>
            <Table.Th>{t('lots.kind')}</Table.Th>
            <Table.Th>{t('lots.status')}</Table.Th>
            <Table.Th>{t('lots.decide')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bids.data.map((b) => {
            // A rejected or cancelled bid cannot be restored (sellerMessages.alreadyMarked).
            const final = b.status !== 'accepted';
            return (
              <Table.Tr key={b._id} data-testid="seller-bid">
                <Table.Td>{formatIstWithSeconds(b.createdAt)}</Table.Td>
                <Table.Td>{b.bidder ? `${b.bidder.name} (${b.bidderLabel})` : b.bidderLabel}</Table.Td>
                <Table.Td>{formatRate(b.amount, lot)}</Table.Td>
                <Table.Td>{bidKindLabel(b.kind)}</Table.Td>
                <Table.Td>
                  <Badge size="sm" color={statusColor[b.status]}>
                    {t(`lots.bidStatus.${b.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {(['rejected', 'cancelled'] as const).map((s) => (
                      <Button
                        key={s}
                        size="compact-xs"
                        variant="outline"
                        color={s === 'rejected' ? BADGE_FILL.bad : BADGE_FILL.neutral}
                        disabled={final}
                        title={final ? tm(sellerMessages.alreadyMarked) : undefined}
                        onClick={() => onDecide(b, s)}
                        aria-label={t('lots.verbTheBid', {
                          verb: t(`lots.verb.${s}`),
                          amount: formatRate(b.amount, lot),
                          who: b.bidder?.name ?? b.bidderLabel,
                        })}
                      >
                        {t(`lots.verb.${s}`)}
                      </Button>
                    ))}
                    <Button
                      size="compact-xs"
                      variant="outline"
                      color={BADGE_FILL.good}
                      disabled={final}
                      onClick={() => onDecide(b, 'accepted')}
                      aria-label={t('lots.verbTheBid', {
                        verb: t('lots.verb.accepted'),
                        amount: formatRate(b.amount, lot),
                        who: b.bidder?.name ?? b.bidderLabel,
                      })}
                    >
                      {t('lots.verb.accepted')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
