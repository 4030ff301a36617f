import { bidMessages, type CurrentBidView, type ParticipantView } from '@neelami/shared/bidding';
import type { LiveRoomEvent } from '@neelami/shared/events';
import type {
  AckErrorCode,
  AckFailure,
  AdminMessagePayload,
  BidErrorPayload,
  CountdownPayload,
  NewBidView,
} from '@neelami/shared/realtime';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type RoomSocket, useSocket } from '../../lib/socket';
import { useLiveRoomEvent } from './api/get-live-room-event';
import { newClientBidId } from './bid-input';
import { type RoomState, RoomStore } from './room-store';
import { RowMessages } from './row-messages';

/** Where joining the room stands. */
export type JoinStatus =
  | { kind: 'waiting' }
  | { kind: 'joined' }
  /** SPEC §6 terms: the event needs the transaction password (the server counts the tries). */
  | { kind: 'password'; message: string; code: AckErrorCode }
  | { kind: 'refused'; message: string; code?: AckErrorCode }
  /** The same account entered the room elsewhere (SPEC §5 terms: no multiple logins). */
  | { kind: 'taken-over'; message: string };

/** The outcome of a bid, an auto bid or an admin action. */
export interface ActionOutcome {
  ok: boolean;
  message: string;
  /** Rupees: the bid placed (for an auto bid, the bid it placed). */
  amount?: number;
  /** Rupees: an auto bid's ceiling (floor in reverse) now in force. */
  ceiling?: number;
}

/** A message shown as a banner: a broadcast from the admin room or a flash message of the event. */
export interface Banner {
  id: string;
  kind: 'admin' | 'flash';
  message: string;
  at: string;
}

/** Shown when a bid cannot be sent because the room is not connected. */
export const NOT_LIVE = 'The room is not connected: your bid was not placed.';
/** Shown when the server did not answer a bid after retries (its clientBidId makes retries safe). */
export const NO_ANSWER = 'No answer from the server. Please check your last bid before bidding again.';

const PASSWORD_CODES: AckErrorCode[] = [
  'TRANSACTION_PASSWORD_REQUIRED',
  'TRANSACTION_PASSWORD_WRONG',
  'TRANSACTION_PASSWORD_NOT_SET',
  'TOO_MANY_TRIES',
];

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

function waitForConnect(socket: RoomSocket, ms: number): Promise<boolean> {
  if (socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      resolve(ok);
    };
    const onConnect = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    socket.on('connect', onConnect);
  });
}

const failure = (a: unknown): AckFailure => {
  const f = a as Partial<AckFailure> | undefined;
  return { success: false, message: f?.message ?? bidMessages.unavailable, code: f?.code ?? 'UNAVAILABLE' };
};

/**
 * The live room's connection to the server (SPEC §2 "Live room", §7; API.md "Realtime"):
 * loads the event, joins its room over the shared socket (again after every reconnect or
 * `seq` gap), keeps the viewer's pictures, and sends bids and admin actions with acks.
 */
