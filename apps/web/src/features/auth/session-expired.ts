/** Session-storage flag the app shell sets before it reloads /login for an expired session. */
export const SESSION_EXPIRED_FLAG = 'neelami-session-expired';

/** Reads and clears the flag: true once after a session expired. */
export function takeSessionExpired(): boolean {
  const set = sessionStorage.getItem(SESSION_EXPIRED_FLAG) === '1';
  sessionStorage.removeItem(SESSION_EXPIRED_FLAG);
  return set;
}
