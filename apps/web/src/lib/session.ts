import type { SessionUser } from '@neelami/shared/session';

// SPEC §3 Session: "User and token are kept in session storage."
const USER_KEY = 'user';
const TOKEN_KEY = 'token';
const CHANGE_EVENT = 'neelami:session';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The logged-in user stored in this tab, or null. */
export function getUser(): SessionUser | null {
  return read<SessionUser>(USER_KEY);
}

/** The bearer token stored in this tab, or null. */
export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

/** Stores the login result (SPEC §3) and tells listeners. */
export function saveSession(user: SessionUser, token: string) {
  endedHere = false;
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  sessionStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let endedHere = false;

/** Whether this tab's session was ended here (logout), rather than never begun. */
export const sessionEndedHere = () => endedHere;

/** Forgets the stored user and token. */
export function clearSession() {
  endedHere = true;
  sessionStorage.removeItem(USER_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Subscribes to session changes in this tab; returns the unsubscribe. */
export function onSessionChange(fn: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, fn);
  return () => window.removeEventListener(CHANGE_EVENT, fn);
}
