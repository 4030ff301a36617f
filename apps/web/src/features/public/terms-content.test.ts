import { describe, expect, it } from 'vitest';
import { company } from './company-info';
import {
  readTerms,
  termsLastUpdated,
  termsLastUpdatedHi,
  termsSections,
  termsSectionsHi,
} from './terms-content';

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

describe('the terms’ text files (terms/en.md, terms/hi.md)', () => {
  it('give both languages their date, sections and clauses, with the company’s details filled in', () => {
    expect(termsLastUpdated).toBe('1 November 2026');
    expect(termsLastUpdatedHi).toMatch(DEVANAGARI);
    expect(termsSections.length).toBeGreaterThan(10);
    for (const sections of [termsSections, termsSectionsHi]) {
      const texts = sections.flatMap((s) => [
        s.title,
        ...s.clauses.flatMap((c) => [c.text, ...(c.items ?? [])]),
      ]);
      expect(texts.filter((t) => t.includes('{{'))).toEqual([]);
      expect(texts.filter((t) => t.includes(company.grievanceEmail))).toHaveLength(1);
    }
  });

  it('reads sections, numbered clauses and their items, and refuses a line that is none of them', () => {
    const text = [
      '---',
      'lastUpdated: 1 May 2026',
      '---',
      '<!-- a note -->',
      '',
      '## Fees {#fees}',
      '',
      '1. Fees are due:',
      '   - in advance;',
      '   - by {{supportEmail}}.',
      '2. No refunds.',
    ].join('\n');
    expect(readTerms(text)).toEqual({
      lastUpdated: '1 May 2026',
      sections: [
        {
          id: 'fees',
          title: 'Fees',
          clauses: [
            { text: 'Fees are due:', items: ['in advance;', `by ${company.supportEmail}.`] },
            { text: 'No refunds.' },
          ],
        },
      ],
    });
    expect(() => readTerms('## Fees {#fees}\nA stray line')).toThrow(/Line 2/);
  });
});
