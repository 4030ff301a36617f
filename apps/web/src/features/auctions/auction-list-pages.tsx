import { Badge, Container, Group, Stack, Title } from '@mantine/core';
import type { AuctionEvent } from '@neelami/shared/events';
import { useState } from 'react';
import { TermsAcceptModal, type TermsEvent } from '../../components/terms-accept-modal';
import { useEventList } from '../../lib/api/get-event-list';
import { EventListTable, ListIntro } from './event-list-table';
import { useLiveList } from './use-live-list';

/** /auction/liveAuctions (SPEC §2, §4): the live list, pushed by the server; Auctions opens the terms popup. */
export function LiveAuctionsPage() {
  const live = useLiveList();
  const [entering, setEntering] = useState<TermsEvent | null>(null);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Live Auctions</Title>
            <ListIntro>
              Events running now. The list updates by itself when an event starts or ends.
            </ListIntro>
          </Stack>
          <Badge variant="dot" color={live.pushed ? 'green' : 'gray'} aria-live="polite">
            {live.pushed ? 'Updating live' : 'Connecting…'}
          </Badge>
        </Group>
        <EventListTable
          label="Live auctions"
          events={live.events}
          loading={live.loading}
          error={live.error}
          emptyText="No auction is live right now."
          onAuctions={(e: AuctionEvent) => setEntering(e)}
        />
      </Stack>
      <TermsAcceptModal event={entering} onClose={() => setEntering(null)} />
    </Container>
  );
}

const useAuctionList = (name: 'getAllUpcomingAuctions' | 'getAllPastAuctions') =>
  useEventList(name, { refetchInterval: 60_000 });

/** /auction/upcomingAuctions (SPEC §2): events not started yet; no action button. */
export function UpcomingAuctionsPage() {
  const q = useAuctionList('getAllUpcomingAuctions');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Upcoming Auctions</Title>
          <ListIntro>Events that have not started yet, soonest first. Times are in IST.</ListIntro>
        </Stack>
        <EventListTable
          label="Upcoming auctions"
          events={q.data ?? []}
          loading={q.isPending}
          error={q.isError ? q.error.message : null}
          emptyText="No upcoming auctions."
        />
      </Stack>
    </Container>
  );
}

/** /auction/pastAuctions (SPEC §2): events that have ended; no action button. */
export function PastAuctionsPage() {
  const q = useAuctionList('getAllPastAuctions');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Past Auctions</Title>
          <ListIntro>Events that have ended, latest first. Times are in IST.</ListIntro>
        </Stack>
        <EventListTable
          label="Past auctions"
          events={q.data ?? []}
          loading={q.isPending}
          error={q.isError ? q.error.message : null}
          emptyText="No past auctions."
        />
      </Stack>
    </Container>
  );
}
