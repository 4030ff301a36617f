import { postLogout } from './api/logout';
import { clearSession, getToken } from './session';

/** Ends the server session (when there is one) and forgets the stored user. */
export async function logout() {
  if (getToken()) {
    try {
      await postLogout();
    } catch {
      // The local session is cleared whatever the server says.
    }
  }
  clearSession();
}
