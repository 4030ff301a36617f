import { notifications } from '@mantine/notifications';
import type { LiveRoomEvent } from '@neelami/shared/events';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { t } from '../../i18n/i18n';
import { useRoomChannel } from '../../lib/use-socket';
import { useLiveRoomEvent } from './api/get-live-room-event';
import { type Banner, shownBanners, withBroadcast } from './banners';
import { earlyViews } from './early-join';
import type { JoinStatus } from './join-status';
import { openRoom } from './open-room';
import { type ActionOutcome, broadcast, extendTime, placeBid } from './room-actions';
import { type RoomState, RoomStore } from './room-store';
import { RowMessages } from './row-messages';

/** What the live room gets from this hook. */
export interface LiveRoom {
  event: UseQueryResult<LiveRoomEvent>;
  state: RoomState;
  join: JoinStatus;
  rowMessages: RowMessages;
  banners: Banner[];
  dismissBanner: (id: string) => void;
  rejoin: (transactionPassword?: string) => Promise<void>;
  placeBid: (subEventId: string, amount: number, kind: 'bid' | 'auto') => Promise<ActionOutcome>;
  extendTime: (subEventId: string, endsAtIso: string) => Promise<ActionOutcome>;
  broadcast: (message: string, subEventId?: string) => Promise<ActionOutcome>;
  dismiss: (subEventId: string) => void;
}

/**
 * The live room (SPEC §2 "Live room", §7; API.md "Realtime"): loads the event, opens the room over
 * the room channel (open-room.ts), keeps the viewer's views (room-store.ts) and sends bids
 * and admin actions with acks (room-actions.ts).
 */
export function useLiveRoom(eventId: string, isAdmin: boolean): LiveRoom {
  const channel = useRoomChannel();
  // The room's early start joined already when its answer is in (preload-room.ts): the first
  // render shows its lots, ready to bid, instead of rendering them all again a frame later.
  const [early] = useState(() => earlyViews(eventId));
  const store = useMemo(() => {
    const s = new RoomStore();
    if (early) s.applyJoinViews(early);
    return s;
  }, [early]);
  const rowMessages = useMemo(() => new RowMessages(), []);
  useEffect(() => () => rowMessages.dispose(), [rowMessages]);
  const subscribe = useMemo(() => oncePerFrame(store.subscribe), [store]);
  const state = useSyncExternalStore(subscribe, store.getState, store.getState);
  const [join, setJoin] = useState<JoinStatus>(early ? JOINED : WAITING);
  const [broadcasts, setBroadcasts] = useState<Banner[]>([]);
  const [dismissedBanners, setDismissedBanners] = useState<Set<string>>(() => new Set());
  const joinRef = useRef<(transactionPassword?: string) => Promise<void>>(async () => {});
  const event = useLiveRoomEvent(eventId);

  useEffect(() => {
    if (!channel) return;
    const room = openRoom(channel, eventId, store, rowMessages, {
      // Joined again (the early join taken, a re-join): the rows need not render again.
      onJoin: (next) => setJoin((now) => (now.kind === 'joined' && next.kind === 'joined' ? now : next)),
      onAdminMessage: (m) => {
        setBroadcasts((list) => withBroadcast(list, m));
        // Shown where the member is, too: the banners sit at the top of a long page.
        if (!isAdmin) showBroadcastToast(m.message, m.kind);
      },
    });
    joinRef.current = room.join;
    return room.close;
  }, [channel, eventId, store, rowMessages, isAdmin]);

  useActiveUsersPoll(isAdmin && join.kind === 'joined', Object.keys(state.views), store);

  const flash = event.data?.flash;
  const banners = useMemo(
    () => shownBanners(broadcasts, flash, dismissedBanners),
    [broadcasts, flash, dismissedBanners],
  );

  return {
    event,
    state,
    join,
    rowMessages,
    banners,
    dismissBanner: useCallback((id: string) => setDismissedBanners((s) => new Set(s).add(id)), []),
    rejoin: useCallback((pw?: string) => {
      // Asked again after a refusal (the terms just accepted, "Try again"): no refusal stays up meanwhile.
      setJoin((now) => (now.kind === 'refused' ? WAITING : now));
      return joinRef.current(pw);
    }, []),
    placeBid: useCallback(
      (subEventId: string, amount: number, kind: 'bid' | 'auto') =>
        placeBid(channel, store, { eventId, subEventId, amount, kind }),
      [channel, eventId, store],
    ),
    extendTime: useCallback(
      (subEventId: string, endsAtIso: string) => extendTime(channel, { eventId, subEventId, endsAtIso }),
      [channel, eventId],
    ),
    broadcast: useCallback(
      (message: string, subEventId?: string) => broadcast(channel, { eventId, message, subEventId }),
      [channel, eventId],
    ),
    dismiss: useCallback((id: string) => store.dismiss(id), [store]),
  };
}

const JOINED: JoinStatus = { kind: 'joined' };
const WAITING: JoinStatus = { kind: 'waiting' };

/** The longest a change waits for the next frame (frames stop in a hidden tab). */
const FRAME_WAIT_MS = 100;

/**
 * A store subscription that tells the screen at most once per frame. Socket messages arrive one
 * task each, and a room of 200 lots gets 200 views in a burst after joining: rendered one by
 * one, that held a slow phone's main thread for seconds; the screen needs only the newest state.
 */
function oncePerFrame(subscribe: (fn: () => void) => () => void) {
  return (fn: () => void) => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      frame = 0;
      timer = undefined;
      fn();
    };
    const unsubscribe = subscribe(() => {
      if (timer !== undefined) return;
      frame = requestAnimationFrame(flush);
      timer = setTimeout(flush, FRAME_WAIT_MS);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  };
}

/** How long a broadcast stays as a toast (SPEC §9: admin alerts up to 30 s). */
const BROADCAST_TOAST_MS = 15_000;

/** An admin broadcast or a new flash message as a toast, in view wherever the member has scrolled. */
function showBroadcastToast(message: string, kind: 'admin' | 'flash' | undefined) {
  notifications.show({
    title: kind === 'flash' ? t('banners.notice') : t('banners.fromAuctioneer'),
    message,
    color: 'orange',
    autoClose: BROADCAST_TOAST_MS,
    withBorder: true,
  });
}

/** SPEC §9: the admin room asks for the active users of its sub-events every 5 seconds. */
function useActiveUsersPoll(on: boolean, subEventIds: string[], store: RoomStore) {
  const channel = useRoomChannel();
  const ids = [...subEventIds].sort().join(',');
  useEffect(() => {
    if (!channel || !on || ids === '') return;
    const poll = () => {
      if (!channel.connected) return;
      for (const subEventId of ids.split(',')) {
        channel
          .activeUsers(subEventId, 5000)
          .then((a) => {
            if (a.success) store.applyActiveUsers(subEventId, a.users);
          })
          .catch(() => {});
      }
    };
    poll();
    const timer = setInterval(poll, 5000);
    return () => clearInterval(timer);
  }, [channel, on, ids, store]);
}
