import { acquireSocket } from '../../lib/socket';
import { EARLY_JOIN_MS, startEarlyJoin } from './early-join';

/**
 * Started by main.tsx when the page opened is a live room (its event's GET is already on its way,
 * lib/api.ts fetchEarly): the socket connects and joins the room while the room's code is still
 * on its way, so the room has its pictures the moment it mounts (early-join.ts). This file and
 * what it uses are a small file of their own (build/screen-chunks.ts), fetched beside the room's.
 * The room takes its own share of the socket; this one is given back after a while.
 */
export function preloadRoom(eventId: string): void {
  const lease = acquireSocket();
  setTimeout(lease.release, EARLY_JOIN_MS);
  startEarlyJoin(lease.socket, eventId);
}
