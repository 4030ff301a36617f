import type { Language } from '@neelami/shared/language';
import { storedLanguage, storedToken } from './stored-session';

/**
 * Who the socket speaks for, and the language its answers should be in (API.md "Conventions").
 * Until the app's code has run, the token and the language come from the browser's storage; the
 * app then gives its own (use-socket.ts) and tells of a language switch or a login or logout in
 * this tab, which the socket follows (socket.ts).
 */
export interface SocketSession {
  token: () => string | null;
  language: () => Language;
}

let session: SocketSession = { token: storedToken, language: storedLanguage };

/** What changed: the language shown, or who is logged in. */
export type SessionChange = 'language' | 'session';

const listeners = new Set<(change: SessionChange) => void>();

/** The session the socket speaks for now. */
export const socketSession = (): SocketSession => session;

/** The app's session and language, once its code has loaded (use-socket.ts). */
export function setSocketSession(s: SocketSession): void {
  session = s;
}

/** A language switch: the server answers in the new language from now on. */
export function languageChanged(): void {
  for (const l of listeners) l('language');
}

/** A login or logout in this tab: the socket reconnects with the new token. */
export function sessionChanged(): void {
  for (const l of listeners) l('session');
}

/** Calls `fn` on every change of the session or its language (socket.ts). */
export function onSocketSessionChange(fn: (change: SessionChange) => void): void {
  listeners.add(fn);
}
