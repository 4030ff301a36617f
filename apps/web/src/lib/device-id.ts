/**
 * The browser's device id (API.md "Integrity desk"): a random id kept in localStorage and sent on
 * login, so the server can tell when two members log in from one browser. The server keeps it only
 * hashed. Without storage (private mode) each login is simply a new device.
 */
const KEY = 'neelami.deviceId';

export function deviceId(): string {
  try {
    const known = localStorage.getItem(KEY);
    if (known && /^[A-Za-z0-9-]{8,100}$/.test(known)) return known;
    const fresh = crypto.randomUUID();
    localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    return '';
  }
}
