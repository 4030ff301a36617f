/**
 * Admin changes made through the events module reach the rooms at once: an unassigned member
 * leaves the sub-event's rooms (on every instance), an event's edit refreshes its sub-events, a
 * flash message goes to the event's room. (Edits of a sub-event's bidding state are commands of
 * its queue, which tells the rooms itself: bidding/edit-sub-event-bidding.ts.)
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { RealtimeServer } from '../../realtime/socket-types';
import { rooms } from '../bidding/rooms';
import type { EventChanges } from '../events/event-changes';
import { listMemberIds, listSubEventsOfEvent } from '../events/event-queries';
import type { FanOut } from './fan-out';

/** Follows `changes` until `stop`. */
export function followEventChanges(
  io: RealtimeServer,
  deps: {
    db: Db;
    log: FastifyBaseLogger;
    fanOut: Pick<FanOut, 'refresh'>;
    changes: EventChanges;
    clock: () => Date;
  },
): { stop(): void } {
  const { db, log, fanOut } = deps;
  const refresh = (id: string) =>
    void fanOut.refresh(id).catch((err) => log.warn({ err, subEventId: id }, 'room refresh failed'));
  async function removeUnassigned(subEventId: string) {
    const members = new Set(await listMemberIds(db, subEventId));
    for (const role of ['bidder', 'guest'] as const) {
      for (const s of await io.in(rooms.role(subEventId, role)).fetchSockets()) {
        if (s.data.user && members.has(s.data.user.id)) continue;
        for (const room of [
          rooms.subEvent(subEventId),
          rooms.tick(subEventId),
          rooms.role(subEventId, role),
          rooms.each(subEventId, role),
        ])
          s.leave(room);
      }
    }
  }
  const unsubscribe = deps.changes.on((change) => {
    const subEventId = change.subEventId;
    if (change.kind === 'assignment' && subEventId) {
      void removeUnassigned(subEventId)
        .catch((err) => log.warn({ err, subEventId }, 'room membership update failed'))
        .finally(() => refresh(subEventId));
    } else if (change.kind === 'event') {
      void listSubEventsOfEvent(db, change.eventId)
        .then((subs) => {
          for (const s of subs) refresh(s.id);
        })
        .catch((err) => log.warn({ err }, 'room refresh failed'));
    } else if (change.kind === 'flash' && change.message) {
      io.to(rooms.event(change.eventId)).emit('admin_message', {
        eventId: change.eventId,
        message: change.message,
        serverTime: deps.clock().toISOString(),
        kind: 'flash',
      });
    }
  });
  return { stop: () => unsubscribe() };
}
