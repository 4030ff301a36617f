import { bidMessages } from '@neelami/shared/bid-messages';
import type { RoomChannel } from '../../lib/room-channel';
import { newClientBidId } from './bid-input';
import { failure } from './join-status';
import { keepReceipt } from './receipts';
import type { RoomStore } from './room-store';

/** The outcome of a bid, an auto bid or an admin action. */
export interface ActionOutcome {
  ok: boolean;
  message: string;
  /** Rupees: the bid placed (for an auto bid, the bid it placed). */
  amount?: number;
  /** Rupees: an auto bid's ceiling (floor in reverse) now in force. */
  ceiling?: number;
  /** After a bid: whether the bidder leads in the answer's view (an auto bid may have answered at once). */
  leading?: boolean;
}

/**
 * The outcomes' messages are the server's (in the room's language) or the shared catalogue's in
 * English: the screens show them through `tm`. A bid not answered after the retries is
 * `noBidAnswer` (its clientBidId makes the retries safe).
 */

/**
 * Places a bid or an auto bid (API.md `place_bid`, `place_autobid`) and shows the viewer's new
 * view from the acknowledgement. One clientBidId for every attempt: the server applies a
 * retried bid once and answers it again.
 */
export async function placeBid(
  channel: RoomChannel | null,
  store: RoomStore,
  bid: { eventId: string; subEventId: string; amount: number; kind: 'bid' | 'auto' },
): Promise<ActionOutcome> {
  if (!channel?.connected) return { ok: false, message: bidMessages.bidNotSent };
  const payload = {
    eventId: bid.eventId,
    subEventId: bid.subEventId,
    amount: bid.amount,
    clientBidId: newClientBidId(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await channel.whenConnected(5000))) break;
    try {
      const answer = await channel.bid(bid.kind, payload, 8000);
      if (!answer.success) return { ok: false, message: failure(answer).message };
      if (answer.view) store.applyView(answer.view);
      if (answer.receipt) keepReceipt(answer.receipt);
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
  channel: RoomChannel | null,
  change: { eventId: string; subEventId: string; endsAtIso: string },
): Promise<ActionOutcome> {
  if (!channel?.connected) return { ok: false, message: bidMessages.roomNotConnected };
  try {
    const a = await channel.extendEventTime(
      { eventId: change.eventId, subEventId: change.subEventId, BidEndTime: change.endsAtIso },
      10_000,
    );
    return a.success
      ? { ok: true, message: bidMessages.endTimeChanged }
      : { ok: false, message: failure(a).message };
  } catch {
    return { ok: false, message: bidMessages.noEndTimeAnswer };
  }
}

/** Admin: sends a message to the room, or to one sub-event's bidders (API.md `admin_broadcast`). */
export async function broadcast(
  channel: RoomChannel | null,
  note: { eventId: string; message: string; subEventId?: string },
): Promise<ActionOutcome> {
  if (!channel?.connected) return { ok: false, message: bidMessages.roomNotConnected };
  try {
    const a = await channel.adminBroadcast(
      {
        eventId: note.eventId,
        message: note.message,
        ...(note.subEventId ? { subEventId: note.subEventId } : {}),
      },
      10_000,
    );
    return a.success
      ? { ok: true, message: bidMessages.broadcastSent }
      : { ok: false, message: failure(a).message };
  } catch {
    return { ok: false, message: bidMessages.noBroadcastAnswer };
  }
}
