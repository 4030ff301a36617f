import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerLanguage, currentLanguage, setLanguage } from './i18n';

describe('the language of the server’s answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the language being switched to while its strings load, then the one shown', async () => {
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
    expect(answerLanguage()).toBe('en');
    // A live room's socket may connect now, before the Hindi strings are there: it asks for Hindi.
    const switching = setLanguage('hi');
    expect(currentLanguage()).toBe('en');
    expect(answerLanguage()).toBe('hi');
    await switching;
    expect(currentLanguage()).toBe('hi');
    expect(answerLanguage()).toBe('hi');
    await setLanguage('en');
    expect(answerLanguage()).toBe('en');
  });
});
