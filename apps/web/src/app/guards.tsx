import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { nextPath } from '../lib/next-path';
import { sessionEndedHere } from '../lib/session';
import { useSessionUser } from '../lib/use-session';
import { useShellRender } from './shell-render';

/** Props of the route guards. */
export interface GuardProps {
  children: ReactNode;
}

/** SPEC §2: guest-only routes send a logged-in user to / (or to the page a deep link asked for). */
export function GuestOnly({ children }: GuardProps) {
  const user = useSessionUser();
  const [params] = useSearchParams();
  return user ? <Navigate to={nextPath(params) ?? '/'} replace /> : children;
}

/**
 * SPEC §2: logged-in routes check only that a user is stored (never the role). A deep link opened
 * logged out (a mail's "My Purchases") goes to /login and, once logged in, back to where it
 * pointed; a tab whose member just logged out goes to / as before. The build's first render of a
 * member screen (shell-render.ts) shows the screen.
 */
export function RequireUser({ children }: GuardProps) {
  const user = useSessionUser();
  const shell = useShellRender();
  const here = useLocation();
  if (user || shell) return children;
  if (sessionEndedHere()) return <Navigate to="/" replace />;
  const next = encodeURIComponent(`${here.pathname}${here.search}`);
  return <Navigate to={`/login?next=${next}`} replace />;
}

/** Props of RootRoute: the home page (`children`, for Admin) and a member's landing page. */
export interface RootRouteProps extends GuardProps {
  member: ReactNode;
}

/**
 * SPEC §2: "If no user is stored in the session, / redirects to /home." A logged-in member lands on
 * "Needs you now" (what waits for it, API.md GET /api/member/home) rather than the marketing home,
 * which stays at /home; Admin keeps the home page.
 */
export function RootRoute({ children, member }: RootRouteProps) {
  const user = useSessionUser();
  if (!user) return <Navigate to="/home" replace />;
  return user.role === 'Admin' ? children : member;
}
