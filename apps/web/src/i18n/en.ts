import type { enMore } from './en-more';
import type { enScreens } from './en-screens';

/**
 * The English strings of the home page and the frame of every page — header, menus, footer, event
 * lists: exactly as SPEC writes them. The other screens' English is in en-screens.ts
 * and en-more.ts, loaded with those screens. Every key needs its Hindi in hi.ts (a type error otherwise); the e2e
 * tests read these texts.
 */
export const en = {
  language: {
    switchTo: 'हिन्दी में देखें (Switch to Hindi)',
    short: 'हिन्दी',
  },
  header: {
    homeTitle: 'Neelami home page',
    tagline: 'Online e-auctions for industry',
    mainNav: 'Main',
    logout: 'Logout',
    openMenu: 'Open menu',
    menu: 'Menu',
    themeTo: 'Switch to {{scheme}} theme',
    light: 'light',
    dark: 'dark',
  },
  /** Menu and page titles, keyed by their English text (SPEC §2 Navigation). */
  nav: {
    Home: 'Home',
    About: 'About',
    Auctions: 'Auctions',
    Admin: 'Admin',
    Reports: 'Reports',
    Profile: 'Profile',
    Login: 'Login',
    Registration: 'Registration',
    'About Us': 'About Us',
    'Company Profile': 'Company Profile',
    'Bidding Process': 'Bidding Process',
    'Auction Documents': 'Auction Documents',
    Gallery: 'Gallery',
    'Terms and Conditions': 'Terms and Conditions',
    'Contact Us': 'Contact Us',
    'Live Auctions': 'Live Auctions',
    'Upcoming Auctions': 'Upcoming Auctions',
    'Past Auctions': 'Past Auctions',
    'My Lots': 'My Lots',
    'My Purchases': 'My Purchases',
    'My Sales': 'My Sales',
    'Profile Details': 'Profile Details',
    'Change Password': 'Change Password',
    Sales: 'Sales',
    'Sales Report': 'Sales Report',
    'Term Report': 'Term Report',
    'Rank Wise Report': 'Rank Wise Report',
    'Rank Report': 'Rank Report',
    'Active Participants Report': 'Active Participants Report',
    'Bid Log Report': 'Bid Log Report',
    'EMD Report': 'EMD Report',
    'Verify User Detail': 'Verify User Detail',
    'Add Product': 'Add Product',
    'Add Lot': 'Add Lot',
    'Add Auction': 'Add Auction',
    'Add Event': 'Add Event',
    'Add Sub Event': 'Add Sub Event',
    'Manage Sub Events': 'Manage Sub Events',
    'Assign Buyers and Sellers': 'Assign Buyers and Sellers',
    'Flash Message': 'Flash Message',
    'Events Room': 'Events Room',
    Membership: 'Membership',
    'Contact Us Query': 'Contact Us Query',
    'Outbox (mail and SMS)': 'Outbox (mail and SMS)',
    'EMD (deposits and refunds)': 'EMD (deposits and refunds)',
    'My EMD': 'My EMD',
  },
  footer: {
    about:
      'A neutral online e-auction platform for ferrous and non-ferrous scrap, metals, machinery and industrial assets across India.',
    platform: 'Platform',
    company: 'Company',
    rights: '© {{year}} Neelami. All prices in ₹ (INR); all times in IST.',
    jurisdiction: 'Subject to the jurisdiction of courts at Rewari, Haryana.',
  },
  common: {
    closeMessage: 'Close message',
    cancel: 'Cancel',
    accept: 'Accept',
    somethingWentWrong: 'Something went wrong',
    screenFailed: 'This page could not be shown',
    screenFailedHint:
      'Its code did not load, or it stopped with an error. Your bids, deposits and payments are kept on the server. Reload the page to try again.',
    reload: 'Reload',
    loading: 'Loading',
    partFailed: 'This part of the page could not be loaded. Check your connection and try again.',
    carousel: 'carousel',
    slide: 'slide',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
  },
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

/** Every English key: the home page's and the other screens'. */
export type AllEnglish = typeof en & typeof enScreens & typeof enMore;

/** The shape every language's strings have: the English keys, any text. */
export type Strings<T = AllEnglish> = {
  readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]>;
};
