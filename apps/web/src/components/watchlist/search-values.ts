import { formatRupees } from '@neelami/shared/money';
import type { SavedSearchQuery, SearchableLot, savedSearchQuerySchema } from '@neelami/shared/watchlist';
import type { z } from 'zod';
import type { TFunction } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';

/** The search bar's values: the words, the three lists, the EMD limit in rupees ('' while empty). */
export interface SearchValues {
  text: string;
  productNames: string[];
  locations: string[];
  auctionTypes: string[];
  maxEmd: number | string;
}

export const NO_SEARCH: SearchValues = {
  text: '',
  productNames: [],
  locations: [],
  auctionTypes: [],
  maxEmd: '',
};

/** What the bar asks for, before the shared schema has checked it. */
export type QueryDraft = z.input<typeof savedSearchQuerySchema>;

/** The query the bar's values ask for, leaving out what is empty (savedSearchQuerySchema checks it). */
export function toQuery(v: SearchValues): QueryDraft {
  const text = v.text.trim();
  return {
    ...(text && { text }),
    ...(v.productNames.length > 0 && { productNames: v.productNames }),
    ...(v.locations.length > 0 && { locations: v.locations }),
    ...(v.auctionTypes.length > 0 && { auctionTypes: v.auctionTypes }),
    ...(v.maxEmd !== '' && { maxEmd: Number(v.maxEmd) }),
  };
}

/** The bar's values of a saved query (applying a saved search). */
export const toValues = (q: SavedSearchQuery): SearchValues => ({
  text: q.text ?? '',
  productNames: q.productNames ?? [],
  locations: q.locations ?? [],
  auctionTypes: q.auctionTypes ?? [],
  maxEmd: q.maxEmd ?? '',
});

/** The distinct values of one field of the lots, sorted, as the choices of a multi-select. */
export function choicesOf(
  t: TFunction,
  lots: SearchableLot[],
  field: 'productName' | 'location' | 'auctionType',
  chosen: string[],
) {
  const values = [...new Set([...lots.map((l) => l[field]).filter(Boolean), ...chosen])];
  values.sort((a, b) => a.localeCompare(b, 'en-IN'));
  return values.map((v) => ({ value: v, label: field === 'location' ? v : valueLabel(t, v) }));
}

/** A saved query in one line: "Words: scrap · forward · Kolkata · EMD up to ₹50,000". */
export function describeQuery(t: TFunction, q: SavedSearchQuery): string {
  return [
    q.text && t('search.wordsIs', { value: q.text }),
    ...(q.productNames ?? []).map((v) => valueLabel(t, v)),
    ...(q.locations ?? []),
    ...(q.auctionTypes ?? []).map((v) => valueLabel(t, v)),
    q.maxEmd !== undefined && t('search.emdUpTo', { amount: formatRupees(q.maxEmd) }),
  ]
    .filter(Boolean)
    .join(' · ');
}
