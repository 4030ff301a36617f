import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@neelami/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Access } from '../../plugins/access';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from '../users/seed-demo-users';

// Who may call each route, written by hand from API.md ("Roles and who may call what" and the
// tables below it), NOT read from the routes' own declarations: a route declared with the wrong
// access, a route missing here, or a row here without a route fails the test. The 401/403 checks
// below are driven by this table, so they test the contract rather than echo the code.

/** API.md: anyone. */
const ANYONE = 'public';
/** API.md: anyone; a token, when sent, is read (the use case decides what it may see). */
const ANYONE_OR_USER = 'optional';
/** API.md: any logged-in user (what more is needed is checked in the use case). */
const LOGGED_IN = 'user';
/** API.md: Admin only. */
const ADMIN = ['Admin'] as const;
/**
 * API.md `seller/*`: the member who owns the sub-event, checked in the use case. Owners are
 * Sellers, or the procuring Buyer of a reverse auction (API.md: `ownerId`, "the member who decides
 * on the result"; save-sub-event.ts accepts Seller or Buyer), and winners are Buyers or Sellers.
 */
const OWNER_OR_WINNER = ['Buyer', 'Seller'] as const;

/** API.md "bidding events": a Buyer or Seller (the assignment and the rest checked in the use case). */
const BIDDER = ['Buyer', 'Seller'] as const;

/** API.md "Earnest money (EMD)" `member`: anyone with a ledger of its own (not Admin). */
const MEMBER = ['Buyer', 'Seller', 'Guest/Client'] as const;

