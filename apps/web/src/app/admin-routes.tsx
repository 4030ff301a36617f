// Admin's screens (SPEC §2 "Admin" and "Reports" menus). The build reads this file beside
// routes.tsx for each screen's own files (build/route-preloads.ts, ROUTE_FILES).
import { named, type ScreenRoute } from './lazy-screen';

export const adminRoutes: ScreenRoute[] = [
  {
    path: '/admin/registrationlist',
    title: 'Verify User Detail',
    Component: named(() => import('../features/admin-users/registration-list-page'), 'RegistrationListPage'),
  },
  {
    path: '/admin/addProducts',
    title: 'Add Product',
    Component: named(() => import('../features/admin-catalog/add-products-page'), 'AddProductsPage'),
  },
  {
    path: '/admin/addLot',
    title: 'Add Lot',
    Component: named(() => import('../features/admin-catalog/add-lot-page'), 'AddLotPage'),
  },
  {
    path: '/admin/auctionPage',
    title: 'Add Auction',
    Component: named(() => import('../features/admin-catalog/add-auction-page'), 'AddAuctionPage'),
  },
  {
    path: '/admin/createEvent',
    title: 'Add Event',
    Component: named(() => import('../features/admin-events/create-event-page'), 'CreateEventPage'),
  },
  {
    path: '/admin/createSubEvent',
    title: 'Add Sub Event',
    Component: named(() => import('../features/admin-events/create-sub-event-page'), 'CreateSubEventPage'),
  },
  {
    path: '/admin/ManageSubEventGrid',
    title: 'Manage Sub Events',
    Component: named(
      () => import('../features/admin-events/manage-sub-event-grid-page'),
      'ManageSubEventGridPage',
    ),
  },
  {
    path: '/admin/assignBuyerSeller',
    title: 'Assign Buyers and Sellers',
    Component: named(() => import('../features/admin-events/assign-page'), 'AssignPage'),
  },
  {
    path: '/admin/flashMessage',
    title: 'Flash Message',
    Component: named(() => import('../features/admin-events/flash-message-page'), 'FlashMessagePage'),
  },
  {
    path: '/admin/eventsRoomAdmin',
    title: 'Events Room',
    Component: named(() => import('../features/admin-events/events-room-admin-page'), 'EventsRoomAdminPage'),
  },
  {
    path: '/admin/liveAuctionAdmin',
    title: 'Live Auctions',
    Component: named(() => import('../features/live-room/live-room-page'), 'LiveRoomPage'),
  },
  {
    path: '/admin/membership',
    title: 'Membership',
    Component: named(() => import('../features/admin-catalog/membership-page'), 'MembershipPage'),
  },
  {
    path: '/admin/contactUsList',
    title: 'Contact Us Query',
    Component: named(() => import('../features/admin-content/contact-us-list-page'), 'ContactUsListPage'),
  },
  {
    path: '/admin/outbox',
    title: 'Outbox (mail and SMS)',
    Component: named(() => import('../features/admin-content/outbox-page'), 'OutboxPage'),
  },
  {
    path: '/admin/emd',
    title: 'EMD (deposits and refunds)',
    Component: named(() => import('../features/emd/admin-emd-page'), 'AdminEmdPage'),
  },
  {
    path: '/admin/emdAccount',
    title: 'EMD Account',
    Component: named(() => import('../features/emd/admin-emd-account-page'), 'AdminEmdAccountPage'),
  },
  {
    path: '/admin/sales',
    title: 'Sales',
    Component: named(() => import('../features/admin-sales/admin-sales-page'), 'AdminSalesPage'),
  },
];

export const reportRoutes: ScreenRoute[] = [
  {
    path: '/reports/termReport',
    title: 'Term Report',
    Component: named(() => import('../features/reports/report-pages'), 'TermReportPage'),
  },
  {
    path: '/reports/rankWiseReport',
    title: 'Rank Wise Report',
    Component: named(() => import('../features/reports/report-pages'), 'RankWiseReportPage'),
  },
  {
    path: '/reports/rankReport',
    title: 'Rank Report',
    Component: named(() => import('../features/reports/report-pages'), 'RankReportPage'),
  },
  {
    path: '/reports/activePartiReport',
    title: 'Active Participants Report',
    Component: named(() => import('../features/reports/report-pages'), 'ActivePartiReportPage'),
  },
  {
    path: '/reports/bidLogReport',
    title: 'Bid Log Report',
    Component: named(() => import('../features/reports/report-pages'), 'BidLogReportPage'),
  },
  {
    path: '/reports/emdReport',
    title: 'EMD Report',
    Component: named(() => import('../features/reports/report-pages'), 'EmdReportPage'),
  },
  {
    path: '/reports/salesReport',
    title: 'Sales Report',
    Component: named(() => import('../features/reports/report-pages'), 'SalesReportPage'),
  },
];
