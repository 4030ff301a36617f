import type { Language } from '@neelami/shared/language';
import {
  type ClientToServerEvents,
  COUNTDOWN_SPARSE,
  JOIN_ANSWER_ONLY,
  PICTURES_GZIP,
  type ServerToClientEvents,
} from '@neelami/shared/realtime';
import { io, type Socket } from 'socket.io-client';
import { currentConnection, serverClock, setConnection } from './connection';
import { onSocketSessionChange, socketSession } from './socket-session';

/**
 * The one module that owns the Socket.IO connection (ARCHITECTURE.md
 * "Realtime": on the client one module owns the socket). It connects with
 * `auth: { token }` (API.md), WebSocket first, keeps a visible connection state (connection.ts)
 * and learns the server's clock from every `serverTime` it receives. What the app sends and
 * hears over it goes through the room channel (room-channel.ts), the only module that imports
 * this one.
 *
 * A live room's page starts it before the rest of the app has arrived (room-start.ts), so it
 * imports neither React nor the main bundle: the token and the language come from the browser's
 * storage until the app gives its own session and language (socket-session.ts, use-socket.ts),
 * and the components' hooks are in use-socket.ts.
 */
export type RoomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: RoomSocket | null = null;
let users = 0;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
let connectedToken: string | null = null;
/** The language the socket last told the server (handshake or `set_language`). */
let connectedLanguage: Language = 'en';

function create(): RoomSocket {
  const s: RoomSocket = io({
    path: '/socket.io',
    // WebSocket first (no sticky sessions needed behind a load balancer); long-polling only if it fails.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    autoConnect: false,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
    auth: (cb) => {
      connectedToken = socketSession().token();
      connectedLanguage = socketSession().language();
      // The room counts down from endsAt on the server's clock, so a countdown every few seconds
      // (for seq and the clock) is enough; with many lots that spares a slow link.
      // The language of acks and refusals (API.md "Conventions").
      // The room takes its views from the join's answer, so the server need not repeat them,
      // and a browser that can gunzip takes a big answer compressed (room-channel.ts `viewsOf`).
      cb({
        token: connectedToken ?? '',
        countdown: COUNTDOWN_SPARSE,
        join: JOIN_ANSWER_ONLY,
        ...(typeof DecompressionStream === 'function' ? { pictures: PICTURES_GZIP } : {}),
        language: connectedLanguage,
      });
    },
  });
  s.on('connect', () => setConnection('connected'));
  s.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') setConnection('offline');
    // The server ended this connection on purpose (a newer login took over, or the session
    // was revoked): reconnecting by ourselves would fight it, so the user decides.
    else if (reason === 'io server disconnect') setConnection('offline', 'serverClosed');
    else
      setConnection(
        navigator.onLine === false ? 'offline' : 'reconnecting',
        navigator.onLine === false ? 'noNetwork' : null,
      );
  });
  s.on('connect_error', (err) => {
    if (!s.active) {
      // A refusal by the server's middleware (bad or expired token): no automatic retry.
      setConnection('offline', err.message === 'unauthorized' ? 'sessionEnded' : null);
      if (err.message === 'unauthorized') window.dispatchEvent(new Event('neelami:unauthorized'));
    } else {
      setConnection(
        navigator.onLine === false ? 'offline' : 'reconnecting',
        navigator.onLine === false ? 'noNetwork' : null,
      );
    }
  });
  // Every server event that carries serverTime teaches us the server's clock.
  s.onAny((_event, payload: unknown) => {
    if (payload && typeof payload === 'object' && 'serverTime' in payload) {
      serverClock.note((payload as { serverTime?: string }).serverTime);
    }
  });
  return s;
}

function connectNow(s: RoomSocket) {
  if (s.connected || s.active) return;
  setConnection(currentConnection().state === 'connected' ? 'reconnecting' : 'connecting');
  s.connect();
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    if (socket && users > 0 && !socket.connected) setConnection('offline', 'noNetwork');
  });
  window.addEventListener('online', () => {
    if (socket && users > 0 && !socket.connected) {
      setConnection('reconnecting');
      if (!socket.active) socket.connect();
    }
  });
}

/** A language switch while connected: the server answers in the new language from now on. */
function tellLanguage(): void {
  const to = socketSession().language();
  if (!socket?.connected || to === connectedLanguage) return;
  connectedLanguage = to;
  socket.emit('set_language', { language: to });
}

/** A login or logout in this tab changes who the socket speaks for: reconnect with the new token. */
function reconnectForSession(): void {
  if (!socket || users === 0) return;
  const token = socketSession().token();
  if (token === connectedToken) return;
  socket.disconnect();
  if (token) connectNow(socket);
}

onSocketSessionChange((change) => (change === 'language' ? tellLanguage() : reconnectForSession()));

/** The page's socket if it has one (taken by acquireSocket, which returns the same one), else null. */
export function existingSocket(): RoomSocket | null {
  return socket;
}

/**
 * Takes a share of the socket (connecting it if needed); call the returned
 * function to give it back. The connection closes shortly after the last share.
 */
export function acquireSocket(): { socket: RoomSocket; release: () => void } {
  if (!socket) socket = create();
  const s = socket;
  users += 1;
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  connectNow(s);
  let released = false;
  return {
    socket: s,
    release: () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0) {
        idleTimer = setTimeout(() => {
          idleTimer = null;
          if (users === 0) s.disconnect();
        }, 3000);
      }
    },
  };
}

/** Reconnects after the connection was closed for good (server disconnect, refused token). */
export function reconnectSocket() {
  if (socket && !socket.connected) {
    socket.disconnect();
    connectNow(socket);
  }
}