const EXPECTED: Record<string, Access> = {
  // Operations: the OpenAPI description and the health check are public (API.md table).
  'GET /api/docs': ANYONE,
  'GET /api/docs/openapi.json': ANYONE,
  'GET /api/health': ANYONE,

  // auth/register, auth/login, password reset: anyone.
  'POST /api/auth/register': ANYONE,
  'POST /api/auth/login': ANYONE,
  'POST /api/auth/request-password-reset': ANYONE,
  'POST /api/auth/verify-reset-otp': ANYONE,
  'POST /api/auth/reset-password': ANYONE,
  // auth/change-password, auth/logout (and `me`, "for the token"): any logged-in user.
  'POST /api/auth/logout': LOGGED_IN,
  'GET /api/auth/me': LOGGED_IN,
  'POST /api/auth/change-password': LOGGED_IN,

  // general/contactus, event lists, gallery list: anyone; allContactUs, gallery upload/delete: Admin.
  'POST /api/general/contactus': ANYONE,
  'GET /api/general/allContactUs': ADMIN,
  'GET /api/general/gallery': ANYONE,
  'POST /api/general/gallery': ADMIN,
  'DELETE /api/general/gallery/:filename': ADMIN,
  'GET /api/general/getAllAuctions': ANYONE,
  'GET /api/general/getTodaysAuctions': ANYONE,
  'GET /api/general/getAllPastAuctions': ANYONE,
  'GET /api/general/getAllUpcomingAuctions': ANYONE,
  // The product list of the registration form (SPEC §7 General), read before anyone has an account.
  'GET /api/general/getUserProducts': ANYONE,
  // general/termAccept: any logged-in user; the live room's event: the live room is a logged-in
  // route (SPEC §2); the catalogue: verified paid members and Admin, checked in the use case.
  'POST /api/general/termAccept': LOGGED_IN,
  'GET /api/general/event/:eventId': LOGGED_IN,
  'GET /api/general/event/:eventId/catalogue': LOGGED_IN,

  // GET /api/auctions[/:id]: anyone.
  'GET /api/auctions': ANYONE,
  'GET /api/auctions/:id': ANYONE,

  // notifications/*: a member's own centre, preferences and push subscriptions (API.md "Alerts,
  // watchlist and saved searches": member).
  'GET /api/notifications': MEMBER,
  'PUT /api/notifications/read-all': MEMBER,
  'PUT /api/notifications/:id/read': MEMBER,
  'GET /api/notifications/preferences': MEMBER,
  'PUT /api/notifications/preferences': MEMBER,
  'POST /api/notifications/push-subscriptions': MEMBER,
  'DELETE /api/notifications/push-subscriptions': MEMBER,
  // The VAPID public key the web app subscribes a browser with.
  'GET /api/notifications/push-key': MEMBER,
  // lot-alerts/*: a member's own watchlist and saved searches.
  'GET /api/watchlist': MEMBER,
  'PUT /api/watchlist/:subEventId': MEMBER,
  'DELETE /api/watchlist/:subEventId': MEMBER,
  'GET /api/saved-searches': MEMBER,
  'POST /api/saved-searches': MEMBER,
  'DELETE /api/saved-searches/:id': MEMBER,

  // API.md "Pre-bids": a bidder sets or raises its pre-bid on an upcoming lot; its own pre-bids
  // waiting for an opening.
  'PUT /api/member/subEvents/:id/prebid': BIDDER,
  'GET /api/member/prebids': BIDDER,
  // API.md "Bid receipts": a bidder's own receipts; a closed lot's chain of digests, anyone.
  'GET /api/member/subEvents/:id/receipts': BIDDER,
  'GET /api/general/subEvents/:id/chain': ANYONE,
  // API.md "tender-then-auction": members tender; Admin and the lot's owner read the lot's tenders.
  'POST /api/member/subEvents/:id/tender': BIDDER,
  'GET /api/member/subEvents/:id/tender': BIDDER,
  'GET /api/admin/subEvents/:id/tenders': ADMIN,
  'GET /api/seller/subEvents/:id/tenders': OWNER_OR_WINNER,

  // API.md "member record": Admin reads any member's and lifts a suspension; a member its own;
  // a closed lot's owner its leader's.
  'GET /api/admin/users/:id/record': ADMIN,
  'POST /api/admin/users/:id/lift-suspension': ADMIN,
  'GET /api/profile/record': LOGGED_IN,
  'GET /api/seller/subEvents/:subEventId/leader-record': OWNER_OR_WINNER,

  // profile/*: any logged-in user.
  'GET /api/profile/details': LOGGED_IN,
  'PUT /api/profile/details': LOGGED_IN,
  'POST /api/profile/transaction-password': LOGGED_IN,
  // API.md "Where money goes": a Seller's payee account (its GET: the Seller's form).
  'GET /api/profile/payee-account': ['Seller'],
  'PUT /api/profile/payee-account': ['Seller'],

  // upload/doc: any logged-in user, also anonymous during registration; files: owner (or the
  // registrant with its X-Upload-Key) and Admin, gallery images public — checked in the use case.
  'POST /api/upload/doc': ANYONE_OR_USER,
  'GET /api/upload/files/:name': ANYONE_OR_USER,

  // API.md "Integrity desk": Admin, and the lot's owner after the close (checked in the use case).
  'GET /api/admin/integrity/subEvents/:id': ['Admin', 'Buyer', 'Seller'],
  // admin/*: Admin only.
  'GET /api/admin/getUsers': ADMIN,
  'GET /api/admin/getListUsersByIds/:ids': ADMIN,
  'GET /api/admin/getUserListByRoleType/:role': ADMIN,
  'PUT /api/admin/verifyUser/:id': ADMIN,
  'POST /api/admin/uploadUserDoc/:id': ADMIN,
  'GET /api/admin/outbox': ADMIN,
  'GET /api/admin/products': ADMIN,
  'POST /api/admin/products': ADMIN,
  'PUT /api/admin/products/:id': ADMIN,
  'DELETE /api/admin/products/:id': ADMIN,
  'POST /api/admin/createLot': ADMIN,
  'GET /api/admin/getAllLots': ADMIN,
  'PUT /api/admin/updateLot/:id': ADMIN,
  'DELETE /api/admin/deleteLot/:id': ADMIN,
  'POST /api/admin/createAuction': ADMIN,
  'GET /api/admin/getAllAuctions': ADMIN,
  'GET /api/admin/getAllPastAuctions': ADMIN,
  'GET /api/admin/getAllUpcomingAuctions': ADMIN,
  'PUT /api/admin/updateAuction/:id': ADMIN,
  'POST /api/admin/createEvent': ADMIN,
  'PUT /api/admin/updateEvent/:id': ADMIN,
  'DELETE /api/admin/deleteEvent/:eventID': ADMIN,
  'GET /api/admin/getAllEvents': ADMIN,
  // API.md "Staggered closing".
  'POST /api/admin/events/:id/stagger': ADMIN,
  'POST /api/admin/addSubEvent/:eventID': ADMIN,
  'PUT /api/admin/updateSubEvent/:eventId/:subEventId': ADMIN,
  'DELETE /api/admin/deleteSubEvent/:eventID/:subEventID': ADMIN,
  'POST /api/admin/enableAutoBid/:eventID/:subEventID': ADMIN,
  'GET /api/admin/getAllSubEvents': ADMIN,
  'POST /api/admin/addFlash': ADMIN,
  'PUT /api/admin/updateFlash/:id': ADMIN,
  'DELETE /api/admin/deleteFlash/:id': ADMIN,
  'GET /api/admin/getAllFlash': ADMIN,
  // API.md "Where money goes": the platform's EMD account and the payee accounts' verification
  // (the GETs: Admin's settings screen and Verify User Detail).
  'GET /api/admin/settings/emd-account': ADMIN,
  'PUT /api/admin/settings/emd-account': ADMIN,
  'GET /api/admin/payee-accounts': ADMIN,
  'GET /api/admin/users/:id/payee-account': ADMIN,
  'PUT /api/admin/users/:id/payee-account': ADMIN,

  // Earnest money (EMD): the member's own ledger; Admin's decisions and any member's ledger.
  'POST /api/emd/deposits': MEMBER,
  'GET /api/emd/ledger': MEMBER,
  'POST /api/emd/refunds': MEMBER,
  'GET /api/admin/emd/deposits': ADMIN,
  'PUT /api/admin/emd/deposits/:id': ADMIN,
  'GET /api/admin/emd/refunds': ADMIN,
  'PUT /api/admin/emd/refunds/:id': ADMIN,
  'GET /api/admin/emd/ledger/:userId': ADMIN,
  // API.md "Where money goes": the platform's EMD account, read by every member.
  'GET /api/general/emd-account': MEMBER,

  // report/*: Admin only.
  'GET /api/report/events': ADMIN,
  'POST /api/report/getReportData': ADMIN,
  'POST /api/report/genReport': ADMIN,
  'GET /api/report/genTermReport/:eventId': ADMIN,
  'GET /api/report/genTermReport/:eventId/:subEventId': ADMIN,
  'GET /api/report/rankWiseReport/:eventId': ADMIN,
  'GET /api/report/rankWiseReport/:eventId/:subEventId': ADMIN,
  'GET /api/report/activeParticipantsReport/:eventId': ADMIN,
  'GET /api/report/activeParticipantsReport/:eventId/:subEventId': ADMIN,
  'GET /api/report/bidLogReport/:eventId': ADMIN,
  'GET /api/report/bidLogReport/:eventId/:subEventId': ADMIN,
  'GET /api/report/rankReport/:eventId': ADMIN,
  'GET /api/report/rankReport/:eventId/:subEventId': ADMIN,
  'GET /api/report/emdReport/:eventId': ADMIN,
  'GET /api/report/emdReport/:eventId/:subEventId': ADMIN,
  'GET /api/report/salesReport/:eventId': ADMIN,

  // seller/*: the owner (or, for wins, the winner), checked in the use case.
  'GET /api/seller/subEvents': OWNER_OR_WINNER,
  'GET /api/seller/wins': OWNER_OR_WINNER,
  'GET /api/seller/bidLots': OWNER_OR_WINNER,
  'GET /api/seller/subEvents/:subEventId/bids': OWNER_OR_WINNER,
  'POST /api/seller/subEvents/:subEventId/authorize': OWNER_OR_WINNER,
  'POST /api/seller/subEvents/:subEventId/approval': OWNER_OR_WINNER,
  'POST /api/seller/subEvents/:subEventId/counter': OWNER_OR_WINNER,
  'POST /api/seller/bids/:bidId/status': OWNER_OR_WINNER,
  // The letter: winner, owner and Admin (checked in the use case).
  'GET /api/seller/subEvents/:subEventId/letter': LOGGED_IN,

  // After the award (API.md): sales where the caller is the buyer or the owner, and each call on a
  // sale by the buyer, the owner or Admin — who the caller is to the sale is checked in the use case
  // (a stranger 403). Default, offer-next and Admin's list: Admin only.
  'GET /api/sales': LOGGED_IN,
  'GET /api/sales/:id': LOGGED_IN,
  'POST /api/sales/:id/payments': LOGGED_IN,
  'PUT /api/sales/:id/payments/:paymentId': LOGGED_IN,
  'GET /api/sales/:id/delivery-order': LOGGED_IN,
  'GET /api/sales/:id/tax-invoice': LOGGED_IN,
  'POST /api/sales/:id/liftings': LOGGED_IN,
  'POST /api/sales/:id/close': LOGGED_IN,
  'POST /api/sales/:id/offer': LOGGED_IN,
  'GET /api/admin/sales': ADMIN,
  'POST /api/admin/sales/:id/cancel': ADMIN,
  'POST /api/admin/sales/:id/default': ADMIN,
  'POST /api/admin/sales/:id/offer-next': ADMIN,

  // What needs a member now (API.md "Where money goes, and what needs a member now"): member.
  'GET /api/member/home': MEMBER,
};

