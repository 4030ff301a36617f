import type { NotificationEvent } from '@neelami/shared/notifications-api-responses';
import { acquireSocket } from './socket';

/**
 * The alerts channel: the one server event of the notification centre (`notification`, API.md
 * "Alerts, watchlist and saved searches"), heard over the page's one socket (socket.ts). A
 * logged-in page holds a share of the socket for it; on the live room's page that is the room's
 * own connection, never a second one. Like room-channel.ts, it imports neither React nor the main
 * bundle.
 */
export interface AlertsListeners {
  /** Each alert the server pushes to this member, with the unread count after it. */
  onNotification: (event: NotificationEvent) => void;
  /** Every (re)connection: what came while the page was away is read again. */
  onConnect: () => void;
}

/** Listens for alerts over a share of the page's socket; call the returned function to stop. */
export function listenForAlerts({ onNotification, onConnect }: AlertsListeners): () => void {
  const { socket, release } = acquireSocket();
  socket.on('notification', onNotification);
  socket.on('connect', onConnect);
  return () => {
    socket.off('notification', onNotification);
    socket.off('connect', onConnect);
    release();
  };
}
