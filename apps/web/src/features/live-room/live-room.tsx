import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { bidMessages } from '@neelami/shared/bid-messages';
import type { AdminView, BidderView, CurrentBidView, GuestView } from '@neelami/shared/bidding';
import { canBid, type Role } from '@neelami/shared/roles';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ShellRoomEventLine } from '../../app/shell-render';
import { TermsAcceptModal } from '../../components/terms-accept-modal';
import { type Key, loadScreenStrings, tm, useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { ApiError } from '../../lib/api';
import { useMyLedger } from '../../lib/api/get-my-emd-ledger';
import { type ConnectionState, serverClock } from '../../lib/connection';
import { holdsByLot } from '../../lib/emd-holds';
import { whenIdle } from '../../lib/lazy-part';
import { reconnectSocket } from '../../lib/room-channel';
import { useConnection, useServerClockValue } from '../../lib/use-socket';
import { Announcer } from './announcer';
import { BIDDER_COLUMNS, BidderRow } from './bidder-row';
import { ClosedToday, closedToday } from './closed-today';
import { ConnectionAlert, ConnectionBadge } from './connection-status';
import { isOver, secondsLeft } from './countdown';
import { GUEST_COLUMNS, GuestRow } from './guest-row';
import { pageRoomEvent } from './page-room-event';
import { RoomBanners } from './room-banners';
import { preloadRoomDialogs } from './room-dialogs-part';
import { isShown } from './room-store';
import { FrozenAt } from './time-left';
import { TransactionPasswordModal } from './transaction-password-modal';
import { useLiveRoom } from './use-live-room';

// The Admin's parts (time extension with its date picker, broadcast with its select) are loaded
// only for the Admin, with the admin screens' strings (i18n/en-more.ts): a bidder's phone fetches
// and runs none of them.
const AdminRow = lazy(() =>
  Promise.all([import('./admin-row'), loadScreenStrings()]).then(([m]) => ({ default: m.AdminRow })),
);
const AdminBroadcastBox = lazy(() =>
  Promise.all([import('./admin-broadcast-box'), loadScreenStrings()]).then(([m]) => ({
    default: m.AdminBroadcastBox,
  })),
);
const ADMIN_COLUMNS = ['Lot', 'Leading bid', 'Last bid', 'Time left', 'Participants'];

/** Rows rendered at once when the room opens: a screenful, so its Bid buttons work without delay. */
const FIRST_ROWS = 8;
/** Rows added per step after that, each step a task of its own between which the browser answers taps. */
const MORE_ROWS = 10;

/**
 * How many of `total` rows to render: a screenful first, then the rest a few at a time, so a
 * room of 200 lots does not hold a slow phone's main thread before the first Bid button is usable.
 */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    // Not a transition: the room's socket updates would interrupt it again and again, and the
    // remaining rows would wait for a quiet moment that a busy auction does not have.
    const timer = setTimeout(() => setShown((n) => n + MORE_ROWS), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Props of LiveRoom. */
export interface LiveRoomProps {
  eventId: string;
  role: Role;
}

const order = (a: CurrentBidView, b: CurrentBidView) =>
  a.subEvent.serialNo - b.subEvent.serialNo || a.subEvent.auctionNo - b.subEvent.auctionNo;

/**
 * The live room (SPEC §2 "Live room", §4, §6): one component for every role. A table of the
 * event's sub-events with a row each, rendered from the viewer's own views: bidding
 * controls for Buyers and Sellers, the top three for Guests/Clients, identities, participants,
 * end time and broadcast for the Admin (who cannot bid).
 */
export function LiveRoom({ eventId, role }: LiveRoomProps) {
  const { t } = useTranslation();
  const isAdmin = role === 'Admin';
  const room = useLiveRoom(eventId, isAdmin);
  const { state, join, event } = room;
  const connection = useConnection();
  const connected = connection.state === 'connected';
  // Bids and admin actions only while this window is in the room (not after another took over).
  const live = connected && join.kind === 'joined';
  // A bidder in the room may need a bid's confirmation at once: its code comes while the room is idle.
  const bids = live && canBid(role);
  useEffect(() => (bids ? whenIdle(preloadRoomDialogs) : undefined), [bids]);
  const navigate = useNavigate();
  // Rows become cards on narrow screens (down to 360 px).
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const layout = wide ? 'table' : 'card';

  const views = useMemo(
    () =>
      Object.values(state.views)
        .filter((p) => isShown(state, p.subEventId))
        .sort(order),
    [state],
  );
  const restInfo = useMemo(() => new Map((event.data?.subEvent ?? []).map((s) => [s._id, s])), [event.data]);
  const rankAuction = event.data?.auctionBehaviour === 'Rank Auction';
  // The member's EMD holds, to show each lot's EMD and whether the hold is in place.
  const ledger = useMyLedger(role === 'Buyer' || role === 'Seller');
  const holds = useMemo(() => holdsByLot(ledger.data?.entries ?? []), [ledger.data]);
  const endsAtOf = (p: CurrentBidView) => state.endsAt[p.subEventId] ?? Date.parse(p.endsAt);

  const rowsShown = useRowsShown(views.length);
  const rows = views.slice(0, rowsShown).map((p) => {
    const common = { endsAt: endsAtOf(p), layout, onDismiss: room.dismiss } as const;
    if (p.viewer === 'admin') {
      return (
        <AdminRow
          key={p.subEventId}
          {...common}
          view={p as AdminView}
          activeUsers={state.activeUsers[p.subEventId]}
          connected={live}
          onExtend={room.extendTime}
        />
      );
    }
    if (p.viewer === 'guest') return <GuestRow key={p.subEventId} {...common} view={p as GuestView} />;
    return (
      <BidderRow
        key={p.subEventId}
        {...common}
        view={p as BidderView}
        rankAuction={rankAuction}
        autoBidEnabled={restInfo.get(p.subEventId)?.autoBidEnabled ?? true}
        connected={live}
        messages={room.rowMessages}
        onBid={room.placeBid}
        emdAmount={restInfo.get(p.subEventId)?.emdAmount}
        emdHold={holds.get(p.subEventId)}
      />
    );
  });
  // Every lot of the room over (dismissed ones included): the room is no longer live for bidding.
  const allViews = Object.values(state.views);
  const ended = useServerClockValue(
    (now) =>
      join.kind === 'joined' &&
      allViews.length > 0 &&
      allViews.every((p) => isOver(secondsLeft(endsAtOf(p), now), p.subEvent.status)),
  );
  // Closed lots taken off the live rows stay listed with their outcome.
  const closed = useMemo(() => closedToday(state, serverClock.now()), [state]);
  // A window pushed out of the room stops its clocks and greys its rows: they no longer follow the lot.
  const [frozenAt, setFrozenAt] = useState<number | null>(null);
  const takenOver = join.kind === 'taken-over';
  useEffect(() => setFrozenAt(takenOver ? serverClock.now() : null), [takenOver]);
  const frozen = frozenAt !== null;
  const columns = isAdmin ? ADMIN_COLUMNS : role === 'Guest/Client' ? GUEST_COLUMNS : BIDDER_COLUMNS;

  const eventError = event.error instanceof ApiError ? event.error : null;
  // The event's line: the answer's, or until it has come the one the page was rendered with.
  const line = event.data ?? (event.isError ? undefined : pageRoomEvent(eventId));
  // The rows wait for the event's name above them: arriving after them, it pushed them down.
  const headerPending = !line && !event.isError;
  // SPEC §4 entry flow: a member who opens the room without accepting the terms gets the popup here.
  const [termsClosed, setTermsClosed] = useState(false);
  const needsTerms =
    !isAdmin && !termsClosed && join.kind === 'refused' && join.code === 'TERMS_NOT_ACCEPTED' && !!event.data;

  return (
    <Announcer>
      <Stack gap={wide ? 'md' : 'xs'}>
        <RoomHeading wide={wide} pending={headerPending} ended={ended}>
          {line && <RoomEventLine wide={wide} event={line} />}
        </RoomHeading>
        {join.kind !== 'taken-over' && <ConnectionAlert />}
        {eventError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('room.cannotOpen')}>
            {eventError.message}{' '}
            <Anchor component={Link} to={isAdmin ? '/admin/liveAuctionAdmin' : '/auction/liveAuctions'}>
              {t('room.backToLive')}
            </Anchor>
          </Alert>
        )}
        <RoomBanners banners={room.banners} onDismiss={room.dismissBanner} compact={!wide} />
        {join.kind === 'refused' && !needsTerms && (
          <Alert color="red" variant="light" role="alert" title={t('room.notInRoom')}>
            <Stack gap="xs">
              {/* The server's refusal comes in the room's language; the app's own fallbacks are translated here. */}
              <Text size="sm">{tm(join.message)}</Text>
              <Group gap="xs">
                <Button size="xs" variant="outline" onClick={() => void room.rejoin()} disabled={!connected}>
                  {t('room.tryAgain')}
                </Button>
                {!isAdmin && (
                  <Button size="xs" variant="subtle" component={Link} to="/auction/liveAuctions">
                    {t('room.liveAuctions')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Alert>
        )}
        {join.kind === 'taken-over' && (
          <Alert color="orange" variant="light" role="alert" title={t('room.leftRoom')}>
            <Stack gap="xs">
              <Text size="sm">{tm(join.message)}</Text>
              <Group>
                {/* The server closed this window's connection: reconnecting joins again (and takes over). */}
                <Button size="xs" onClick={() => (connected ? void room.rejoin() : reconnectSocket())}>
                  {t('room.bidFromHere')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {isAdmin && join.kind === 'joined' && (
          <Suspense fallback={null}>
            <AdminBroadcastBox
              eventId={eventId}
              disabled={!live}
              onSend={room.broadcast}
              lots={views.map((p) => ({
                id: p.subEventId,
                label: `#${p.subEvent.auctionNo} ${p.subEvent.name}`,
              }))}
            />
          </Suspense>
        )}
        <FrozenAt.Provider value={frozenAt}>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" />
              </Center>
            }
          >
            <Box
              data-testid="room-rows"
              data-frozen={frozen}
              aria-disabled={frozen || undefined}
              style={frozen ? { filter: 'grayscale(1)', opacity: 0.55 } : undefined}
            >
              {(join.kind === 'waiting' && views.length === 0) || (headerPending && views.length > 0) ? (
                <RoomEntering />
              ) : join.kind === 'joined' && views.length === 0 ? (
                <Paper withBorder p="xl" data-testid="empty-room">
                  <Text ta="center" fw={600}>
                    {tm(bidMessages.emptyRoom)}
                  </Text>
                </Paper>
              ) : views.length > 0 && layout === 'table' ? (
                <Table.ScrollContainer minWidth={isAdmin ? 980 : role === 'Guest/Client' ? 640 : 1140}>
                  <Table
                    striped
                    highlightOnHover
                    verticalSpacing="sm"
                    withTableBorder
                    aria-label={t('room.subEvents')}
                  >
                    <Table.Thead>
                      <Table.Tr>
                        {columns.map((c) => (
                          <Table.Th key={c} scope="col">
                            {t(`room.columns.${c}` as Key, { defaultValue: c })}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>{rows}</Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              ) : views.length > 0 ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {rows}
                </SimpleGrid>
              ) : null}
            </Box>
          </Suspense>
        </FrozenAt.Provider>
        <ClosedToday lots={closed} endsAt={state.endsAt} />
      </Stack>
      <TermsAcceptModal
        event={needsTerms && event.data ? event.data : null}
        onClose={() => {
          setTermsClosed(true);
          void room.rejoin();
        }}
      />
      <TransactionPasswordModal
        opened={join.kind === 'password'}
        message={join.kind === 'password' ? join.message : ''}
        code={join.kind === 'password' ? join.code : ''}
        onSubmit={(pw) => room.rejoin(pw)}
        onCancel={() => navigate(isAdmin ? '/admin/liveAuctionAdmin' : '/auction/liveAuctions')}
      />
    </Announcer>
  );
}

/** Props of RoomHeading. */
interface RoomHeadingProps {
  wide: boolean;
  /** The event's line is still loading: its place is kept (one line wide, two on a phone). */
  pending: boolean;
  ended?: boolean;
  /** The connection state to show instead of the socket's (RoomShell). */
  connection?: ConnectionState;
  /** The event's line, once it has come. */
  children?: ReactNode;
}

/**
 * The room's title with the connection badge beside it and the event's line under both. The badge
 * stays beside the title, and the event's line keeps its place while it loads: arriving later, it
 * moved the badge and everything below it (layout shift). The line takes the whole width, so it
 * wraps the same whatever the badge says (Connecting…, Live).
 */
function RoomHeading({ wide, pending, ended = false, connection, children }: RoomHeadingProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Title order={1} size={wide ? undefined : 'h3'} style={{ minWidth: 0 }}>
          {t('room.title')}
        </Title>
        <ConnectionBadge ended={ended} state={connection} />
      </Group>
      {pending && (
        <Text size={wide ? 'sm' : 'xs'} aria-hidden style={{ visibility: 'hidden' }}>
          {'\u00a0'}
          {!wide && <br />}
          {!wide && '\u00a0'}
        </Text>
      )}
      {children}
    </div>
  );
}

/** The room's event under its title: name, title, type and behaviour (two lines at most on a phone). */
function RoomEventLine({ wide, event }: { wide: boolean; event: ShellRoomEventLine }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" size={wide ? 'sm' : 'xs'} lineClamp={wide ? undefined : 2} data-testid="room-event-name">
      {event.auctionName} — {event.titleName} ({valueLabel(t, event.auctionType)},{' '}
      {valueLabel(t, event.auctionBehaviour)})
    </Text>
  );
}

/** Where the lots come, while the room is being entered. */
function RoomEntering() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('room.entering')}</Text>
      </Group>
    </Center>
  );
}

/**
 * The room's first render for its page (app/shell-render.ts; @neelami/shared/prerender SHELL_PATHS):
 * what LiveRoom shows before the event's data and the lots have come, so a phone paints the room
 * before the app's code has arrived; with `event` (the server's render for an event of the live
 * list), the room's event under its title. The page knows no width: it holds the wide and the
 * narrow form (LiveRoom's `wide`, 75em, Mantine's `lg`), and the page's CSS shows one.
 */
export function RoomShell({ event }: { event?: ShellRoomEventLine | null }) {
  const form = (wide: boolean) => (
    <Stack gap={wide ? 'md' : 'xs'}>
      <RoomHeading wide={wide} pending={!event} connection="connecting">
        {event && <RoomEventLine wide={wide} event={event} />}
      </RoomHeading>
      <RoomEntering />
    </Stack>
  );
  return (
    <>
      <Box visibleFrom="lg">{form(true)}</Box>
      <Box hiddenFrom="lg">{form(false)}</Box>
    </>
  );
}
