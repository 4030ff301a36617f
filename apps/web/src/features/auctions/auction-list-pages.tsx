import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { AuctionEvent, SubEvent } from '@neelami/shared/events';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmdLine } from '../../components/emd-line';
import { preloadTermsDialog, TermsAcceptModal } from '../../components/terms-accept-modal';
import { liveRoomPath, type TermsEvent } from '../../components/terms-event';
import { useTranslation } from '../../i18n/i18n';
import { useEventList } from '../../lib/api/get-event-list';
import { useMyLedger } from '../../lib/api/get-my-emd-ledger';
import { takeEarlyAuctions } from '../../lib/early-form';
import { holdsByLot, holdsOfEvent, type LotHold } from '../../lib/emd-holds';
import { lazyPart, usePart, whenIdle } from '../../lib/lazy-part';
import { useSessionUser } from '../../lib/use-session';
import { getTermsAccepted } from './api/get-terms-accepted';
import { EventListTable, type EventListTableProps, ListIntro } from './event-list-table';
import { PreBidLine } from './pre-bid-line';
import { useLiveList } from './use-live-list';

/** A member's EMD holds on an event's lots: one line per lot, what is held and whether it still is. */
function EventHolds({ holds }: { holds: LotHold[] }) {
  const { t } = useTranslation();
  if (holds.length === 0) return null;
  return (
    <Stack gap={2} mt={4} aria-label={t('lists.emdOnLots')}>
      {holds.map((h) => (
        <Group key={h.subEventId} gap={6} wrap="nowrap">
          {h.subEventName && (
            <Text size="xs" c="dimmed">
              {h.subEventName}:
            </Text>
          )}
          <EmdLine emdAmount={undefined} hold={h} />
        </Group>
      ))}
    </Stack>
  );
}

/** The lists' lot search and lots (forms, multi-selects, a dialog, the stars): their code comes after the list. */
const searchPart = lazyPart(() => import('../../components/watchlist/searchable-list'));

/**
 * The event table, with the lot search and each event's lots once their code is in (a logged-in
 * user's list only: reading an event's lots needs a login).
 */
function SearchableTable({
  lotExtra,
  ...props
}: EventListTableProps & { lotExtra?: (event: AuctionEvent, lot: SubEvent) => ReactNode }) {
  const loggedIn = useSessionUser() !== null;
  const code = usePart(searchPart, loggedIn, () => undefined);
  // The search's table replaces the plain one (its rows are drawn anew): not while the member is in
  // it (a Catalogue button pressed, its reason open), so the focus and what it opened stay.
  const [focusIn, setFocusIn] = useState(false);
  const swapped = useRef(false);
  if (code && !focusIn) swapped.current = true;
  return (
    <Stack
      gap="lg"
      onFocus={() => setFocusIn(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusIn(false);
      }}
    >
      {code && swapped.current ? (
        <code.SearchableEventList
          events={props.events}
          render={(over) => <EventListTable {...props} {...over} />}
          lotExtra={lotExtra}
        />
      ) : (
        <EventListTable {...props} />
      )}
    </Stack>
  );
}

/**
 * /auction/liveAuctions (SPEC §2, §4): the live list, pushed by the server; Auctions opens the terms
 * popup the first time, and the room straight away once the event's terms were accepted.
 */
export function LiveAuctionsPage() {
  const { t } = useTranslation();
  const live = useLiveList();
  const navigate = useNavigate();
  const isAdmin = useSessionUser()?.role === 'Admin';
  const [entering, setEntering] = useState<TermsEvent | null>(null);
  const onAuctions = useCallback(
    async (e: AuctionEvent) => {
      preloadTermsDialog();
      // Accepting the terms once per event is enough; when the check fails, the popup decides.
      const accepted = await getTermsAccepted(e._id).catch(() => false);
      if (accepted) navigate(liveRoomPath(e._id, isAdmin));
      else setEntering(e);
    },
    [navigate, isAdmin],
  );
  // A tap on Auctions in the page's first render (the server's, before the app had taken the page
  // over) is acted on once the list is the app's.
  useEffect(() => {
    if (live.events.length === 0) return;
    const id = takeEarlyAuctions();
    const tapped = id ? live.events.find((e) => e._id === id) : undefined;
    if (tapped) void onAuctions(tapped);
  }, [live.events, onAuctions]);
  // Buyers and Sellers see their EMD holds on the lots they are assigned to.
  const user = useSessionUser();
  // A member with events to enter will likely meet the terms popup: its code comes while idle.
  const canEnter = !!user && live.events.length > 0;
  useEffect(() => (canEnter ? whenIdle(preloadTermsDialog) : undefined), [canEnter]);
  const ledger = useMyLedger(user?.role === 'Buyer' || user?.role === 'Seller');
  const holds = useMemo(() => holdsByLot(ledger.data?.entries ?? []), [ledger.data]);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{t('nav.Live Auctions')}</Title>
            <ListIntro>{t('lists.liveIntro')}</ListIntro>
          </Stack>
          <Badge variant="dot" color={live.pushed ? 'green' : 'gray'} aria-live="polite">
            {live.pushed ? t('lists.updatingLive') : t('lists.connecting')}
          </Badge>
        </Group>
        <SearchableTable
          label={t('lists.liveLabel')}
          events={live.events}
          loading={live.loading}
          error={live.error}
          emptyText={t('lists.liveEmpty')}
          onAuctions={(e: AuctionEvent) => void onAuctions(e)}
          extra={(e) => <EventHolds holds={holdsOfEvent(holds, e._id)} />}
        />
      </Stack>
      <TermsAcceptModal event={entering} onClose={() => setEntering(null)} />
    </Container>
  );
}

const useAuctionList = (name: 'getAllUpcomingAuctions' | 'getAllPastAuctions') =>
  useEventList(name, { refetchInterval: 60_000 });

/** A lot's pre-bid on the upcoming list (API.md "Pre-bids"). */
const preBidOf = (event: AuctionEvent, lot: SubEvent) => <PreBidLine event={event} lot={lot} />;

/**
 * /auction/upcomingAuctions (SPEC §2): events not started yet; no action button. A Buyer or Seller
 * assigned to a lot sets or raises its pre-bid there (API.md "Pre-bids").
 */
export function UpcomingAuctionsPage() {
  const { t } = useTranslation();
  const q = useAuctionList('getAllUpcomingAuctions');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('nav.Upcoming Auctions')}</Title>
          <ListIntro>{t('lists.upcomingIntro')}</ListIntro>
        </Stack>
        <SearchableTable
          label={t('lists.upcomingLabel')}
          events={q.data ?? []}
          loading={q.isPending}
          error={q.isError ? q.error.message : null}
          emptyText={t('lists.upcomingEmpty')}
          lotExtra={preBidOf}
        />
      </Stack>
    </Container>
  );
}

/** /auction/pastAuctions (SPEC §2): events that have ended; no action button. */
export function PastAuctionsPage() {
  const { t } = useTranslation();
  const q = useAuctionList('getAllPastAuctions');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('nav.Past Auctions')}</Title>
          <ListIntro>{t('lists.pastIntro')}</ListIntro>
        </Stack>
        <EventListTable
          label={t('lists.pastLabel')}
          events={q.data ?? []}
          loading={q.isPending}
          error={q.isError ? q.error.message : null}
          emptyText={t('lists.pastEmpty')}
        />
      </Stack>
    </Container>
  );
}
