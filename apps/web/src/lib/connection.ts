import { ServerClock } from './server-clock';

/**
 * What the screens show of the link to the server, apart from the socket itself (socket.ts sets
 * it): the connection state, why it is offline, and the server's clock every countdown follows.
 */

/** What the user is shown about the link to the server. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/**
 * Why the link is offline, when it is known (the screen says it in the language shown):
 * the server refused the token on the handshake, the server closed this connection (for example,
 * the account entered the room elsewhere), or the browser reports no network.
 */
export type OfflineReason = 'sessionEnded' | 'serverClosed' | 'noNetwork';

/** The connection state and, when offline for a known reason, that reason. */
export interface Connection {
  state: ConnectionState;
  reason: OfflineReason | null;
}

/** The server's clock (ARCHITECTURE.md "Time"): every countdown is computed from it. */
export const serverClock = new ServerClock();

let connection: Connection = { state: 'offline', reason: null };
const listeners = new Set<() => void>();

/** A new connection state, as the socket reports it (socket.ts alone sets it). */
export function setConnection(state: ConnectionState, reason: OfflineReason | null = null) {
  if (connection.state === state && connection.reason === reason) return;
  connection = { state, reason };
  for (const l of listeners) l();
}

/** The connection state now. */
export const currentConnection = (): Connection => connection;

/** Calls `fn` whenever the connection state changes; returns the unsubscribe. */
export function onConnectionChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
