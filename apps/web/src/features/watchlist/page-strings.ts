/**
 * The English of the My Watchlist page. It loads with the screens beyond the lists and the room
 * (i18n/en-more.ts), apart from the lists' own (strings.ts). Its Hindi is in page-strings-hi.ts.
 */
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
