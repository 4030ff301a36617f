import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { EventChanges } from '../modules/events/event-changes';
import { type LiveList, startLiveList } from '../modules/events/live-list';
import type { RealtimeServer } from './socket-types';

/** Room of the sockets that asked for the live list. */
export const LIVE_LIST_ROOM = 'live-list';

// SPEC §7 `live_auction (token)`: the token is the handshake's; anything else is ignored.
const liveAuctionSchema = z
  .object({ token: z.string().max(4096).optional() })
  .loose()
  .optional();

/**
 * Events realtime (SPEC §4, §7): `live_auction` → `live_list`. The socket joins the
 * live-list room and gets the list at once; afterwards the scheduler pushes the list
 * whenever an event starts or ends, and after every admin change of events.
 * Anyone may ask (a connection without a token is anonymous): the list is public.
 */
export function registerEventsHandlers(
  io: RealtimeServer,
  deps: { db: Db; changes: EventChanges; log: FastifyBaseLogger; maxWaitMs?: number },
): { liveList: LiveList; stop: () => Promise<void> } {
  const liveList = startLiveList({
    db: deps.db,
    maxWaitMs: deps.maxWaitMs,
    // A scheduled look runs on every instance, so it reaches only this instance's sockets;
    // a refresh after an admin edit runs on one instance and goes everywhere (Redis adapter).
    publish: (data, { everywhere }) => {
      const target = everywhere ? io.to(LIVE_LIST_ROOM) : io.local.to(LIVE_LIST_ROOM);
      target.emit('live_list', { data });
    },
    onError: (err) => deps.log.warn({ err }, 'live list refresh failed'),
  });
  const unsubscribe = deps.changes.on(() => liveList.refresh());

  io.on('connection', (socket) => {
    socket.on('live_auction', async (payload: unknown, maybeAck?: unknown) => {
      const ack = (typeof payload === 'function' ? payload : maybeAck) as
        | ((a: { success: boolean; message?: string; code?: string }) => void)
        | undefined;
      const reply = typeof ack === 'function' ? ack : () => {};
      if (typeof payload !== 'function' && !liveAuctionSchema.safeParse(payload).success) {
        reply({ success: false, message: 'Invalid request', code: 'INVALID_INPUT' });
        return;
      }
      try {
        await socket.join(LIVE_LIST_ROOM);
        socket.emit('live_list', { data: await liveList.current() });
        reply({ success: true });
      } catch (err) {
        deps.log.warn({ err }, 'live_auction failed');
        reply({ success: false, message: 'Something went wrong', code: 'UNAVAILABLE' });
      }
    });
  });

  return {
    liveList,
    stop: async () => {
      unsubscribe();
      await liveList.stop();
    },
  };
}
