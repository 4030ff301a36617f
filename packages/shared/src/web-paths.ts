/**
 * The paths of the web app's screens (SPEC §2), one table for the web app's router, the server and
 * the browser tests: the server answers these with the app (200) and any other path with the app's
 * 404 page (404), lists the public ones in /sitemap.xml and keeps the rest out of search engines
 * (/robots.txt); the accessibility test visits each as the people who may see it.
 * apps/web/src/app/routes.test.ts holds the router to this table.
 */

/** Who a screen is for: anyone (and in the sitemap), visitors not logged in, members, Admin. */
export type Audience = 'public' | 'visitor' | 'member' | 'admin';

/**
 * The live room's screens (members' and Admin's, with `?eventId=`): their page connects the room's
 * socket and joins the room before the rest of the app has arrived (the web app's room-start.ts,
 * named by the server in their page, and main.tsx).
 */
export const LIVE_ROOM_PATHS: readonly string[] = ['/auction/auctionRoom', '/admin/liveAuctionAdmin'];

/** Every path the router renders, with its audience. Aliases (`/lander`, `/index.html`) are `alias`. */
export const WEB_PATHS: Readonly<Record<string, Audience | 'alias'>> = {
  '/': 'public',
  '/home': 'alias',
  '/lander': 'alias',
  '/index.html': 'alias',
  '/term': 'public',
  '/bidProcess': 'public',
  '/auctionDocuments': 'public',
  '/companyProfile': 'public',
  '/gallery': 'public',
  '/contact': 'public',
  '/contactus': 'alias',
  '/about': 'public',
  '/verify': 'public',
  '/auction/liveAuctions': 'public',
  '/auction/upcomingAuctions': 'public',
  '/auction/pastAuctions': 'public',
  '/login': 'visitor',
  '/register': 'visitor',
  '/forgotPassword': 'visitor',
  '/auction/auctionRoom': 'member',
  '/seller/lots': 'member',
  '/integrity': 'member',
  '/auction/myPurchases': 'member',
  '/auction/watchlist': 'member',
  '/auction/mySales': 'member',
  '/profile/details': 'member',
  '/profile/changePassword': 'member',
  '/profile/emd': 'member',
  '/profile/alerts': 'member',
  '/notifications': 'member',
  '/admin/registrationlist': 'admin',
  '/admin/addProducts': 'admin',
  '/admin/addLot': 'admin',
  '/admin/auctionPage': 'admin',
  '/admin/createEvent': 'admin',
  '/admin/createSubEvent': 'admin',
  '/admin/ManageSubEventGrid': 'admin',
  '/admin/assignBuyerSeller': 'admin',
  '/admin/flashMessage': 'admin',
  '/admin/eventsRoomAdmin': 'admin',
  '/admin/liveAuctionAdmin': 'admin',
  '/admin/membership': 'admin',
  '/admin/contactUsList': 'admin',
  '/admin/outbox': 'admin',
  '/admin/emd': 'admin',
  '/admin/emdAccount': 'admin',
  '/admin/sales': 'admin',
  '/reports/termReport': 'admin',
  '/reports/rankWiseReport': 'admin',
  '/reports/rankReport': 'admin',
  '/reports/activePartiReport': 'admin',
  '/reports/bidLogReport': 'admin',
  '/reports/emdReport': 'admin',
  '/reports/salesReport': 'admin',
};

/** The paths for one audience, in the table's order. */
export const pathsFor = (audience: Audience | 'alias'): string[] =>
  Object.entries(WEB_PATHS)
    .filter(([, a]) => a === audience)
    .map(([p]) => p);

/** Public pages anyone may read; they go into the sitemap. */
export const PUBLIC_PAGE_PATHS = pathsFor('public');

/** Whether a request path (query string removed) is a screen of the app; a trailing slash is ignored. */
export function isAppPath(path: string): boolean {
  const p = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return Object.hasOwn(WEB_PATHS, p);
}

/** Path prefixes search engines need not crawl: members' screens, forms and the API. */
export const NOT_FOR_CRAWLERS = [
  '/api/',
  '/admin/',
  '/reports/',
  '/profile/',
  '/seller/',
  '/auction/auctionRoom',
  '/notifications',
];
