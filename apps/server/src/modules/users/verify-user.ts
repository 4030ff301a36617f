import { type AdminUserUpdate, registrationMessages } from '@neelami/shared/registration';
import type { PublicUser } from '@neelami/shared/session';
import { storedNameOf, uploadMessages } from '@neelami/shared/uploads';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SessionEnds } from '../../lib/session-ends';
import { findDocs } from '../uploads/upload-queries';
import type { AccountStep, TellAccount } from './account-steps';
import { toUserColumns } from './user-columns';
import { findPublicUser, findUserByEmail, findUserById, updateUser } from './user-queries';

/** Messages of the Verify User Detail screen. */
export const verifyMessages = {
  saved: 'User updated successfully!',
  notFound: 'User not found',
  ownAccount: 'You cannot change your own role or verification',
} as const;

/**
 * PUT /api/admin/verifyUser/:id (SPEC §2 Verify User Detail, §4): an admin
 * corrects a member's fields, sets the role and toggles isVerified. An admin
 * cannot demote or unverify themselves (so the platform never loses its last
 * admin by a slip), and a member's documents must be files stored for that member.
 * Unverifying a member or changing its role closes its live connections (API.md "Realtime"):
 * they were let in with the old rights, and reconnect with the new ones.
 */
export async function verifyUser(
  deps: { db: Db; sessionEnds: SessionEnds; tellAccount: TellAccount },
  input: { adminId: string; userId: string; update: AdminUserUpdate },
): Promise<PublicUser> {
  const { db } = deps;
  const { update } = input;
  const current = await findUserById(db, input.userId);
  if (!current) throw AppError.notFound(verifyMessages.notFound);
  if (input.adminId === input.userId && (update.role !== current.role || !update.isVerified)) {
    throw AppError.invalid(verifyMessages.ownAccount, { role: verifyMessages.ownAccount });
  }
  const columns = toUserColumns(update);
  const names = columns.uploadedDocuments!.map((u) => storedNameOf(u)!);
  const docs = await findDocs(db, names);
  const kept = new Set(current.uploadedDocuments);
  for (const url of columns.uploadedDocuments!) {
    const doc = docs.find((d) => storedNameOf(url) === d.storedName);
    // Documents already on the record stay valid; new ones must be this member's own files.
    if (!kept.has(url) && doc?.ownerId !== current.id) {
      throw AppError.invalid(uploadMessages.noFile, { uploadedDocuments: uploadMessages.noFile });
    }
  }
  if (columns.email !== current.email) {
    const other = await findUserByEmail(db, columns.email);
    if (other && other.id !== current.id) throw AppError.conflict(registrationMessages.duplicateEmail);
  }
  // A change of verification is mailed to the member, in the transaction of the change.
  const step: AccountStep | null =
    update.isVerified === current.isVerified ? null : update.isVerified ? 'verified' : 'unverified';
  let publish = async () => {};
  try {
    publish = await db.transaction(async (tx) => {
      await updateUser(tx, current.id, { ...columns, isVerified: update.isVerified });
      return step ? deps.tellAccount(tx, current.id, step, columns) : async () => {};
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(registrationMessages.duplicateEmail);
    throw err;
  }
  if ((current.isVerified && !update.isVerified) || update.role !== current.role) {
    await deps.sessionEnds.ended({ userId: current.id });
  }
  await publish();
  return (await findPublicUser(db, current.id))!;
}
