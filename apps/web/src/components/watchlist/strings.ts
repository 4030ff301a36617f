/**
 * The English of the watchlist and the lot search: the star on every lot, the search bar and the saved
 * searches of the upcoming and live lists (loaded with those lists and the live room,
 * i18n/en-screens.ts); the My Watchlist page's are in page-strings.ts. Every key needs its Hindi in
 * strings-hi.ts (a type error otherwise); the e2e tests read these texts.
 */
export const watchEn = {
  watch: {
    watch: 'Watch {{name}}',
    stopWatching: 'Stop watching {{name}}',
    lotsOf: 'Lots of {{name}}',
    lotsLoading: 'Loading the lots…',
    noLots: 'No lot open to you in this event.',
    emd: 'EMD {{amount}}',
    reserveMet: 'reserve met',
    reserveNotMet: 'reserve not met',
  },
  search: {
    label: 'Search the lots',
    words: 'Words',
    wordsHint: 'In the lot, its details, product, location or event',
    products: 'Product',
    locations: 'Location',
    auctionTypes: 'Auction type',
    maxEmd: 'EMD up to (₹)',
    clear: 'Clear',
    save: 'Save this search',
    saveTitle: 'Save this search',
    saveIntro: 'You will be told when a new lot matches it.',
    name: 'Name of the search',
    saveButton: 'Save',
    matching: '{{count}} matching lots',
    noMatch: 'No lot matches this search.',
    saved: 'Saved searches',
    savedCount: 'Saved searches ({{count}})',
    noSaved: 'No saved search yet.',
    apply: 'Apply',
    applyOf: 'Apply {{name}}',
    deleteOf: 'Delete {{name}}',
    wordsIs: 'Words: {{value}}',
    emdUpTo: 'EMD up to {{amount}}',
  },
} as const;
