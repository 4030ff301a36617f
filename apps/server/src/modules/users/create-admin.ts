import { type CreateAdminInput, registrationMessages } from '@neelami/shared/registration';
import type { PublicUser } from '@neelami/shared/session';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail, insertUser, toPublicUser } from './user-queries';

/**
 * `npm run admin:create` (API.md "Demo data"): makes a verified Admin, the way a production
 * database gets its first admin. The profile fields stay blank (the admin fills them in on
 * Verify User Detail). An e-mail that already has an account is refused, never promoted: anyone
 * may register any address, so promoting it would hand admin rights to whoever registered it
 * first, with that person's password. `input` is parsed with the shared `createAdminSchema`.
 */
export async function createAdmin(db: Db, input: CreateAdminInput): Promise<PublicUser> {
  const { email, password } = input;
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw AppError.conflict(registrationMessages.duplicateEmail);
      const row = await insertUser(tx, {
        email,
        passwordHash,
        role: 'Admin',
        isVerified: true,
        type: 'Individual',
        organizationIndividualName: 'Administrator',
        firstName: 'Administrator',
      });
      return toPublicUser(row, false);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(registrationMessages.duplicateEmail);
    throw err;
  }
}
