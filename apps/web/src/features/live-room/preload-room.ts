import { sendEarlyGet } from '../../lib/early-get';
import { acquireSocket } from '../../lib/socket';
import { EARLY_JOIN_MS, earlyJoinUnderWay, startEarlyJoin } from './early-join';

/**
 * The live room's early start: the socket connects and joins the room, and the room's event is
 * asked for, while the room's code is still on its way, so the room has its pictures and its
 * event's lots the moment it mounts (early-join.ts, lib/early-get.ts). A live room's page starts it
 * with a script of its own as soon as that small file has arrived (room-start.ts); main.tsx starts
 * it too, which does nothing when the page's script came first. This file and what it uses
 * are a small file of their own that needs neither React nor the main bundle
 * (build/screen-chunks.ts). The room takes its own share of the socket; this one is given back
 * after a while.
 */
export function preloadRoom(eventId: string): void {
  if (earlyJoinUnderWay(eventId)) return;
  sendEarlyGet(`general/event/${encodeURIComponent(eventId)}`);
  const lease = acquireSocket();
  setTimeout(lease.release, EARLY_JOIN_MS);
  startEarlyJoin(lease.socket, eventId);
}
