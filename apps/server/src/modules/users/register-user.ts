import { type RegistrationInput, registrationMessages } from '@neelami/shared/registration';
import type { PublicUser } from '@neelami/shared/session';
import { storedNameOf, uploadMessages } from '@neelami/shared/uploads';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { hashUploadKey } from '../uploads/store-upload';
import { claimDocs } from '../uploads/upload-queries';
import type { TellAccount } from './account-steps';
import { toUserColumns } from './user-columns';
import { findUserByEmail, insertUser, toPublicUser } from './user-queries';

/**
 * POST /api/auth/register (SPEC §3, §5): creates an unverified account and
 * hands it the documents uploaded during registration, all in one transaction,
 * so a failure leaves nothing half-written. Everyone starts unverified: a
 * registrant who picks Admin has no admin rights until an admin verifies them
 * (API.md). A document joins the account only with its upload key (`uploadKeys`,
 * from X-Upload-Key): its URL alone is not proof of having uploaded it.
 */
export async function registerUser(
  deps: { db: Db; tellAccount: TellAccount },
  input: RegistrationInput,
  uploadKeys: readonly string[],
): Promise<PublicUser> {
  const { db } = deps;
  const passwordHash = await hashPassword(input.password);
  const { password: _, ...fields } = input;
  const columns = toUserColumns(fields);
  const names = columns.uploadedDocuments!.map((u) => storedNameOf(u)!);
  const keyHashes = uploadKeys.map(hashUploadKey);
  try {
    const { user, publish } = await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, columns.email))
        throw AppError.conflict(registrationMessages.duplicateEmail);
      const row = await insertUser(tx, { ...columns, passwordHash, isVerified: false });
      // Only documents uploaded anonymously, not yet claimed, and whose key was sent can join.
      if ((await claimDocs(tx, names, keyHashes, row.id)) !== names.length) {
        throw AppError.invalid(uploadMessages.noFile, { uploadedDocuments: uploadMessages.noFile });
      }
      // The registrant is told by mail that the registration arrived and what happens next.
      const publish = await deps.tellAccount(tx, row.id, 'registered', columns);
      return { user: toPublicUser(row, false), publish };
    });
    await publish();
    return user;
  } catch (err) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(err)) throw AppError.conflict(registrationMessages.duplicateEmail);
    throw err;
  }
}
