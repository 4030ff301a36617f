import { adminRoutes, reportRoutes } from './admin-routes';
import { named, preloadOf, type ScreenRoute } from './lazy-screen';

export type { ScreenRoute } from './lazy-screen';

// Public routes (SPEC §2 "Public routes"); the home page is in the main bundle.
export const publicRoutes: ScreenRoute[] = [
  {
    path: '/term',
    title: 'Terms and Conditions',
    Component: named(() => import('../features/public/terms-page'), 'TermsPage'),
  },
  {
    path: '/bidProcess',
    title: 'Bidding Process',
    Component: named(() => import('../features/public/bid-process-page'), 'BidProcessPage'),
  },
  {
    path: '/auctionDocuments',
    title: 'Auction Documents',
    Component: named(() => import('../features/public/auction-documents-page'), 'AuctionDocumentsPage'),
  },
  {
    path: '/companyProfile',
    title: 'Company Profile',
    Component: named(() => import('../features/public/company-profile-page'), 'CompanyProfilePage'),
  },
  {
    path: '/gallery',
    title: 'Gallery',
    Component: named(() => import('../features/gallery/gallery-page'), 'GalleryPage'),
  },
  {
    path: '/contact',
    title: 'Contact',
    Component: named(() => import('../features/public/contact-page'), 'ContactPage'),
  },
  {
    path: '/contactus',
    title: 'Contact Us',
    Component: named(() => import('../features/public/contact-us-page'), 'ContactUsPage'),
  },
  {
    path: '/about',
    title: 'About',
    Component: named(() => import('../features/public/about-page'), 'AboutPage'),
  },
  {
    path: '/verify',
    title: 'Verify Receipts',
    Component: named(() => import('../features/public/verify-page'), 'VerifyPage'),
  },
];

// Guest-only routes (SPEC §2).
export const guestRoutes: ScreenRoute[] = [
  {
    path: '/login',
    title: 'Login',
    Component: named(() => import('../features/auth/login-page'), 'LoginPage'),
  },
  {
    path: '/register',
    title: 'Registration',
    Component: named(() => import('../features/auth/register-page'), 'RegisterPage'),
  },
  {
    path: '/forgotPassword',
    title: 'Forgot Password',
    Component: named(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  },
];

// Logged-in routes (SPEC §2), grouped as the menus show them.
export const auctionRoutes: ScreenRoute[] = [
  {
    path: '/auction/liveAuctions',
    title: 'Live Auctions',
    Component: named(() => import('../features/auctions/auction-list-pages'), 'LiveAuctionsPage', 'live'),
  },
  {
    path: '/auction/upcomingAuctions',
    title: 'Upcoming Auctions',
    Component: named(() => import('../features/auctions/auction-list-pages'), 'UpcomingAuctionsPage', 'live'),
  },
  {
    path: '/auction/pastAuctions',
    title: 'Past Auctions',
    Component: named(() => import('../features/auctions/auction-list-pages'), 'PastAuctionsPage', 'live'),
  },
];

export const hiddenMemberRoutes: ScreenRoute[] = [
  {
    path: '/auction/auctionRoom',
    title: 'Live Auctions',
    Component: named(() => import('../features/live-room/live-room-page'), 'LiveRoomPage', 'live'),
  },
  {
    // API.md "Integrity desk": Admin's, and the owner's for its own lot after the close (`?lot=`).
    path: '/integrity',
    title: 'Integrity desk',
    Component: named(() => import('../features/integrity/integrity-desk-page'), 'IntegrityDeskPage'),
  },
  {
    path: '/seller/lots',
    title: 'My Lots',
    Component: named(() => import('../features/seller/seller-lots-page'), 'SellerLotsPage'),
  },
  {
    path: '/auction/myPurchases',
    title: 'My Purchases',
    Component: named(() => import('../features/sales/my-purchases-page'), 'MyPurchasesPage'),
  },
  {
    path: '/auction/watchlist',
    title: 'My Watchlist',
    Component: named(() => import('../features/watchlist/watchlist-page'), 'WatchlistPage'),
  },
  {
    path: '/auction/mySales',
    title: 'My Sales',
    Component: named(() => import('../features/sales/my-sales-page'), 'MySalesPage'),
  },
  {
    path: '/notifications',
    title: 'Notifications',
    Component: named(() => import('../features/notifications/notifications-page'), 'NotificationsPage'),
  },
];

export const profileRoutes: ScreenRoute[] = [
  {
    path: '/profile/details',
    title: 'Profile Details',
    Component: named(() => import('../features/profile/profile-details-page'), 'ProfileDetailsPage'),
  },
  {
    path: '/profile/changePassword',
    title: 'Change Password',
    Component: named(() => import('../features/profile/change-password-page'), 'ChangePasswordPage'),
  },
  {
    path: '/profile/emd',
    title: 'My EMD',
    Component: named(() => import('../features/emd/my-emd-page'), 'MyEmdPage'),
  },
  {
    path: '/profile/alerts',
    title: 'Alert Settings',
    Component: named(() => import('../features/notifications/alert-settings-page'), 'AlertSettingsPage'),
  },
];

/** Every screen of the tables above. */
export const screenRoutes = (): ScreenRoute[] => [
  ...publicRoutes,
  ...guestRoutes,
  ...auctionRoutes,
  ...hiddenMemberRoutes,
  ...adminRoutes,
  ...reportRoutes,
  ...profileRoutes,
];

/**
 * Starts fetching the screen at `pathname` (its code and strings) at once, before React has
 * rendered the router: on a slow link that saves a round trip after the app's own code.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = screenRoutes().find((r) => r.path === pathname);
  return Promise.resolve(route ? preloadOf(route.Component)?.() : undefined);
}
