import type { Language } from '@neelami/shared/language';

/**
 * The session's token and the remembered language as the browser keeps them, read by the socket
 * before the app's code has arrived (socket.ts, started early by a live room's page: room-boot.ts).
 * They read the same storage as lib/session.ts (getToken) and i18n.ts (storedLanguage), which are
 * in the main bundle: this small file must not wait for it (stored-session.test.ts holds the
 * three to the same answers).
 */

/** The bearer token stored in this tab, or null (lib/session.ts getToken). */
export function storedToken(): string | null {
  try {
    return sessionStorage.getItem('token');
  } catch {
    return null;
  }
}

/** The stored user's role, or null (lib/session.ts getUser()?.role). */
export function storedRole(): string | null {
  try {
    const role = JSON.parse(sessionStorage.getItem('user') ?? 'null')?.role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

/** The language this browser remembers, else English (i18n.ts storedLanguage). */
export function storedLanguage(): Language {
  try {
    return localStorage.getItem('language') === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}
