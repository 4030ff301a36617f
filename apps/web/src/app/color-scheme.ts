import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** sessionStorage key of the theme (SPEC §1, §9: stored in session storage, default light). */
export const COLOR_SCHEME_KEY = 'neelami-color-scheme';

const THEME_EVENT = 'neelami:theme';

/** Stores a theme received from another tab and tells the provider (its manager subscribed). */
export function applyColorScheme(value: string, key = COLOR_SCHEME_KEY) {
  if (value !== 'light' && value !== 'dark') return;
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be disabled; the provider is still told.
  }
  window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: value }));
}

/** The theme this tab keeps, for another tab that asks. */
export function storedColorScheme(key = COLOR_SCHEME_KEY): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Mantine colour-scheme manager that keeps the choice in sessionStorage (per tab, per session). */
export function sessionStorageColorSchemeManager(key = COLOR_SCHEME_KEY): MantineColorSchemeManager {
  let listener: ((e: Event) => void) | null = null;
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
    subscribe: (onUpdate) => {
      listener = (e: Event) => onUpdate((e as CustomEvent<MantineColorScheme>).detail);
      window.addEventListener(THEME_EVENT, listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener(THEME_EVENT, listener);
      listener = null;
    },
    clear: () => window.sessionStorage.removeItem(key),
  };
}
