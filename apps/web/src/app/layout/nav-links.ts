import type { SessionUser } from '@neelami/shared/session';
import { adminRoutes, reportRoutes } from '../admin-routes';
import { auctionRoutes, profileRoutes } from '../routes';

/** A top-level menu: a single link or a dropdown of links. */
export interface NavMenu {
  label: string;
  to?: string;
  items?: { label: string; to: string }[];
}

const aboutItems = [
  { label: 'About Us', to: '/about' },
  { label: 'Company Profile', to: '/companyProfile' },
  { label: 'Bidding Process', to: '/bidProcess' },
  { label: 'Auction Documents', to: '/auctionDocuments' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Terms and Conditions', to: '/term' },
  { label: 'Contact Us', to: '/contactus' },
];

const toItems = (routes: { path: string; title: string }[]) =>
  routes.map((r) => ({ label: r.title, to: r.path }));

/**
 * SPEC §2 "Navigation": Auctions only when logged in; Admin and Reports only for
 * role Admin; Login and Registration only when logged out; About leads to the
 * information pages. (The server enforces roles; the menus only hide.)
 */
export function menusFor(user: SessionUser | null): NavMenu[] {
  const menus: NavMenu[] = [
    { label: 'Home', to: '/home' },
    // A member's landing page after login (API.md GET /api/member/home): what waits for it now.
    ...(user && user.role !== 'Admin' ? [{ label: 'Needs you now', to: '/' }] : []),
    { label: 'About', items: aboutItems },
  ];
  // My Lots: the lots a Seller or Buyer owns (the seller in a forward auction, the procuring buyer
  // in a reverse one) and the lots they won, with the letter of acceptance. Beside it the sales
  // after the award: My Purchases (the lots they won) and My Sales (their own lots, sold).
  if (user) {
    // My Watchlist: the lots a member follows (any member; Admin watches none).
    const watch = user.role === 'Admin' ? [] : [{ label: 'My Watchlist', to: '/auction/watchlist' }];
    const own =
      user.role === 'Seller' || user.role === 'Buyer'
        ? [
            { label: 'My Lots', to: '/seller/lots' },
            { label: 'My Purchases', to: '/auction/myPurchases' },
            ...watch,
            { label: 'My Sales', to: '/auction/mySales' },
          ]
        : watch;
    menus.push({ label: 'Auctions', items: [...toItems(auctionRoutes), ...own] });
  }
  if (user?.role === 'Admin') {
    menus.push({ label: 'Admin', items: toItems(adminRoutes) });
    menus.push({ label: 'Reports', items: toItems(reportRoutes) });
  }
  // My EMD and Alert Settings: members' earnest money and alerts; Admin keeps neither.
  const membersOnly = ['/profile/emd', '/profile/alerts'];
  const profile = profileRoutes.filter((r) => !membersOnly.includes(r.path) || user?.role !== 'Admin');
  if (user) menus.push({ label: 'Profile', items: toItems(profile) });
  else {
    menus.push({ label: 'Login', to: '/login' });
    menus.push({ label: 'Registration', to: '/register' });
  }
  return menus;
}
