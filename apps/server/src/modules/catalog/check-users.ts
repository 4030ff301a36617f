import type { Role } from '@neelami/shared/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { listUserRoles } from '../users/person-queries';
import { findUserById } from '../users/user-queries';

/** Refuses (400 on `field`) unless `userId` is a user with role `role`. */
export async function requireUserWithRole(
  db: Db,
  userId: string,
  role: Role,
  field: string,
  message: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || user.role !== role) throw AppError.invalid(message, { [field]: message });
}

/** Refuses (400 on `field`) unless every id is a user with role `role`. */
export async function requireUsersWithRole(
  db: Db,
  userIds: string[],
  role: Role,
  field: string,
  message: string,
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await listUserRoles(db, unique);
  if (rows.length !== unique.length || rows.some((r) => r.role !== role)) {
    throw AppError.invalid(message, { [field]: message });
  }
}
