/**
 * The lot alerts in the app: the watchlist and saved-search routes, the relay on the job runner
 * (when this instance runs jobs), and what asks it to run at once — a committed bid (through the
 * room announcer bidding is given), an admin's change to an event or a lot, a new saved search.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../lib/job-runner';
import type { RealtimeServer } from '../../realtime/socket-types';
import type { RoomAnnouncer } from '../bidding/room-announcer';
import { rooms } from '../bidding/rooms';
import type { EventChanges } from '../events/event-changes';
import type { AlertCentre } from '../notifications/centre';
import { startLotAlertJobs } from './jobs';
import type { RoomOpen } from './outbid';
import { watchlistRoutes } from './routes';

export interface LotAlerts {
  /** The announcer bidding gets: `inner`'s, and a committed bid asks for a relay run. */
  announcing(inner: RoomAnnouncer): RoomAnnouncer;
}

/** Whether one of the member's live-room sockets (any instance) is in the lot's room. */
export function roomOpenOver(io: RealtimeServer): RoomOpen {
  return async (userId, subEventId) => {
    try {
      const sockets = await io.in(rooms.liveUser(userId)).fetchSockets();
      return sockets.some((s) => s.rooms.has(rooms.subEvent(subEventId)));
    } catch {
      return false; // an instance that does not answer: better a redundant alert than none
    }
  };
}

export async function startLotAlerts(
  app: FastifyInstance,
  deps: {
    db: Db;
    io: RealtimeServer;
    jobs: JobRunner | null;
    alerts: AlertCentre;
    changes: EventChanges;
    clock: () => Date;
  },
): Promise<LotAlerts> {
  const relay = deps.jobs
    ? await startLotAlertJobs({
        jobs: deps.jobs,
        db: deps.db,
        alerts: deps.alerts,
        roomOpen: roomOpenOver(deps.io),
        now: deps.clock,
        log: app.log,
      })
    : null;
  const kick = () => relay?.kick();
  await app.register(watchlistRoutes, { db: deps.db, clock: deps.clock, searchSaved: kick });
  const unfollow = deps.changes.on((c) => {
    if (c.kind === 'event' || c.kind === 'sub-event') kick();
  });
  app.addHook('preClose', async () => {
    unfollow();
    relay?.stop();
  });
  return {
    announcing: (inner) => ({
      publish(snapshot, steps, force) {
        inner.publish(snapshot, steps, force);
        if (steps.length > 0) kick();
      },
      stop: () => inner.stop(),
    }),
  };
}
