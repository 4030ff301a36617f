import { PROFILE_SAVED_MESSAGE, type ProfileResponse, type ProfileUpdate } from '@neelami/shared/profile';
import { stateFromGst } from '@neelami/shared/states';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findPublicUser, findUserById, updateUser } from './user-queries';

/**
 * PUT /api/profile/details (SPEC §2 Profile details): a member changes their
 * own contact and address fields. The state of a member whose GSTIN names one
 * stays that GSTIN's state (SPEC §5).
 */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<ProfileResponse> {
  const current = await findUserById(db, userId);
  if (!current) throw AppError.unauthorized();
  await updateUser(db, userId, {
    organizationIndividualName: input.OrganizationIndividualName,
    firstName: input.firstName,
    lastName: input.lastName,
    designation: input.designation,
    cellNumber: input.cellNumber,
    faxNumber: input.faxNumber,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    state: stateFromGst(current.gst) ?? input.state,
    country: input.country,
    pin: input.pin,
    ...(input.language ? { language: input.language } : {}),
  });
  return { success: true, message: PROFILE_SAVED_MESSAGE, user: (await findPublicUser(db, userId))! };
}
