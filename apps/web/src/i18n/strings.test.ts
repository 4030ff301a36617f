import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enMore } from './en-more';
import { enScreens } from './en-screens';
import { hi } from './hi';
import { joinStrings } from './i18n';
import { stringEntries as entries, type StringsTree as Tree } from './string-entries';

const DEVANAGARI = /[\u0900-\u097F]/;
const places = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// Hindi that is rightly the same as the English: abbreviations traders use as they are, and the
// language switch, which names the other language in its own script.
const SAME_IN_HINDI = new Set([
  'register.labels.pan',
  'register.labels.gst',
  'register.labels.pin',
  'language.short',
  'forgot.otp',
  'profile.pan',
  'profile.gst',
  'emd.utr',
  'lots.sms',
  'adminEmd.depositLine',
  // The bank's code of a branch, as every cheque book prints it.
  'bankAccount.ifsc',
]);

describe('the strings of the screens', () => {
  const english = entries(joinStrings(joinStrings(en, enScreens), enMore));
  const hindi = new Map(entries(hi as Tree));

  it('lists every key, and every key has Hindi', () => {
    expect(english.length).toBeGreaterThan(100);
    const missing = english.filter(([k]) => !hindi.get(k)?.trim()).map(([k]) => k);
    expect(missing).toEqual([]);
    const extra = [...hindi.keys()].filter((k) => !english.some(([e]) => e === k));
    expect(extra).toEqual([]);
  });

  it('writes the Hindi in Devanagari, with the same {{places}} as the English', () => {
    for (const [key, text] of english) {
      const h = hindi.get(key)!;
      expect(places(h), key).toEqual(places(text));
      if (!SAME_IN_HINDI.has(key)) expect(h, key).toMatch(DEVANAGARI);
    }
  });
});
