import { z } from 'zod';
import { isoInstant, succeeded } from './api-responses';
import type { Same } from './common-responses';
import { LANGUAGES } from './language';
import type { ProfileResponse } from './profile';
import { ROLES } from './roles';
import type { LoginResponse, PublicUser } from './session';

/** A user as the API shows it (PublicUser, SPEC §3 User without the password). */
export const publicUserSchema = z.strictObject({
  _id: z.string(),
  OrganizationIndividualName: z.string(),
  type: z.string(),
  role: z.enum(ROLES),
  pan: z.string(),
  gst: z.string(),
  productId: z.array(z.string()),
  category: z.string(),
  seller_admin: z.string(),
  membertype: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  designation: z.string(),
  cellNumber: z.string(),
  faxNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  currency: z.string(),
  pin: z.string(),
  uploadedDocuments: z.array(z.string()),
  isVerified: z.boolean(),
  isLoggedIn: z.boolean(),
  hasTransactionPassword: z.boolean(),
  language: z.enum(LANGUAGES),
  createdAt: isoInstant,
});

/** POST /api/auth/login. */
export const loginResponse = succeeded({ user: publicUserSchema, token: z.string() });
/** GET /api/auth/me, GET /api/profile/details. */
export const userResponse = succeeded({ user: publicUserSchema });
/** POST /api/auth/register, PUT /api/profile/details, PUT /api/admin/verifyUser/:id. */
export const savedUserResponse = succeeded({ message: z.string(), user: publicUserSchema });
/** GET /api/admin/getUsers, getListUsersByIds. */
export const usersResponse = succeeded({ users: z.array(publicUserSchema) });
/** GET /api/admin/getUserListByRoleType/:role. */
export const usersDataResponse = succeeded({ data: z.array(publicUserSchema) });
/** Change and reset password: the spec's client also reads `status: 'success'`. */
export const passwordChangedResponse = succeeded({ status: z.literal('success'), message: z.string() });

// The answers are the shared interfaces the screens use.
true satisfies Same<z.output<typeof publicUserSchema>, PublicUser>;
true satisfies Same<z.output<typeof loginResponse>, LoginResponse>;
true satisfies Same<z.output<typeof savedUserResponse>, ProfileResponse>;
