import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { BidStatus, SellerBid, SellerSubEvent } from '@neelami/shared/seller';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useBidLots } from './api/get-bid-lots';
import { useSellerLots } from './api/get-seller-lots';
import { useSellerWins } from './api/get-seller-wins';
import { BidDecisionModal } from './bid-decision-modal';
import { BidLotsSection } from './bid-lots-section';
import { decisionOrder } from './decision-order';
import { LotCard } from './lot-card';
import { errorText } from './seller-text';
import { WonLotCard } from './won-lot-card';

/**
 * /seller/lots (SPEC §2, API.md `seller/*`): the lots the user owns — as seller in a forward auction, as the
 * procuring buyer in a reverse one — with their leading bids; after closing the owner
 * authorises or unauthorises the highest bidder, decides on bids and downloads the letter of
 * acceptance. The server checks ownership on every call.
 */
export function SellerLotsPage() {
  const { t } = useTranslation();
  const lots = useSellerLots();
  const wins = useSellerWins();
  const bidLots = useBidLots();
  const [decision, setDecision] = useState<{ lot: SellerSubEvent; bid: SellerBid; status: BidStatus } | null>(
    null,
  );
  const nothing = lots.data?.length === 0 && wins.data?.length === 0 && bidLots.data?.length === 0;
  return (
    <Container size="lg" py="lg">
      <Stack>
        <Title order={1}>{t('lots.title')}</Title>
        <Text c="dimmed">{t('lots.intro')}</Text>
        {wins.isError && (
          <Alert color="red" role="alert">
            {errorText(wins.error)}
          </Alert>
        )}
        {wins.data && wins.data.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="won-lots-heading">
            <Title order={2} size="h3" id="won-lots-heading">
              {t('lots.lotsWon')}
            </Title>
            {wins.data.map((lot) => (
              <WonLotCard key={lot._id} lot={lot} />
            ))}
          </Stack>
        )}
        <BidLotsSection query={bidLots} />
        {lots.isPending || wins.isPending ? (
          <Group>
            <Loader size="sm" />
            <Text>{t('lots.loading')}</Text>
          </Group>
        ) : lots.isError ? (
          <Alert color="red" role="alert">
            {errorText(lots.error)}
          </Alert>
        ) : nothing ? (
          <Alert color="gray" variant="light" data-testid="no-lots" title={t('lots.noLotsTitle')}>
            {t('lots.noLots')}
          </Alert>
        ) : lots.data.length > 0 ? (
          <Stack gap="sm" component="section" aria-labelledby="own-lots-heading">
            <Title order={2} size="h3" id="own-lots-heading">
              {t('lots.lotsOwned')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('lots.ownedIntro')}
            </Text>
            {decisionOrder(lots.data).map((lot) => (
              <LotCard
                key={lot._id}
                lot={lot}
                onDecide={(bid, status) => setDecision({ lot, bid, status })}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
      <BidDecisionModal
        lot={decision?.lot ?? null}
        bid={decision?.bid ?? null}
        status={decision?.status ?? null}
        onClose={() => setDecision(null)}
      />
    </Container>
  );
}
