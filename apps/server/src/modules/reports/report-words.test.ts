import { describe, expect, it } from 'vitest';
import { REPORT_WORDS } from './report-words';

/** Every text a words object gives, its functions called with sample values. */
function textsOf(words: Record<string, unknown>): string[] {
  return Object.values(words).flatMap((w) => {
    if (typeof w === 'string') return [w];
    if (typeof w !== 'function') return [];
    const out = (w as (...a: unknown[]) => unknown)(3, 'SE', 5, 'BID', 12_500_00);
    const more = (w as (...a: unknown[]) => unknown)(1, '', 2, 'BID', true);
    return [out, more]
      .flatMap((o) => (Array.isArray(o) ? o : [o]))
      .filter((o): o is string => typeof o === 'string');
  });
}

describe('the reports’ words', () => {
  it('have the same words in Hindi as in English', () => {
    expect(Object.keys(REPORT_WORDS.hi).sort()).toEqual(Object.keys(REPORT_WORDS.en).sort());
  });

  it('say nothing in English in Hindi but the platform’s name, acronyms and codes', () => {
    // (SE, BID, NaN and true come of the sample values the words are called with.)
    const allowed = new Set(['NEELAMI', 'IST', 'IP', 'EMD', 'H1', 'L1', 'SE', 'BID', 'NaN', 'true']);
    for (const text of textsOf(REPORT_WORDS.hi)) {
      const english = [...text.matchAll(/[A-Za-z][A-Za-z0-9]*/g)]
        .map((m) => m[0])
        .filter((w) => !allowed.has(w));
      expect(english, text).toEqual([]);
    }
    // The check can fail: the English words are English.
    expect(textsOf(REPORT_WORDS.en).join(' ')).toMatch(/\bEnd of report\b/);
  });
});
