/**
 * The English of "Needs you now", a member's landing page after login (API.md "Where money goes,
 * and what needs a member now"). They load with the screens beyond the live room (i18n/en-more.ts).
 * Every key needs its Hindi in strings-hi.ts (a type error otherwise); the e2e tests read these texts.
 */
export const memberHomeEn = {
  needs: {
    title: 'Needs you now',
    intro:
      'What waits for you: money due and its dates, decisions, lots opening today and deposits being checked.',
    loadFailed: 'What needs you could not be loaded.',
    allClear: 'Nothing needs you right now.',
    allClearHint:
      'No payment is due, no decision waits for you, none of your lots opens today and no deposit is being checked.',
    seeLive: 'Live auctions',
    seeUpcoming: 'Upcoming auctions',
    seeWatchlist: 'My Watchlist',
    lot: '#{{no}} {{name}}',
    dues: {
      title: 'Payments due',
      balance: 'Balance due {{amount}}, pay by {{date}}',
      overdue: 'Overdue: it was due by {{date}}',
      confirmed: '{{amount}} paid and confirmed',
      reported: '{{amount}} reported, awaiting confirmation',
      toPay: 'Still to pay: {{amount}}',
      nothingToPay: 'Nothing more to pay now: the owner is checking what you reported.',
      act: 'Pay on My Purchases',
    },
    decisions: {
      title: 'Decisions waiting for you',
      authorise: 'Closed {{at}} with a leading bid of {{amount}}: authorise the winner or refuse.',
      authoriseAct: 'Decide in My Lots',
      confirm: '{{buyer}} reported {{amount}} on {{at}}: confirm it once it is in your account.',
      confirmAct: 'Confirm in My Sales',
      offer: 'Offered to you at your own best bid, {{amount}} in all: answer by {{date}}.',
      offerAct: 'Answer on My Purchases',
    },
    opening: {
      title: 'Opening today',
      times: 'From {{opens}} to {{closes}}',
      live: 'Live now',
      later: 'Opens later today',
      assigned: 'Assigned to you',
      watched: 'On your watchlist',
      act: 'Enter the room',
    },
    deposits: {
      title: 'EMD deposits being checked',
      line: '{{amount}} · UTR {{utr}} · paid on {{date}}',
      waiting: 'Reported {{at}}; Admin verifies it against the bank before it counts.',
      act: 'See My EMD',
    },
  },
} as const;
