import { describe, expect, it } from 'vitest';
import { termsSections } from './terms-content';
import { termsSectionsHi } from './terms-content-hi';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the terms in Hindi', () => {
  it('has every section, clause and item of the English, in the same order', () => {
    const shape = (sections: typeof termsSections) =>
      sections.map((s) => [s.id, s.clauses.map((c) => c.items?.length ?? 0)]);
    expect(shape(termsSectionsHi)).toEqual(shape(termsSections));
  });

  it('is written in Devanagari', () => {
    for (const s of termsSectionsHi) {
      expect(s.title, s.id).toMatch(DEVANAGARI);
      for (const c of s.clauses) {
        expect(c.text, s.id).toMatch(DEVANAGARI);
        for (const item of c.items ?? []) expect(item, s.id).toMatch(DEVANAGARI);
      }
    }
  });
});