let t: TestApp;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  for (const role of ROLES) {
    const email = DEMO_USERS.find((u) => u.role === role)!.email;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    tokens.set(role, res.json().token);
  }
});
afterAll(async () => {
  await t.close();
});

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID()).replace(/\*$/, 'x');
const isRoles = (a: Access): a is readonly Role[] => Array.isArray(a);
const sameAccess = (a: Access, b: Access) =>
  isRoles(a) && isRoles(b) ? [...a].sort().join() === [...b].sort().join() : a === b;
const expectedRoutes = () =>
  Object.entries(EXPECTED).map(([key, access]) => {
    const [method, url] = key.split(' ');
    return { key, method, url, access };
  });

describe('endpoint × role matrix', () => {
  it('has a row in the table for every route the app serves', () => {
    const missing = t.app.routeAccess.map((r) => `${r.method} ${r.url}`).filter((k) => !(k in EXPECTED));
    expect(missing, 'routes without a row in EXPECTED (add them with API.md’s access)').toEqual([]);
  });

  it('names no route in the table that the app does not serve', () => {
    const served = new Set(t.app.routeAccess.map((r) => `${r.method} ${r.url}`));
    const stale = Object.keys(EXPECTED).filter((k) => !served.has(k));
    expect(stale, 'rows in EXPECTED without a route').toEqual([]);
  });

  it('declares on every route the access API.md gives it', () => {
    const wrong = t.app.routeAccess
      .filter((r) => `${r.method} ${r.url}` in EXPECTED)
      .filter((r) => !sameAccess(r.access, EXPECTED[`${r.method} ${r.url}`]))
      .map((r) => ({
        route: `${r.method} ${r.url}`,
        declared: r.access,
        expected: EXPECTED[`${r.method} ${r.url}`],
      }));
    expect(wrong).toEqual([]);
  });

  it('answers 401 without a token on every route the table guards', async () => {
    const guarded = expectedRoutes().filter((r) => r.access === LOGGED_IN || isRoles(r.access));
    expect(guarded.length).toBeGreaterThan(50);
    for (const r of guarded) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), payload: {} });
      expect(res.statusCode, r.key).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 403 for each role the table leaves out, on every role-restricted route', async () => {
    let checked = 0;
    for (const r of expectedRoutes()) {
      const allowed = r.access;
      if (!isRoles(allowed)) continue;
      for (const role of ROLES.filter((x) => !allowed.includes(x))) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: { authorization: `Bearer ${tokens.get(role)}` },
          payload: {},
        });
        expect(res.statusCode, `${role} → ${r.key}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    console.info(`role matrix: ${Object.keys(EXPECTED).length} routes, ${checked} wrong-role calls refused`);
  });

  it('never asks for a login on a route the table makes public', async () => {
    for (const r of expectedRoutes().filter((x) => x.access === ANYONE)) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), payload: {} });
      expect([401, 403], r.key).not.toContain(res.statusCode);
    }
  });
});
