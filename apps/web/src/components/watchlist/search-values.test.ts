import { lotMatchesSearch, type SearchableLot, savedSearchQuerySchema } from '@neelami/shared/watchlist';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../i18n/i18n';
import { choicesOf, describeQuery, NO_SEARCH, toQuery, toValues } from './search-values';

const lot = (over: Partial<SearchableLot>): SearchableLot => ({
  name: 'HMS 1&2 (80:20) melting scrap',
  productName: 'forward',
  location: 'Bawal',
  eventName: 'Haryana Forgings Scrap Sale',
  auctionType: 'Forward Auction',
  emdAmount: 25_000,
  ...over,
});

/** The key and the values put into it, so a test sees what the line says without the screens' strings. */
const t: TFunction = (key, vars) => [key, ...Object.values(vars ?? {})].join('=');

describe('the search bar’s values', () => {
  it('ask for nothing when empty: the shared schema refuses that with its message', () => {
    expect(toQuery(NO_SEARCH)).toEqual({});
    expect(toQuery({ ...NO_SEARCH, text: '   ' })).toEqual({});
    const parsed = savedSearchQuerySchema.safeParse(toQuery(NO_SEARCH));
    expect(parsed.success).toBe(false);
  });

  it('leave out what is empty and keep the EMD limit as rupees', () => {
    const q = toQuery({ ...NO_SEARCH, text: ' copper ', locations: ['Bawal'], maxEmd: 50_000 });
    expect(q).toEqual({ text: 'copper', locations: ['Bawal'], maxEmd: 50_000 });
    const parsed = savedSearchQuerySchema.parse(q);
    expect(lotMatchesSearch(parsed, lot({ name: 'Copper cable scrap', emdAmount: 50_000 }))).toBe(true);
    expect(lotMatchesSearch(parsed, lot({ name: 'Copper cable scrap', emdAmount: 1_00_000 }))).toBe(false);
    expect(lotMatchesSearch(parsed, lot({ name: 'Cast iron borings' }))).toBe(false);
  });

  it('come back from a saved query as they were', () => {
    const values = {
      text: 'scrap',
      productNames: ['forward'],
      locations: [],
      auctionTypes: ['Forward Auction'],
      maxEmd: 10,
    };
    expect(toValues(savedSearchQuerySchema.parse(toQuery(values)))).toEqual(values);
    expect(toValues(savedSearchQuerySchema.parse({ text: 'x' })).maxEmd).toBe('');
  });
});

describe('the choices and the summary', () => {
  it('offers each place once, sorted, and keeps a chosen one no lot has any more', () => {
    const lots = [lot({ location: 'Bawal' }), lot({ location: 'Alang' }), lot({ location: 'Bawal' })];
    expect(choicesOf(t, lots, 'location', ['Mandi Gobindgarh']).map((c) => c.value)).toEqual([
      'Alang',
      'Bawal',
      'Mandi Gobindgarh',
    ]);
  });

  it('sums a saved query up in one line', () => {
    const line = describeQuery(t, { text: 'scrap', locations: ['Bawal'], maxEmd: 50_000 });
    expect(line.split(' · ')).toEqual(['search.wordsIs=scrap', 'Bawal', 'search.emdUpTo=₹50,000']);
  });
});
