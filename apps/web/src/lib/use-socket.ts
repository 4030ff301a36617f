import { useEffect, useState, useSyncExternalStore } from 'react';
import { answerLanguage, subscribe as onLanguageChange } from '../i18n/i18n';
import { type Connection, currentConnection, onConnectionChange, serverClock } from './connection';
import { acquireChannel, existingChannel, type RoomChannel } from './room-channel';
import { getToken, onSessionChange } from './session';
import { languageChanged, sessionChanged, setSocketSession } from './socket-session';

/**
 * The socket (socket.ts, spoken through room-channel.ts) as the app's screens use it: with the
 * app's own session and language (a language being switched to counts at once, a login or logout
 * in this tab reconnects), and React hooks for the room channel, the connection state and the
 * server's clock.
 */
setSocketSession({ token: getToken, language: answerLanguage });
onLanguageChange(languageChanged);
// The build renders the screens without a document (prerender.tsx).
if (typeof window !== 'undefined') onSessionChange(sessionChanged);

export { acquireChannel };

/**
 * The room channel of a socket shared by the calling component for as long as it is mounted: from
 * the first render's effect, or from the first render when the page has one already (the live
 * room's early start).
 */
export function useRoomChannel(): RoomChannel | null {
  const [channel, setChannel] = useState<RoomChannel | null>(existingChannel);
  useEffect(() => {
    const lease = acquireChannel();
    setChannel(lease.channel);
    return lease.release;
  }, []);
  return channel;
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
