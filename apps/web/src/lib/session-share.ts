/**
 * A new tab of the same browser takes the session of an open one (SPEC §3 keeps the session in
 * session storage, which a tab opened from a mail's link or by hand starts without): on start, a tab
 * with no session asks on a same-origin BroadcastChannel, and an open tab with one answers with its
 * user, token and theme. Only the first answer within a few seconds of asking is taken.
 */
import type { SessionUser } from '@neelami/shared/session';
import { getToken, getUser, saveSession } from './session';

const CHANNEL = 'neelami-session';
const ASK_FOR_MS = 3_000;

type Message = { type: 'ask' } | { type: 'give'; user: SessionUser; token: string; theme: string | null };

/** Where the theme is kept, and how to apply one received. */
export interface ThemeShare {
  current(): string | null;
  apply(theme: string): void;
}

const isGive = (m: unknown): m is Extract<Message, { type: 'give' }> => {
  const g = m as Partial<Extract<Message, { type: 'give' }>> | null;
  return (
    g?.type === 'give' &&
    typeof g.token === 'string' &&
    g.token.length > 0 &&
    typeof g.user === 'object' &&
    g.user !== null &&
    typeof g.user._id === 'string' &&
    typeof g.user.role === 'string'
  );
};

/**
 * Starts answering other tabs, and asks for a session when this tab has none and `ask` (a tab
 * opened on the login or registration screen is meant for another account, and does not ask).
 */
export function startSessionSharing(theme: ThemeShare, ask: boolean): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  let askedUntil = 0;
  channel.onmessage = (e: MessageEvent<unknown>) => {
    const m = e.data as Message | null;
    if (m?.type === 'ask') {
      const user = getUser();
      const token = getToken();
      if (user && token)
        channel.postMessage({ type: 'give', user, token, theme: theme.current() } satisfies Message);
    } else if (isGive(m) && Date.now() < askedUntil && !getToken()) {
      askedUntil = 0;
      if (m.theme) theme.apply(m.theme);
      saveSession(m.user, m.token);
    }
  };
  if (ask && !getToken()) {
    askedUntil = Date.now() + ASK_FOR_MS;
    channel.postMessage({ type: 'ask' } satisfies Message);
  }
}
