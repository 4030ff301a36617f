import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionUser } from '../lib/use-session';
import { useShellRender } from './shell-render';

/** Props of the route guards. */
export interface GuardProps {
  children: ReactNode;
}

/** SPEC §2: guest-only routes send a logged-in user to /. */
export function GuestOnly({ children }: GuardProps) {
  const user = useSessionUser();
  return user ? <Navigate to="/" replace /> : children;
}

/**
 * SPEC §2: logged-in routes check only that a user is stored (never the role); else redirect to /.
 * The build's first render of a member screen (shell-render.ts) shows the screen.
 */
export function RequireUser({ children }: GuardProps) {
  const user = useSessionUser();
  const shell = useShellRender();
  return user || shell ? children : <Navigate to="/" replace />;
}

/** SPEC §2: "If no user is stored in the session, / redirects to /home." */
export function RootRoute({ children }: GuardProps) {
  const user = useSessionUser();
  return user ? children : <Navigate to="/home" replace />;
}
