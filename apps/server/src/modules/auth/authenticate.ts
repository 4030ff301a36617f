import type { Role } from '@neelami/shared/roles';
import type { Db } from '../../db/client';
import { findUserById } from '../users/user-queries';
import { findOpenSession } from './session-queries';
import { verifyToken } from './tokens';

/** Who is calling: the user behind a valid token and its open session. */
export interface AuthUser {
  id: string;
  sessionId: string;
  email: string;
  role: Role;
  isVerified: boolean;
  name: string;
}

/** Resolves a bearer token to its user, or null when the token or its session is not valid. */
export async function authenticate(db: Db, secret: string, token: string): Promise<AuthUser | null> {
  const claims = await verifyToken(secret, token);
  if (!claims) return null;
  const session = await findOpenSession(db, claims.sessionId);
  if (!session || session.userId !== claims.userId) return null;
  const user = await findUserById(db, claims.userId);
  if (!user) return null;
  return {
    id: user.id,
    sessionId: session.id,
    email: user.email,
    role: user.role as Role,
    isVerified: user.isVerified,
    name: user.organizationIndividualName,
  };
}

/**
 * Whether the user acts with one of `roles`. API.md: a user who registered as
 * Admin has no admin rights until an existing admin verifies them.
 */
export function hasRole(user: AuthUser, roles: readonly Role[]): boolean {
  if (!roles.includes(user.role)) return false;
  if (user.role === 'Admin' && !user.isVerified) return false;
  return true;
}
