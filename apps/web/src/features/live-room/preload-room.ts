import { queryClient } from '../../lib/query-client';
import { acquireSocket } from '../../lib/socket';
import { liveRoomEventQuery } from './api/get-live-room-event';

/**
 * Started by main.tsx when the page opened is a live room: the socket connects and the event is
 * asked for while the room's code is still on its way, so the room can join the moment it mounts
 * and its header is there with its rows. The room takes its own share of the socket; this one is
 * given back after a while.
 */
export function preloadRoom(eventId: string): void {
  const lease = acquireSocket();
  setTimeout(lease.release, 10_000);
  void queryClient.prefetchQuery(liveRoomEventQuery(eventId));
}
