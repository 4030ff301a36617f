/**
 * The paths of the web app's screens (SPEC §2), one table for the web app's router and the server:
 * the server answers these with the app (200) and any other path with the app's 404 page (404),
 * lists the public ones in /sitemap.xml and keeps the rest out of search engines (/robots.txt).
 * apps/web/src/app/routes.test.ts holds the router to this table.
 */

/** Public pages anyone may read; they go into the sitemap. */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/home',
  '/term',
  '/bidProcess',
  '/auctionDocuments',
  '/companyProfile',
  '/gallery',
  '/contact',
  '/about',
  '/auction/liveAuctions',
  '/auction/upcomingAuctions',
  '/auction/pastAuctions',
] as const;

/** Every other path the router renders: aliases, forms for guests, and the members' screens. */
export const OTHER_APP_PATHS = [
  '/lander',
  '/index.html',
  '/contactus',
  '/login',
  '/register',
  '/forgotPassword',
  '/auction/auctionRoom',
  '/seller/lots',
  '/admin/registrationlist',
  '/admin/addProducts',
  '/admin/addLot',
  '/admin/auctionPage',
  '/admin/createEvent',
  '/admin/createSubEvent',
  '/admin/ManageSubEventGrid',
  '/admin/assignBuyerSeller',
  '/admin/flashMessage',
  '/admin/eventsRoomAdmin',
  '/admin/liveAuctionAdmin',
  '/admin/membership',
  '/admin/contactUsList',
  '/admin/outbox',
  '/reports/termReport',
  '/reports/rankWiseReport',
  '/reports/rankReport',
  '/reports/activePartiReport',
  '/reports/bidLogReport',
  '/profile/details',
  '/profile/changePassword',
] as const;

const ALL = new Set<string>([...PUBLIC_PAGE_PATHS, ...OTHER_APP_PATHS]);

/** Whether a request path (query string removed) is a screen of the app; a trailing slash is ignored. */
export function isAppPath(path: string): boolean {
  const p = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return ALL.has(p);
}

/** Path prefixes search engines need not crawl: members' screens, forms and the API. */
export const NOT_FOR_CRAWLERS = [
  '/api/',
  '/admin/',
  '/reports/',
  '/profile/',
  '/seller/',
  '/auction/auctionRoom',
];
