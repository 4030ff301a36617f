import type { SessionUser } from '@neelami/shared/session';
import { useSyncExternalStore } from 'react';
import { getUser, onSessionChange } from './session';

let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

function snapshot(): SessionUser | null {
  const raw = sessionStorage.getItem('user');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = getUser();
  }
  return cachedUser;
}

/** The logged-in user of this tab (from session storage), re-rendering on login and logout. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(onSessionChange, snapshot, () => null);
}
