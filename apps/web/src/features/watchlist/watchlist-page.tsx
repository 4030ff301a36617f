import { Anchor, Badge, Container, Group, Stack, Text } from '@mantine/core';
import { formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { WatchedLot } from '@neelami/shared/watchlist-api-responses';
import { IconDoorEnter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EditableGrid, type GridColumn } from '../../components/editable-grid';
import { PageHeading } from '../../components/form-kit/form-panel';
import { liveRoomPath } from '../../components/terms-event';
import { BADGE_FILL } from '../../components/tones';
import { useWatchlist } from '../../components/watchlist/api/watchlist';
import { WatchStar } from '../../components/watchlist/watch-star';
import { useTranslation } from '../../i18n/i18n';

const STATE_FILL = { upcoming: BADGE_FILL.neutral, live: BADGE_FILL.good, closed: BADGE_FILL.bad } as const;

/**
 * /auction/watchlist "My Watchlist" (API.md "Alerts, watchlist and saved searches"): the lots the
 * member watches with their event, times (IST), state and where the bidding stands; a live lot's room
 * is a tap away, and the star stops watching. A phone shows one card per lot.
 */
export function WatchlistPage() {
  const { t } = useTranslation();
  const list = useWatchlist(true, 30_000);
  const rows = list.data ?? [];
  const columns: GridColumn<WatchedLot, WatchedLot>[] = [
    {
      kind: 'read-only',
      key: 'auctionName',
      header: t('watchlist.event'),
      view: (w) => w.auctionName,
      width: 140,
    },
    { kind: 'read-only', key: 'auctionNo', header: t('watchlist.lotNo'), view: (w) => w.auctionNo },
    {
      kind: 'read-only',
      key: 'name',
      header: t('watchlist.lot'),
      width: 140,
      view: (w) => (
        <Text size="sm" fw={600}>
          {w.name}
        </Text>
      ),
    },
    { kind: 'read-only', key: 'location', header: t('watchlist.location'), view: (w) => w.location },
    {
      kind: 'read-only',
      key: 'opens',
      header: t('watchlist.opens'),
      view: (w) => formatIst(w.eventStartsOn),
    },
    { kind: 'read-only', key: 'closes', header: t('watchlist.closes'), view: (w) => formatIst(w.closesAt) },
    {
      kind: 'read-only',
      key: 'state',
      header: t('watchlist.state'),
      view: (w) => (
        <Badge color={STATE_FILL[w.state]} variant="filled" data-state={w.state}>
          {t(`watchlist.states.${w.state}`)}
        </Badge>
      ),
    },
    {
      kind: 'read-only',
      key: 'leadingAmount',
      header: t('watchlist.leading'),
      view: (w) => (w.leadingAmount === null ? t('watchlist.noBid') : formatRupees(w.leadingAmount)),
    },
    { kind: 'read-only', key: 'bidCount', header: t('watchlist.bids'), view: (w) => w.bidCount },
    {
      kind: 'read-only',
      key: 'leading',
      header: t('watchlist.youLead'),
      view: (w) => (w.leading ? t('watchlist.yes') : t('watchlist.no')),
    },
  ];
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('watchlist.title')} intro={t('watchlist.intro')} />
        {list.isError && (
          <Text c="red" role="alert">
            {t('watchlist.loadFailed')} {list.error.message}
          </Text>
        )}
        <EditableGrid
          label={t('watchlist.label')}
          rows={rows}
          getRowId={(w) => w.subEventId}
          getRowName={(w) => w.name}
          columns={columns}
          loading={list.isPending}
          emptyText={t('watchlist.empty')}
          minWidth={1000}
          cardsOnPhone
          rowActions={(w) => (
            <Group gap={4} wrap="nowrap">
              <WatchStar subEventId={w.subEventId} name={w.name} />
              {w.state === 'live' && w.eventId && (
                <Anchor
                  component={Link}
                  to={liveRoomPath(w.eventId, false)}
                  size="sm"
                  aria-label={t('watchlist.enterRoomOf', { name: w.name })}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    <IconDoorEnter size={16} aria-hidden />
                    {t('watchlist.enterRoom')}
                  </Group>
                </Anchor>
              )}
            </Group>
          )}
        />
      </Stack>
    </Container>
  );
}
