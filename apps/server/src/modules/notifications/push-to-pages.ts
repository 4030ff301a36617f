/**
 * After commit, each stored alert goes at once to every open page of its member (the gateway puts
 * every logged-in socket in the member's room, and the adapter reaches the other instances). A
 * page that misses it (none open, or a process that died after commit) reads it from the list.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { RealtimeServer } from '../../realtime/socket-types';
import { toNotificationItem, unreadCounts } from './centre-queries';
import type { StoredNotification } from './raise';

export type NotificationPusher = (stored: readonly StoredNotification[]) => Promise<void>;

/** The room of every logged-in socket of a member (realtime/gateway.ts joins it). */
export const memberRoom = (userId: string) => `user:${userId}`;

export function createNotificationPusher(deps: {
  db: Db;
  io: RealtimeServer;
  log: FastifyBaseLogger;
}): NotificationPusher {
  return async (stored) => {
    try {
      // One count for all (a lot closing with a thousand watchers is one query, not a thousand).
      const unread = await unreadCounts(
        deps.db,
        stored.map((r) => r.userId),
      );
      const serverTime = new Date().toISOString();
      for (const row of stored) {
        deps.io.to(memberRoom(row.userId)).emit('notification', {
          notification: toNotificationItem(row),
          unread: unread.get(row.userId) ?? 0,
          serverTime,
        });
      }
    } catch (err) {
      // The alert is stored; the member sees it on the next read of the list.
      deps.log.warn({ err }, 'notification push failed');
    }
  };
}