export function useLiveRoom(eventId: string, isAdmin: boolean): LiveRoom {
  const socket = useSocket();
  const store = useMemo(() => new RoomStore(), []);
  const rowMessages = useMemo(() => new RowMessages(), []);
  useEffect(() => () => rowMessages.dispose(), [rowMessages]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const [join, setJoin] = useState<JoinStatus>({ kind: 'waiting' });
  const [broadcasts, setBroadcasts] = useState<Banner[]>([]);
  const [dismissedBanners, setDismissedBanners] = useState<Set<string>>(() => new Set());
  const joinRef = useRef<(transactionPassword?: string) => Promise<void>>(async () => {});

  const event = useLiveRoomEvent(eventId);

  useEffect(() => {
    if (!socket) return;
    let alive = true;
    let joining = false;
    // A reconnect or a gap seen while a join is in flight: join once more when it is done, since
    // the answer in flight may predate what was missed (or was lost with the old connection).
    let joinAgain = false;
    let lastResync = 0;
    let resyncTimer: ReturnType<typeof setTimeout> | null = null;
    const seen = new Set<string>();

    const doJoin = async (transactionPassword?: string) => {
      if (!alive || !socket.connected) return;
      if (joining) {
        joinAgain = true;
        return;
      }
      joining = true;
      joinAgain = false;
      try {
        const answer = await socket
          .timeout(15_000)
          .emitWithAck('join_auction', { eventId, ...(transactionPassword ? { transactionPassword } : {}) });
        if (!alive) return;
        if (answer.success) {
          const pictures: CurrentBidView[] = Array.isArray(answer.subEvents) ? answer.subEvents : [];
          store.expectFreshPictures(pictures.map((p) => p.subEventId));
          for (const p of pictures) {
            store.applyPicture(p);
            // Lots already closed when the room opens are not shown (SPEC §4: only running ones).
            if (!seen.has(p.subEventId) && p.subEvent?.status === 'closed') store.dismiss(p.subEventId);
            seen.add(p.subEventId);
          }
          setJoin({ kind: 'joined' });
        } else {
          const f = failure(answer);
          setJoin(
            f.code && PASSWORD_CODES.includes(f.code)
              ? { kind: 'password', message: f.message, code: f.code }
              : { kind: 'refused', message: f.message, code: f.code },
          );
        }
      } catch {
        if (alive)
          setJoin({ kind: 'refused', message: 'No answer from the server while entering the room.' });
      } finally {
        joining = false;
        if (joinAgain && alive) void doJoin();
      }
    };

    // A missed change (seq gap): join again for fresh pictures, at most every 2 s.
    const resync = () => {
      if (resyncTimer) return;
      const wait = Math.max(0, lastResync + 2000 - Date.now());
      resyncTimer = setTimeout(() => {
        resyncTimer = null;
        lastResync = Date.now();
        void doJoin();
      }, wait);
    };

    const known = (id: unknown) => typeof id === 'string' && id in store.getState().pictures;
    const onConnect = () => void doJoin();
    const onCurrent = (p: CurrentBidView) => {
      if (p?.subEvent?.eventId === eventId || known(p?.subEventId)) store.applyPicture(p);
    };
    const onNewBid = (n: NewBidView) => {
      if (known(n?.subEventId) && store.applyNewBid(n) === 'gap') resync();
    };
    const onCountdown = (c: CountdownPayload) => {
      if (known(c?.subEventId) && store.applyCountdown(c) === 'gap') resync();
    };
    const onBidError = (e: BidErrorPayload) => {
      if (!known(e?.subEventId)) return;
      if (typeof e.message === 'string') rowMessages.show(e.subEventId, 'error', e.message, 10_000);
      // The refusal may rest on a change this room missed (its seq is the sub-event's current one).
      if (store.checkCurrentSeq(e.subEventId, e.seq) === 'gap') resync();
    };
    const onActiveUsers = (u: { subEventId: string; users: ParticipantView[] }) => {
      if (known(u?.subEventId)) store.applyActiveUsers(u.subEventId, u.users);
    };
    const onAdminMessage = (m: AdminMessagePayload) => {
      if (m?.eventId !== eventId || typeof m.message !== 'string') return;
      if (known(m.subEventId) && store.checkCurrentSeq(m.subEventId as string, m.seq) === 'gap') resync();
      setBroadcasts((list) =>
        [
          {
            id: `${m.serverTime}-${list.length}`,
            kind: m.kind ?? 'admin',
            message: m.message,
            at: m.serverTime,
          },
          ...list,
        ].slice(0, 5),
      );
    };
    const onTakenOver = (m: { message: string }) => {
      setJoin({ kind: 'taken-over', message: m?.message ?? bidMessages.sessionTakenOver });
    };

    socket.on('connect', onConnect);
    socket.on('current_bid', onCurrent);
    socket.on('new_bid', onNewBid);
    socket.on('countdown', onCountdown);
    socket.on('bid_error', onBidError);
    socket.on('active_users_list', onActiveUsers);
    socket.on('admin_message', onAdminMessage);
    socket.on('session_taken_over', onTakenOver);
    joinRef.current = (pw) => doJoin(pw);
    void doJoin();
    return () => {
      alive = false;
      if (resyncTimer) clearTimeout(resyncTimer);
      socket.off('connect', onConnect);
      socket.off('current_bid', onCurrent);
      socket.off('new_bid', onNewBid);
      socket.off('countdown', onCountdown);
      socket.off('bid_error', onBidError);
      socket.off('active_users_list', onActiveUsers);
      socket.off('admin_message', onAdminMessage);
      socket.off('session_taken_over', onTakenOver);
      if (socket.connected) socket.emit('leave_auction', { eventId });
    };
  }, [socket, eventId, store, rowMessages]);

  // SPEC §9 / issue §3: the admin room asks for the active users every 5 seconds.
  const ids = Object.keys(state.pictures).sort().join(',');
  useEffect(() => {
    if (!socket || !isAdmin || join.kind !== 'joined' || ids === '') return;
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
  }, [socket, isAdmin, join.kind, ids, store]);

  const placeBid = useCallback(
    async (subEventId: string, amount: number, kind: 'bid' | 'auto'): Promise<ActionOutcome> => {
      if (!socket?.connected) return { ok: false, message: NOT_LIVE };
      // One id for every attempt: the server applies a retried bid once and answers it again.
      const payload = { eventId, subEventId, amount, clientBidId: newClientBidId() };
      for (let attempt = 0; attempt < 3; attempt++) {
        if (!(await waitForConnect(socket, 5000))) break;
        try {
          const answer =
            kind === 'auto'
              ? await socket.timeout(8000).emitWithAck('place_autobid', payload)
              : await socket.timeout(8000).emitWithAck('place_bid', payload);
          if (!answer.success) return { ok: false, message: failure(answer).message };
          if (answer.view) store.applyPicture(answer.view);
          return {
            ok: true,
            message: answer.message || bidMessages.bidPlaced,
            amount: answer.amount ?? undefined,
            ...('ceiling' in answer ? { ceiling: answer.ceiling } : {}),
          };
        } catch {
          // No answer in time: try again with the same clientBidId.
        }
      }
      return { ok: false, message: NO_ANSWER };
    },
    [socket, eventId, store],
  );

  const extendTime = useCallback(
    async (subEventId: string, endsAtIso: string): Promise<ActionOutcome> => {
      if (!socket?.connected) return { ok: false, message: 'The room is not connected.' };
      try {
        const a = await socket
          .timeout(10_000)
          .emitWithAck('extend_event_time', { eventId, subEventId, BidEndTime: endsAtIso });
        return a.success
          ? { ok: true, message: bidMessages.endTimeChanged }
          : { ok: false, message: failure(a).message };
      } catch {
        return { ok: false, message: 'No answer from the server. Please check the end time.' };
      }
    },
    [socket, eventId],
  );

  const broadcast = useCallback(
    async (message: string, subEventId?: string): Promise<ActionOutcome> => {
      if (!socket?.connected) return { ok: false, message: 'The room is not connected.' };
      try {
        const a = await socket
          .timeout(10_000)
          .emitWithAck('admin_broadcast', { eventId, message, ...(subEventId ? { subEventId } : {}) });
        return a.success
          ? { ok: true, message: bidMessages.broadcastSent }
          : { ok: false, message: failure(a).message };
      } catch {
        return { ok: false, message: 'No answer from the server. The message may not have been sent.' };
      }
    },
    [socket, eventId],
  );

  const flash = event.data?.flash;
  const banners = useMemo(() => {
    const fromFlash: Banner[] = (flash ?? []).map((f) => ({
      id: `flash-${f._id}`,
      kind: 'flash',
      message: f.message,
      at: f.createdAt,
    }));
    return [...broadcasts, ...fromFlash].filter((b) => !dismissedBanners.has(b.id));
  }, [broadcasts, flash, dismissedBanners]);

  return {
    event,
    state,
    join,
    rowMessages,
    banners,
    dismissBanner: useCallback((id: string) => setDismissedBanners((s) => new Set(s).add(id)), []),
    rejoin: useCallback((pw?: string) => joinRef.current(pw), []),
    placeBid,
    extendTime,
    broadcast,
    dismiss: useCallback((id: string) => store.dismiss(id), [store]),
  };
}
