import { api } from './api';
import { clearSession, getToken } from './session';

/** Ends the server session (when there is one) and forgets the stored user. */
export async function logout() {
  if (getToken()) {
    try {
      await api.post('auth/logout');
    } catch {
      // The local session is cleared whatever the server says.
    }
  }
  clearSession();
}
