import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** sessionStorage key of the theme (SPEC §1, §9: stored in session storage, default light). */
export const COLOR_SCHEME_KEY = 'neelami-color-scheme';

/** Mantine colour-scheme manager that keeps the choice in sessionStorage (per tab, per session). */
export function sessionStorageColorSchemeManager(key = COLOR_SCHEME_KEY): MantineColorSchemeManager {
  return {
    get: (defaultValue) => {
      try {
        const v = window.sessionStorage.getItem(key);
        return v === 'light' || v === 'dark' ? v : defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value: MantineColorScheme) => {
      try {
        window.sessionStorage.setItem(key, value);
      } catch {
        // Storage can be disabled; the theme then lasts until reload.
      }
    },
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => window.sessionStorage.removeItem(key),
  };
}
