/**
 * The English of the home page: its slides and features, the event lists on it and the page shown for
 * an unknown address, exactly as SPEC writes them. They are part of the home page's bundle
 * (i18n/en.ts). Every key needs its Hindi in home-strings-hi.ts (a type error otherwise); the e2e tests
 * read these texts.
 */
export const homeEn = {
  home: {
    badge: "India's e-auction marketplace",
    title: 'Online auctions for scrap, metals and industrial assets',
    intro:
      'Neelami connects steel plants, factories and public sector undertakings with verified traders and recyclers. We run the auction as a neutral facilitator: the seller sets the terms, buyers compete in the open, and the best bid wins.',
    highlights: 'Highlights',
    slides: {
      s1: {
        eyebrow: 'Live e-auctions',
        title: 'Sell scrap and surplus at the true market price',
        text: 'Open, time-bound online bidding brings verified traders and recyclers from across India to every lot you list.',
        alt: 'Laptop showing a rising live bid chart next to an auction gavel',
        cta: 'See how bidding works',
      },
      s2: {
        eyebrow: 'Ferrous and non-ferrous scrap',
        title: 'HMS 1&2, turnings, copper, aluminium and brass',
        text: 'Melting scrap, process scrap and non-ferrous metals from steel plants, foundries and factories, sold lot by lot.',
        alt: 'Scrap yard with a crane magnet lifting heavy melting scrap',
        cta: 'Browse our product range',
      },
      s3: {
        eyebrow: 'Fresh steel and secondary products',
        title: 'Coils, plates, billets and mill rejects',
        text: 'Forward auctions for prime and secondary steel with clear lot specifications, inspection windows and lifting schedules.',
        alt: 'Stack of hot-rolled steel coils with an auction lot tag',
        cta: 'View auction documents',
      },
      s4: {
        eyebrow: 'Reverse auctions for buyers',
        title: 'Procure raw material at the lowest landed cost',
        text: 'Plants and foundries can invite suppliers to bid down for scrap, ferro-alloys and consumables in a reverse auction.',
        alt: 'Induction furnace ladle pouring molten steel into moulds',
        cta: 'Talk to our team',
      },
    },
    features: {
      f1: {
        title: 'Live bidding',
        text: 'Bids update in real time for every participant, with your rank, the leading bid and a countdown for each lot.',
      },
      f2: {
        title: 'Auto bid',
        text: 'Set a ceiling (or a floor in a reverse auction) and the system bids one step at a time on your behalf, never beyond your limit.',
      },
      f3: {
        title: 'Forward and reverse auctions',
        text: 'Sellers run forward auctions where the price climbs; buyers run reverse auctions where suppliers bid the price down.',
      },
      f4: {
        title: 'KYC-verified members',
        text: 'Every bidder is checked against PAN, GST and company documents before being allowed into an auction room.',
      },
      f5: {
        title: 'Transparent reports',
        text: 'Bid logs, rank-wise results, participation and term-acceptance reports are available as PDF and Excel after each event.',
      },
      f6: {
        title: 'Secure payments and EMD',
        text: 'Earnest money deposits and balance payments follow documented rules, with GST and TCS handled on every invoice.',
      },
      f7: {
        title: 'Fair closing with auto-extension',
        text: 'A new leading bid in the last three minutes extends the closing time by three minutes, so nobody wins by sniping.',
      },
      f8: {
        title: 'Flash messages',
        text: 'The auction desk can broadcast notices to everyone in a live room, such as a changed closing time or lifting instructions.',
      },
    },
    whyTitle: 'Why sellers and buyers choose Neelami',
    whyText:
      'Everything an industrial auction needs, from onboarding and KYC to the live room, results and reports, in one place.',
    eventsTitle: 'Auction events',
    eventsIst: 'All times are Indian Standard Time (IST).',
    registerToBid: 'Register to bid',
    ctaTitle: 'Have material to sell or a requirement to source?',
    ctaText:
      'Our auction desk helps you prepare lots, set start prices and increments, and schedule inspection and lifting. Share your requirement and we will call you back within one working day.',
    contactUs: 'Contact us',
    biddingProcess: 'Bidding process',
  },
  lists: {
    tabs: {
      live: 'Live',
      upcoming: 'Upcoming',
      past: 'Past',
      all: 'All',
    },
    eventLists: 'Event lists',
    loadingEvents: 'Loading events',
    noEvents: 'No events to show right now.',
    noEventsText:
      'New auctions are announced regularly. Register and get verified so you are ready to bid when the next event opens.',
    untitled: 'Untitled event',
    live: 'Live',
    noAddress: 'Address to be announced',
    starts: 'Starts:',
    ends: 'Ends:',
    catalogue: 'Catalogue',
    catalogueOf: 'Download catalogue of {{name}}',
  },
  notFound: {
    text: 'The link may be broken, or the page may have been moved.',
    home: 'Back to Home',
  },
  values: {
    'Forward Auction': 'Forward Auction',
    'Reverse Auction': 'Reverse Auction',
    'Normal Auction': 'Normal Auction',
    'Rank Auction': 'Rank Auction',
    'Japanese Auction': 'Japanese Auction',
  },
} as const;
