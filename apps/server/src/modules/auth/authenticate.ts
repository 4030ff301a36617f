import type { Role } from '@neelami/shared/roles';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/access';
import { findOpenSession } from '../users/session-queries';
import { findUserById } from '../users/user-queries';
import { verifyToken } from './tokens';

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
