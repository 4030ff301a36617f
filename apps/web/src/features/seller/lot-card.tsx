import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import type { BidStatus, SellerBid, SellerSubEvent } from '@neelami/shared/seller';
import { useState } from 'react';
import { Link } from 'react-router';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { formatRate, isPerUnit, lotValueText } from '../../lib/bid-amount';
import { AuthorisePanel } from './authorise-panel';
import { BidsTable } from './bids-table';
import { awardOpen, OwnerClosePanel, ResultBadge } from './close-panel';
import { awaitsDecision } from './decision-order';
import { LotTitle } from './lot-title';

/** One lot the user owns: its leading bid and closing, the owner's decision once closed, and its bids on demand. */
export function LotCard({
  lot,
  onDecide,
}: {
  lot: SellerSubEvent;
  onDecide: (bid: SellerBid, s: BidStatus) => void;
}) {
  const { t } = useTranslation();
  const [showBids, setShowBids] = useState(false);
  const closed = lot.status === 'closed';
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      data-testid="seller-lot"
      aria-label={t('lots.lotLabel', { no: lot.auctionNo, name: lot.name })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <LotTitle lot={lot} />
          <Group gap={6}>
            <ResultBadge lot={lot} />
            {awaitsDecision(lot) && (
              <Badge color={BADGE_FILL.warn} data-testid="awaiting-decision">
                {t('lots.awaitingYours')}
              </Badge>
            )}
            <Badge color={closed ? BADGE_FILL.neutral : BADGE_FILL.good}>
              {closed ? t('lots.closed') : t('lots.biddingOpen')}
            </Badge>
          </Group>
        </Group>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {lot.direction === 'reverse' ? t('lots.lowestBid') : t('lots.highestBid')}
            </Text>
            <Text fw={700} data-testid="seller-leading">
              {lot.leadingBid ? formatRate(lot.leadingBid.amount, lot) : t('lots.noBids')}
            </Text>
            {lot.leadingBid && isPerUnit(lot) && (
              <Text size="xs" c="dimmed" data-testid="seller-leading-lot-value">
                {lotValueText(lot.leadingBid.amount, lot)}
              </Text>
            )}
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {closed ? t('lots.closedAt') : t('lots.closesAt')}
            </Text>
            <Text size="sm">{formatIstWithSeconds(lot.closesAt)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('lots.bids')}
            </Text>
            <Text size="sm">{lot.bidCount}</Text>
          </div>
        </Group>
        {closed ? (
          awardOpen(lot) ? (
            <AuthorisePanel lot={lot} />
          ) : (
            <OwnerClosePanel lot={lot} />
          )
        ) : (
          <Text size="sm" c="dimmed">
            {t('lots.anonymous', {
              rank: lot.direction === 'reverse' ? t('lots.lowest') : t('lots.highest'),
            })}
          </Text>
        )}
        {lot.bidCount > 0 && (
          <>
            <Group>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => setShowBids((v) => !v)}
                aria-expanded={showBids}
              >
                {showBids ? t('lots.hideBids') : t('lots.showBids', { count: lot.bidCount })}
              </Button>
            </Group>
            {showBids && <BidsTable lot={lot} onDecide={onDecide} />}
          </>
        )}
        {closed && lot.bidCount > 0 && (
          <Anchor component={Link} to={`/integrity?lot=${lot._id}`} size="sm" data-testid="integrity-link">
            {t('lots.integrityDesk')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
