import { notifications } from '@mantine/notifications';
import type { LiveRoomEvent } from '@neelami/shared/events';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { t } from '../../i18n/i18n';
import { useSocket } from '../../lib/use-socket';
import { useLiveRoomEvent } from './api/get-live-room-event';
import { type Banner, shownBanners, withBroadcast } from './banners';
import { earlyPictures } from './early-join';
import type { JoinStatus } from './join-status';
import { type ActionOutcome, broadcast, extendTime, placeBid } from './room-actions';
import { openRoom } from './room-socket';
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
 * the shared socket (room-socket.ts), keeps the viewer's pictures (room-store.ts) and sends bids
 * and admin actions with acks (room-actions.ts).
 */
export function useLiveRoom(eventId: string, isAdmin: boolean): LiveRoom {
  const socket = useSocket();
  // The room's early start joined already when its answer is in (preload-room.ts): the first
  // render shows its lots, ready to bid, instead of rendering them all again a frame later.
  const [early] = useState(() => earlyPictures(eventId));
  const store = useMemo(() => {
    const s = new RoomStore();
    if (early) s.applyJoinPictures(early);
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
    if (!socket) return;
    const room = openRoom(socket, eventId, store, rowMessages, {
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
  }, [socket, eventId, store, rowMessages, isAdmin]);

  useActiveUsersPoll(isAdmin && join.kind === 'joined', Object.keys(state.pictures), store);

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
        placeBid(socket, store, { eventId, subEventId, amount, kind }),
      [socket, eventId, store],
    ),
    extendTime: useCallback(
      (subEventId: string, endsAtIso: string) => extendTime(socket, { eventId, subEventId, endsAtIso }),
      [socket, eventId],
    ),
    broadcast: useCallback(
      (message: string, subEventId?: string) => broadcast(socket, { eventId, message, subEventId }),
      [socket, eventId],
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
 * task each, and a room of 200 lots gets 200 pictures in a burst after joining: rendered one by
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
  const socket = useSocket();
  const ids = [...subEventIds].sort().join(',');
  useEffect(() => {
    if (!socket || !on || ids === '') return;
    const poll = () => {
      if (!socket.connected) return;
      for (const subEventId of ids.split(',')) {
        socket
          .timeout(5000)
          .emitWithAck('get_active_users', { subEventId })
          .then((a) => {
            if (a.success) store.applyActiveUsers(subEventId, a.users);
          })
          .catch(() => {});
      }
    };
    poll();
    const timer = setInterval(poll, 5000);
    return () => clearInterval(timer);
  }, [socket, on, ids, store]);
}
