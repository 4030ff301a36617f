/**
 * What the account calls answer (API.md "Auth", "Profile", "Admin users"; SPEC §3 User, Session),
 * as schemas the web app parses the answers with, each held to its shared interface.
 */
import * as z from 'zod/mini';
import { listResponseSchema, type Same } from './common-responses';
import { LANGUAGES } from './language';
import type { ProfileResponse } from './profile';
import type { ProductOption } from './registration';
import { ROLES } from './roles';
import type { LoginResponse, PublicUser } from './session';

/** A user as the API shows it (never the password). */
export const publicUserSchema = z.object({
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
  createdAt: z.string(),
});
true satisfies Same<z.output<typeof publicUserSchema>, PublicUser>;

/** POST /api/auth/login. */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema,
  token: z.string(),
});
true satisfies Same<z.output<typeof loginResponseSchema>, LoginResponse>;

/** GET /api/profile/details (no message) and PUT /api/profile/details. */
export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
});
true satisfies Same<z.output<typeof profileResponseSchema>, ProfileResponse>;
export const profileDetailsSchema = z.object({ user: publicUserSchema });

/** GET /api/admin/getUsers. */
export const userListSchema = z.object({ users: z.array(publicUserSchema) });
/** GET /api/admin/getUserListByRoleType/:role. */
export const usersByRoleSchema = listResponseSchema(publicUserSchema);

/** A product a registrant can pick (GET /api/general/getUserProducts). */
export const productOptionSchema = z.object({ _id: z.string(), productName: z.string() });
true satisfies Same<z.output<typeof productOptionSchema>, ProductOption>;
export const productOptionListSchema = z.object({ data: z.array(productOptionSchema) });
