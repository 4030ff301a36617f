import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emdMessages } from './emd';
import {
  catalogueGroups,
  hindiOf,
  literalsHi,
  registrationLabelsHi,
  templatesHi,
  translate,
} from './message-catalogue';
import { fillOutField, selectAtLeastOne } from './messages';
import { REGISTRATION_LABELS } from './registration';
import { saleMessages } from './sales';

const ROOT = join(import.meta.dirname, '../../..');
const DEVANAGARI = /[\u0900-\u097F]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/**
 * The user-facing message literals of the server, the shared schemas and the engine: a zod
 * `error: '…'`, an answer's `message: '…'`, an AppError's or an engine refusal's text.
 */
function messageLiterals(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const patterns = [
    /\berror: '((?:[^'\\]|\\.)+)'/g,
    /\bmessage: '((?:[^'\\]|\\.)+)'/g,
    /AppError\.\w+\(\s*'((?:[^'\\]|\\.)+)'/g,
    /new AppError\('\w+',\s*'((?:[^'\\]|\\.)+)'/g,
    /reject\(\s*'\w+',\s*'((?:[^'\\]|\\.)+)'/g,
    /reject\(\s*'\w+',\s*"((?:[^"\\]|\\.)+)"/g,
  ];
  for (const dir of ['packages/shared/src', 'packages/engine/src', 'apps/server/src']) {
    for (const file of sources(join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const p of patterns) {
        for (const m of text.matchAll(p))
          found.push({ file: file.slice(ROOT.length + 1), text: m[1]!.replace(/\\'/g, "'") });
      }
    }
  }
  return found;
}

describe('the message catalogue', () => {
  it('has Hindi, in Devanagari, for every message of every group', () => {
    for (const [en, hi] of catalogueGroups) {
      for (const key of Object.keys(en)) {
        const h = (hi as Record<string, string>)[key];
        expect(h, key).toBeTypeOf('string');
        expect(h, key).toMatch(DEVANAGARI);
      }
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    }
    for (const [en, h] of Object.entries(literalsHi)) expect(h, en).toMatch(DEVANAGARI);
  });

  it('has Hindi for every message literal written in the server, the shared schemas and the engine', () => {
    const literals = messageLiterals();
    expect(literals.length).toBeGreaterThan(40);
    const missing = literals.filter((l) => hindiOf(l.text) === undefined).map((l) => `${l.file}: ${l.text}`);
    expect(missing).toEqual([]);
  });

  it('says one English message the same way in Hindi wherever it is defined', () => {
    const seen = new Map<string, string>();
    for (const [en, hi] of catalogueGroups) {
      for (const [k, text] of Object.entries(en)) {
        const h = (hi as Record<string, string>)[k]!;
        const before = seen.get(text);
        if (before !== undefined) expect(h, text).toBe(before);
        seen.set(text, h);
      }
    }
  });

  it('translates messages built from values, naming the field in Hindi', () => {
    for (const [k, label] of Object.entries(REGISTRATION_LABELS)) {
      const hi = registrationLabelsHi[k as keyof typeof REGISTRATION_LABELS];
      expect(translate(fillOutField(label), 'hi')).toBe(`कृपया ${hi} भरें`);
      expect(translate(selectAtLeastOne(label), 'hi')).toBe(`कृपया कम से कम एक ${hi} चुनें`);
    }
    expect(translate('At most 100 characters', 'hi')).toBe('ज़्यादा से ज़्यादा 100 अक्षर');
    // EMD refusals name the member and the amount (paise formatted as ₹ en-IN).
    expect(translate(emdMessages.holdShort('Gobind Steel Traders', 1_500_050), 'hi')).toBe(
      'Gobind Steel Traders के पास इस लॉट के लिए पर्याप्त बयाना राशि (EMD) नहीं है: ₹15,000.50 कम है।',
    );
    expect(translate(saleMessages.liftAboveSold('12.5 MT'), 'hi')).toBe(
      'बेची गई मात्रा से ज़्यादा: उठाने के लिए ज़्यादा से ज़्यादा 12.5 MT बाकी है।',
    );
    expect(translate(saleMessages.notYetDue('01/12/2026'), 'hi')).toContain('01/12/2026');
    for (const m of [emdMessages.refundShort(2_500_000), emdMessages.bidNeedsHold(10_000_000)])
      expect(translate(m, 'hi')).toMatch(/^[^A-Za-z]*(EMD)?[^A-Za-z]*(EMD)?[^A-Za-z]*$/);
    expect(translate('Bid must be at least ₹1,05,000 (the start value).', 'hi')).toBe(
      'बोली कम से कम ₹1,05,000 होनी चाहिए (शुरुआती मूल्य)।',
    );
    expect(translate('Bid must be at most ₹95,000.', 'hi')).toBe('बोली ज़्यादा से ज़्यादा ₹95,000 हो सकती है।');
    expect(
      translate(
        'Auto bid cannot be set below two increments from the prevailing bid: set at least ₹1,02,000.',
        'hi',
      ),
    ).toBe('ऑटो बोली मौजूदा बोली से दो बढ़त से कम नहीं हो सकती: कम से कम ₹1,02,000 रखें।');
    expect(translate('Bid amount cannot be more than ₹10,00,00,00,000.', 'hi')).toBe(
      'बोली की राशि ₹10,00,00,00,000 से ज़्यादा नहीं हो सकती।',
    );
    for (const t of templatesHi) expect(t.hi('x', '₹1', '').length).toBeGreaterThan(0);
  });

  it('leaves English exactly as given, and an unknown message as it is', () => {
    expect(translate('Bid Placed!', 'en')).toBe('Bid Placed!');
    expect(translate('Bid Placed!', 'hi')).toBe('बोली लग गई!');
    expect(translate('Some admin’s own broadcast', 'hi')).toBe('Some admin’s own broadcast');
  });
});
