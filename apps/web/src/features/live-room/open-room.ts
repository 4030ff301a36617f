import { bidMessages } from '@neelami/shared/bid-messages';
import type { CurrentBidView, ParticipantView } from '@neelami/shared/bidding';
import type {
  AdminMessagePayload,
  BidErrorPayload,
  CountdownPayload,
  NewBidView,
  ServerToClientEvents,
} from '@neelami/shared/realtime';
import { type RoomChannel, type RoomEventName, type RoomEventRecord, viewsOf } from '../../lib/room-channel';
import { type TakenJoin, takeEarlyJoin } from './early-join';
import { type JoinStatus, refusedJoin } from './join-status';
import type { RoomStore } from './room-store';
import type { RowMessages } from './row-messages';

/** What the room's events tell the screen besides the store. */
export interface RoomCallbacks {
  onJoin: (status: JoinStatus) => void;
  onAdminMessage: (m: AdminMessagePayload) => void;
}

/** The room's connection while it is open. */
export interface RoomConnection {
  /** Joins again (with the transaction password when the event asks for one). */
  join: (transactionPassword?: string) => Promise<void>;
  /** Stops listening and leaves the room. */
  close: () => void;
}

/**
 * The join of the room: once on opening, after every reconnect and after a `seq` gap (at most
 * every 2 s). A reconnect or a gap seen while a join is in flight joins once more when it is done,
 * since the answer in flight may predate what was missed.
 */
function joiner(
  channel: RoomChannel,
  eventId: string,
  store: RoomStore,
  onJoin: RoomCallbacks['onJoin'],
  replay: (r: RoomEventRecord) => void,
  hold: { start: () => void; release: () => void },
) {
  let alive = true;
  // The join preload-room.ts sent while this screen's code was on its way: the first join's answer.
  let early: TakenJoin | null = takeEarlyJoin(channel, eventId);
  let joining = false;
  let joinAgain = false;
  let lastResync = 0;
  let resyncTimer: ReturnType<typeof setTimeout> | null = null;

  const join = async (transactionPassword?: string): Promise<void> => {
    if (!alive || !channel.connected) return;
    if (joining) {
      joinAgain = true;
      return;
    }
    joining = true;
    joinAgain = false;
    // What the socket brings until the answer's views are in waits, and follows them in order
    // (`hold`): the answer's views start each lot's sequence, whatever came before them.
    hold.start();
    try {
      const taken = transactionPassword ? null : early;
      early = null;
      const answer =
        (taken && (await taken.answer)) ||
        (await channel.join({ eventId, ...(transactionPassword ? { transactionPassword } : {}) }));
      if (!alive) return;
      if (!answer.success) return onJoin(refusedJoin(answer));
      const views = (taken?.views() ?? null) || (await viewsOf(answer));
      if (!alive) return;
      store.applyJoinViews(views);
      // What reached the socket after the early answer, before this room listened: in order.
      if (taken && answer.success) for (const r of taken.recorded()) replay(r);
      hold.release();
      onJoin({ kind: 'joined' });
    } catch {
      if (alive) onJoin({ kind: 'refused', message: bidMessages.noJoinAnswer, code: 'UNAVAILABLE' });
    } finally {
      hold.release();
      joining = false;
      if (joinAgain && alive) void join();
    }
  };

  const resync = () => {
    if (resyncTimer) return;
    const wait = Math.max(0, lastResync + 2000 - Date.now());
    resyncTimer = setTimeout(() => {
      resyncTimer = null;
      lastResync = Date.now();
      void join();
    }, wait);
  };

  const stop = () => {
    alive = false;
    if (resyncTimer) clearTimeout(resyncTimer);
  };
  return { join, resync, stop };
}

/**
 * Opens the live room over the room channel (API.md "Realtime"): joins, feeds every sub-event
 * event into the store (a `seq` gap re-joins for fresh views), shows bid refusals in their row
 * and hands admin messages and the join's outcome to the screen.
 */
export function openRoom(
  channel: RoomChannel,
  eventId: string,
  store: RoomStore,
  rowMessages: RowMessages,
  callbacks: RoomCallbacks,
): RoomConnection {
  const known = (id: unknown) => typeof id === 'string' && id in store.getState().views;
  const onConnect = () => void join();
  const onCurrentBid = (p: CurrentBidView) => {
    if (p?.subEvent?.eventId === eventId || known(p?.subEventId)) store.applyView(p);
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
  const onActiveUsersList = (u: { subEventId: string; users: ParticipantView[] }) => {
    if (known(u?.subEventId)) store.applyActiveUsers(u.subEventId, u.users);
  };
  const onAdminMessage = (m: AdminMessagePayload) => {
    if (m?.eventId !== eventId || typeof m.message !== 'string') return;
    if (known(m.subEventId) && store.checkCurrentSeq(m.subEventId as string, m.seq) === 'gap') resync();
    callbacks.onAdminMessage(m);
  };
  const onSessionTakenOver = (m: { message: string }) => {
    callbacks.onJoin({ kind: 'taken-over', message: m?.message ?? bidMessages.sessionTakenOver });
  };

  const handlers = {
    current_bid: onCurrentBid,
    new_bid: onNewBid,
    countdown: onCountdown,
    bid_error: onBidError,
    active_users_list: onActiveUsersList,
    admin_message: onAdminMessage,
    session_taken_over: onSessionTakenOver,
  } satisfies { [E in RoomEventName]: ServerToClientEvents[E] };
  const replay = ([name, payload]: RoomEventRecord) =>
    (handlers[name] as (p: typeof payload) => void)(payload);
  // While a join waits for its answer and its views, the room's events wait, then follow them.
  let held: RoomEventRecord[] | null = null;
  const hold = {
    start: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held;
      held = null;
      for (const r of waiting ?? []) replay(r);
    },
  };
  const { join, resync, stop } = joiner(channel, eventId, store, callbacks.onJoin, replay, hold);
  const offConnect = channel.onConnect(onConnect);
  const offRoomEvents = channel.onRoomEvents((record) => {
    if (held) held.push(record);
    else replay(record);
  });
  void join();
  return {
    join,
    close: () => {
      stop();
      offConnect();
      offRoomEvents();
      channel.leave(eventId);
    },
  };
}
