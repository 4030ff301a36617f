import { bidMessages } from '@neelami/shared/bid-messages';
import type { RoomSocket } from '../../lib/socket';
import { newClientBidId } from './bid-input';
import { failure } from './join-status';
import type { RoomStore } from './room-store';

/** The outcome of a bid, an auto bid or an admin action. */
export interface ActionOutcome {
  ok: boolean;
  message: string;
  /** Rupees: the bid placed (for an auto bid, the bid it placed). */
  amount?: number;
  /** Rupees: an auto bid's ceiling (floor in reverse) now in force. */
  ceiling?: number;
  /** After a bid: whether the bidder leads in the answer's picture (an auto bid may have answered at once). */
  leading?: boolean;
}

/**
 * The outcomes' messages are the server's (in the room's language) or the shared catalogue's in
 * English: the screens show them through `tm`. A bid not answered after the retries is
 * `noBidAnswer` (its clientBidId makes the retries safe).
 */

/** Resolves true once the socket is connected, false after `ms`. */
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

/**
 * Places a bid or an auto bid (API.md `place_bid`, `place_autobid`) and shows the viewer's new
 * picture from the acknowledgement. One clientBidId for every attempt: the server applies a
 * retried bid once and answers it again.
 */
export async function placeBid(
  socket: RoomSocket | null,
  store: RoomStore,
  bid: { eventId: string; subEventId: string; amount: number; kind: 'bid' | 'auto' },
): Promise<ActionOutcome> {
  if (!socket?.connected) return { ok: false, message: bidMessages.bidNotSent };
  const payload = {
    eventId: bid.eventId,
    subEventId: bid.subEventId,
    amount: bid.amount,
    clientBidId: newClientBidId(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await waitForConnect(socket, 5000))) break;
    try {
      const answer =
        bid.kind === 'auto'
          ? await socket.timeout(8000).emitWithAck('place_autobid', payload)
          : await socket.timeout(8000).emitWithAck('place_bid', payload);
      if (!answer.success) return { ok: false, message: failure(answer).message };
      if (answer.view) store.applyPicture(answer.view);
      return {
        ok: true,
        message: answer.message || bidMessages.bidPlaced,
        amount: answer.amount ?? undefined,
        ...('ceiling' in answer ? { ceiling: answer.ceiling } : {}),
        ...(answer.view?.viewer === 'bidder' ? { leading: answer.view.isLeader } : {}),
      };
    } catch {
      // No answer in time: try again with the same clientBidId.
    }
  }
  return { ok: false, message: bidMessages.noBidAnswer };
}

/** Admin: moves a sub-event's bid end time (API.md `extend_event_time`). */
export async function extendTime(
  socket: RoomSocket | null,
  change: { eventId: string; subEventId: string; endsAtIso: string },
): Promise<ActionOutcome> {
  if (!socket?.connected) return { ok: false, message: bidMessages.roomNotConnected };
  try {
    const a = await socket.timeout(10_000).emitWithAck('extend_event_time', {
      eventId: change.eventId,
      subEventId: change.subEventId,
      BidEndTime: change.endsAtIso,
    });
    return a.success
      ? { ok: true, message: bidMessages.endTimeChanged }
      : { ok: false, message: failure(a).message };
  } catch {
    return { ok: false, message: bidMessages.noEndTimeAnswer };
  }
}

/** Admin: sends a message to the room, or to one sub-event's bidders (API.md `admin_broadcast`). */
export async function broadcast(
  socket: RoomSocket | null,
  note: { eventId: string; message: string; subEventId?: string },
): Promise<ActionOutcome> {
  if (!socket?.connected) return { ok: false, message: bidMessages.roomNotConnected };
  try {
    const a = await socket.timeout(10_000).emitWithAck('admin_broadcast', {
      eventId: note.eventId,
      message: note.message,
      ...(note.subEventId ? { subEventId: note.subEventId } : {}),
    });
    return a.success
      ? { ok: true, message: bidMessages.broadcastSent }
      : { ok: false, message: failure(a).message };
  } catch {
    return { ok: false, message: bidMessages.noBroadcastAnswer };
  }
}
