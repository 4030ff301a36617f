/**
 * Typed Socket.IO event maps (SPEC §7 Realtime, API.md "Realtime"), used by the
 * server gateway and the web client. Payloads are still parsed with zod on the
 * server: types check nothing at run time.
 */

/** Every client event takes an acknowledgement with this answer. */
export type Ack<T extends object = object> = (
  answer: ({ success: true } & T) | { success: false; message: string },
) => void;

/** Fields every server event about a sub-event carries (API.md). */
export interface SubEventStamp {
  subEventId: string;
  /** Grows by one with each accepted change of that sub-event. */
  seq: number;
  /** Server clock, ISO-8601. */
  serverTime: string;
}

export interface BidPayload {
  eventId: string;
  subEventId: string;
  token?: string;
  amount: number | string;
  clientBidId?: string;
}

export interface ClientToServerEvents {
  join_auction: (p: { eventId: string; subEventId?: string; token?: string }, ack?: Ack) => void;
  leave_auction: (p: { eventId?: string; subEventId?: string }, ack?: Ack) => void;
  live_auction: (p: { token?: string }, ack?: Ack) => void;
  get_active_users: (p: { subEventId: string; token?: string }, ack?: Ack) => void;
  place_bid: (p: BidPayload, ack?: Ack) => void;
  place_autobid: (p: BidPayload, ack?: Ack) => void;
  admin_broadcast: (p: { eventId: string; subEventId?: string; message: string }, ack?: Ack) => void;
  extend_event_time: (
    p: { eventId: string; subEventId: string; token?: string; BidEndTime: string },
    ack?: Ack,
  ) => void;
}

export interface ServerToClientEvents {
  live_list: (p: { data: unknown[] }) => void;
  new_bid: (p: SubEventStamp & Record<string, unknown>) => void;
  current_bid: (p: SubEventStamp & Record<string, unknown>) => void;
  bid_error: (p: { subEventId: string; message: string }) => void;
  countdown: (p: { subEventId: string; secondsLeft: number; endsAt: string; serverTime: string }) => void;
  active_users_list: (p: { subEventId: string; users: { userId: string; [k: string]: unknown }[] }) => void;
  admin_message: (p: { eventId: string; subEventId?: string; message: string; serverTime: string }) => void;
}
