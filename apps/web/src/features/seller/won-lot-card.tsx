import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import type { SellerSubEvent } from '@neelami/shared/seller';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { formatBid } from '../../lib/bid-amount';
import { awardOpen, BidderClosePanel, ResultBadge } from './close-panel';
import { LetterButton } from './letter-button';
import { LotTitle } from './lot-title';

/**
 * A lot the user won: the winning bid, the owner's decision and, once authorised, the letter of
 * acceptance (the same letter the e-mail carries).
 */
export function WonLotCard({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  const bid = lot.leadingBid;
  const auth = lot.authorization && bid && lot.authorization.bidId === bid._id ? lot.authorization : null;
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      data-testid="won-lot"
      aria-label={t('lots.wonLot', { no: lot.auctionNo, name: lot.name })}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <LotTitle lot={lot} />
          <ResultBadge lot={lot} />
          {awardOpen(lot) && (
            <Badge
              color={auth ? (auth.authorized ? BADGE_FILL.good : BADGE_FILL.warn) : BADGE_FILL.neutral}
              data-testid="won-lot-state"
            >
              {auth
                ? auth.authorized
                  ? t('lots.authorised')
                  : t('lots.notAuthorised')
                : t('lots.awaitingOwner')}
            </Badge>
          )}
        </Group>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {t('lots.yourWinningBid')}
            </Text>
            <Text fw={700}>{bid ? formatBid(bid.amount, lot) : '—'}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('lots.closedAt')}
            </Text>
            <Text size="sm">{formatIstWithSeconds(lot.closesAt)}</Text>
          </div>
          {auth && (
            <div>
              <Text size="xs" c="dimmed">
                {t('lots.decidedAt')}
              </Text>
              <Text size="sm">{formatIstWithSeconds(auth.decidedAt)}</Text>
            </div>
          )}
        </Group>
        {!awardOpen(lot) ? (
          <BidderClosePanel lot={lot} />
        ) : lot.hasLetter ? (
          <Group>
            <LetterButton lot={lot} />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {auth ? t('lots.refusedNoLetter') : t('lots.ownerDecides')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
