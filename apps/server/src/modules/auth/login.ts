import type { LoginInput } from '@neelami/shared/auth';
import { INVALID_CREDENTIALS_MESSAGE } from '@neelami/shared/auth';
import type { LoginResponse } from '@neelami/shared/session';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { verifyDummy, verifyPassword } from '../../lib/passwords';
import { recordLoginIdentifiers, syncProfileIdentifiers } from '../users/member-identifiers';
import { insertSession } from '../users/session-queries';
import { findUserByEmail, toPublicUser } from '../users/user-queries';
import { SESSION_TTL_MS, signToken } from './tokens';

/** Checks the credentials, opens a session and returns `{ success, user, token }` (SPEC §3 Session). */
export async function login(
  db: Db,
  secret: string,
  input: LoginInput,
  meta: { ip: string; userAgent: string; deviceId?: string; now?: Date },
): Promise<LoginResponse> {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await verifyDummy(input.password);
    throw AppError.unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw AppError.unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  const now = meta.now ?? new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const session = await insertSession(db, {
    userId: user.id,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 300),
  });
  // The integrity desk's index (API.md): where the member logged in from, and its profile as it stands.
  await recordLoginIdentifiers(db, user.id, { ip: meta.ip, deviceId: meta.deviceId ?? '', at: now });
  await syncProfileIdentifiers(db, [user]);
  const token = await signToken(secret, { userId: user.id, sessionId: session.id }, expiresAt);
  return { success: true, user: toPublicUser(user, true), token };
}
