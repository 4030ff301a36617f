import { Alert, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import type { BidLot } from '@neelami/shared/seller';
import type { UseQueryResult } from '@tanstack/react-query';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { bidLotOutcome } from './bid-lot-outcome';

const badgeOf = {
  won: { key: null, color: BADGE_FILL.good },
  leading: { key: 'lots.leading', color: BADGE_FILL.good },
  outbid: { key: 'lots.outbid', color: BADGE_FILL.bad },
  lost: { key: 'lots.notWon', color: BADGE_FILL.neutral },
} as const satisfies Record<BidLot['outcome'], { key: string | null; color: string }>;

/** 'Lots you bid on': every lot the member bid on, open or closed, won or lost, with its outcome. */
export function BidLotsSection({ query }: { query: UseQueryResult<BidLot[]> }) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  if (!query.data || query.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="bid-lots-heading">
      <Title order={2} size="h3" id="bid-lots-heading">
        {t('lots.lotsBidOn')}
      </Title>
      {query.data.map((lot) => {
        const { key, color } = badgeOf[lot.outcome];
        const label = key ? t(key) : lot.direction === 'reverse' ? 'L1' : 'H1';
        return (
          <Paper key={lot._id} withBorder p="sm" data-testid="bid-lot">
            <Stack gap={2}>
              <Text fw={700} size="sm">
                #{lot.auctionNo} {lot.name}{' '}
                <Badge size="sm" color={color} ml={4}>
                  {label}
                </Badge>
              </Text>
              <Text size="xs" c="dimmed">
                {lot.auctionName} ·{' '}
                {t(lot.status === 'closed' ? 'lots.closedOn' : 'lots.closesOn', {
                  time: formatIstWithSeconds(lot.closesAt),
                })}
              </Text>
              <Text size="sm" data-testid="bid-lot-outcome">
                {bidLotOutcome(lot)}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
