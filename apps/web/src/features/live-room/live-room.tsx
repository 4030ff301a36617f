import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CurrentBidView } from '@neelami/shared/bidding';
import { canBid, type Role } from '@neelami/shared/roles';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { TermsAcceptModal } from '../../components/terms-accept-modal';
import { loadScreenStrings, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { serverClock } from '../../lib/connection';
import { whenIdle } from '../../lib/lazy-part';
import { useConnection, useServerClockValue } from '../../lib/use-socket';
import { Announcer } from './announcer';
import { ClosedToday, closedToday } from './closed-today';
import { ConnectionAlert } from './connection-status';
import { isOver, secondsLeft } from './countdown';
import { pageRoomEvent } from './page-room-event';
import { EventErrorAlert, JoinAlert } from './room-alerts';
import { RoomBanners } from './room-banners';
import { preloadRoomDialogs } from './room-dialogs-part';
import { RoomEventLine, RoomHeading } from './room-heading';
import { RoomRows } from './room-rows';
import { isShown } from './room-store';
import { FrozenAt } from './time-left';
import { TransactionPasswordModal } from './transaction-password-modal';
import { useLiveRoom } from './use-live-room';

// The Admin's broadcast box (with its select) is loaded only for the Admin, with the admin
// screens' strings (i18n/en-more.ts): a bidder's phone fetches and runs none of it.
const AdminBroadcastBox = lazy(() =>
  Promise.all([import('./admin-broadcast-box'), loadScreenStrings()]).then(([m]) => ({
    default: m.AdminBroadcastBox,
  })),
);

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
  // The whole room renders again in a language switched to.
  useTranslation();
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

  const views = useMemo(
    () =>
      Object.values(state.views)
        .filter((p) => isShown(state, p.subEventId))
        .sort(order),
    [state],
  );
  const endsAtOf = (p: CurrentBidView) => state.endsAt[p.subEventId] ?? Date.parse(p.endsAt);
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
        {eventError && <EventErrorAlert error={eventError} isAdmin={isAdmin} />}
        <RoomBanners banners={room.banners} onDismiss={room.dismissBanner} compact={!wide} />
        <JoinAlert
          join={join}
          isAdmin={isAdmin}
          connected={connected}
          needsTerms={needsTerms}
          rejoin={room.rejoin}
        />
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
          <RoomRows
            room={room}
            views={views}
            role={role}
            layout={wide ? 'table' : 'card'}
            live={live}
            headerPending={headerPending}
            frozen={frozenAt !== null}
          />
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
