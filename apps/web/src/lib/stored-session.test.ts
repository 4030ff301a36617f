import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedLanguage as appLanguage, setLanguage } from '../i18n/i18n';
import { getToken, saveSession } from './session';
import { storedLanguage, storedToken } from './stored-session';

/** A browser's storage, for the modules that read it. */
function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('stored-session', () => {
  it('reads the token lib/session.ts stores, and none before', () => {
    vi.stubGlobal('sessionStorage', storage());
    vi.stubGlobal('window', { dispatchEvent: () => true });
    expect(storedToken()).toBeNull();
    expect(getToken()).toBeNull();
    saveSession({ _id: 'u1' } as never, 'tok-1');
    expect(storedToken()).toBe('tok-1');
    expect(storedToken()).toBe(getToken());
  });

  it('reads the language i18n.ts remembers, English by default', async () => {
    const local = storage();
    vi.stubGlobal('localStorage', local);
    expect(storedLanguage()).toBe('en');
    for (const to of ['hi', 'en', 'hi'] as const) {
      await setLanguage(to);
      expect(storedLanguage()).toBe(to);
      expect(appLanguage()).toBe(to);
    }
    // Whatever else the storage holds, both read it alike.
    for (const value of ['fr', '', 'HI', 'en']) {
      local.setItem('language', value);
      expect(storedLanguage()).toBe(appLanguage());
    }
    await setLanguage('en');
  });

  it('answers even where the browser keeps no storage', () => {
    const refuse = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: refuse });
    vi.stubGlobal('localStorage', { getItem: refuse });
    expect(storedToken()).toBeNull();
    expect(storedLanguage()).toBe('en');
  });
});
