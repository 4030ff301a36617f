import type { Language } from '@neelami/shared/language';
import { type ChangePasswordInput, type PasswordResult, passwordMessages } from '@neelami/shared/password';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SessionEnds } from '../../lib/session-ends';
import type { AuthUser } from '../../plugins/access';
import type { Notifier } from '../notify/notifier';
import { revokeUserSessions } from '../users/session-queries';
import { findUserById, updateUser } from '../users/user-queries';
import { languageOf, passwordChangedMail } from './account-mails';

/**
 * POST /api/auth/change-password (SPEC §7): checks the current password, stores
 * the new one and revokes the user's other sessions (a stolen token dies with
 * the old password) and closes their sockets; the session making the change stays open.
 */
export async function changePassword(
  deps: { db: Db; notifier: Notifier; sessionEnds: SessionEnds },
  user: AuthUser,
  input: ChangePasswordInput,
): Promise<PasswordResult> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw AppError.unauthorized();
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw AppError.invalid(passwordMessages.wrongCurrent, { currentPassword: passwordMessages.wrongCurrent });
  }
  if (input.currentPassword === input.newPassword) {
    throw AppError.invalid(passwordMessages.sameAsCurrent, { newPassword: passwordMessages.sameAsCurrent });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, row.id, { passwordHash });
    await revokeUserSessions(tx, row.id, user.sessionId);
  });
  await deps.sessionEnds.ended({ userId: row.id, exceptSessionId: user.sessionId });
  await sendPasswordChangedMail(deps.notifier, row.email, languageOf(row));
  return { success: true, status: 'success', message: passwordMessages.changed };
}

/** Tells the account holder their password changed, so an unexpected change does not go unnoticed. */
export async function sendPasswordChangedMail(notifier: Notifier, email: string, language: Language = 'en') {
  await notifier.email({ to: email, ...passwordChangedMail(language), purpose: 'password-changed' });
}
