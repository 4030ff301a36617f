import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { HomePage } from '../features/public/home-page';
import { NotFoundPage } from '../features/public/not-found-page';
import { adminRoutes, reportRoutes } from './admin-routes';
import { GuestOnly, RequireUser, RootRoute } from './guards';
import { AppLayout } from './layout/app-layout';
import { named } from './lazy-screen';
import {
  auctionRoutes,
  guestRoutes,
  hiddenMemberRoutes,
  profileRoutes,
  publicRoutes,
  type ScreenRoute,
} from './routes';

// A member's landing page at / (guards.tsx RootRoute): its code and strings come when it is shown.
const MemberHomePage = named(() => import('../features/member-home/member-home-page'), 'MemberHomePage');

const plain = (r: ScreenRoute) => ({ path: r.path, Component: r.Component });
const member = (r: ScreenRoute) => ({
  path: r.path,
  element: (
    <RequireUser>
      <r.Component />
    </RequireUser>
  ),
});
const guest = (r: ScreenRoute) => ({
  path: r.path,
  element: (
    <GuestOnly>
      <r.Component />
    </GuestOnly>
  ),
});

/**
 * The route table of SPEC §2, rendered by AppRoutes inside the browser's router (main.tsx) or, when
 * the build prerenders a screen, a memory router (prerender.tsx).
 */
export const appRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        path: '/',
        element: (
          <RootRoute member={<MemberHomePage />}>
            <HomePage />
          </RootRoute>
        ),
      },
      { path: '/home', Component: HomePage },
      { path: '/lander', Component: HomePage },
      ...publicRoutes.map(plain),
      ...guestRoutes.map(guest),
      ...[...auctionRoutes, ...hiddenMemberRoutes, ...adminRoutes, ...reportRoutes, ...profileRoutes].map(
        member,
      ),
      { path: '/index.html', element: <Navigate to="/" replace /> },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * The screen of the current path. The routes are rendered by a plain router, not a data router
 * (createBrowserRouter): the app loads no data through its routes, and the data router's code would
 * more than double the router's share of every page's JavaScript.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
