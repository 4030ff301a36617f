/**
 * The English of the watchlist and the lot search: the star on every lot, the search bar and the saved
 * searches of the upcoming and live lists (loaded with those lists and the live room,
 * i18n/en-screens.ts), and the My Watchlist page (i18n/en-more.ts). Every key needs its Hindi in
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

/** The My Watchlist page (API.md "Alerts, watchlist and saved searches"). */
export const watchlistPageEn = {
  watchlist: {
    title: 'My Watchlist',
    intro:
      'The lots you follow: you are told before they open and close. Times are in IST; leading amounts update every half minute.',
    label: 'Watched lots',
    empty:
      'You are not watching any lot. Tap the star beside a lot in the live or upcoming list to follow it.',
    loadFailed: 'The watchlist could not be loaded.',
    event: 'Event',
    lotNo: 'Lot no.',
    lot: 'Lot',
    location: 'Location',
    opens: 'Opens',
    closes: 'Closes',
    state: 'State',
    leading: 'Leading amount',
    bids: 'Bids',
    youLead: 'You lead',
    yes: 'Yes',
    no: 'No',
    noBid: 'No bid yet',
    enterRoom: 'Enter the room',
    enterRoomOf: 'Enter the room: {{name}}',
    states: { upcoming: 'Upcoming', live: 'Live', closed: 'Closed' },
  },
} as const;
