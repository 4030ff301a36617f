import { useEffect, useState, useSyncExternalStore } from 'react';
import { answerLanguage, subscribe as onLanguageChange } from '../i18n/i18n';
import { getToken, onSessionChange } from './session';
import {
  acquireSocket,
  type Connection,
  currentConnection,
  existingSocket,
  languageChanged,
  onConnectionChange,
  type RoomSocket,
  serverClock,
  sessionChanged,
  setSocketSession,
} from './socket';

/**
 * The socket (socket.ts) as the app's screens use it: with the app's own session and language
 * (a language being switched to counts at once, a login or logout in this tab reconnects), and
 * React hooks for the socket, its connection state and the server's clock.
 */
setSocketSession({ token: getToken, language: answerLanguage });
onLanguageChange(languageChanged);
// The build renders the screens without a document (prerender.tsx).
if (typeof window !== 'undefined') onSessionChange(sessionChanged);

export { acquireSocket };

/**
 * A socket shared by the calling component for as long as it is mounted: from the first render's
 * effect, or from the first render when the page has one already (the live room's early start).
 */
export function useSocket(): RoomSocket | null {
  const [s, setS] = useState<RoomSocket | null>(existingSocket);
  useEffect(() => {
    const lease = acquireSocket();
    setS(lease.socket);
    return lease.release;
  }, []);
  return s;
}

/** The connection state, re-rendering when it changes. */
export function useConnection(): Connection {
  return useSyncExternalStore(onConnectionChange, currentConnection, currentConnection);
}

// One timer for every countdown on the page (a room may show hundreds of lots).
const tickListeners = new Set<() => void>();
let tickTimer: ReturnType<typeof setInterval> | null = null;
function subscribeTick(fn: () => void) {
  tickListeners.add(fn);
  tickTimer ??= setInterval(() => {
    for (const l of tickListeners) l();
  }, 250);
  return () => {
    tickListeners.delete(fn);
    if (tickListeners.size === 0 && tickTimer) {
      clearInterval(tickTimer);
      tickTimer = null;
    }
  };
}

/**
 * A value computed from the server's clock (checked four times a second), re-rendering the
 * component only when the value changes: a countdown re-renders once a second, an "is it over?"
 * once. `derive` must return a string, number or boolean.
 */
export function useServerClockValue<T extends string | number | boolean>(derive: (nowMs: number) => T): T {
  return useSyncExternalStore(subscribeTick, () => derive(serverClock.now()));
}
