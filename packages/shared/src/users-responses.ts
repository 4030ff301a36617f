/**
 * The profile answer (API.md "Profile"; SPEC §3 User) as the app frame parses it when the language
 * is saved, in zod/mini to keep the home page's JavaScript small. Every other account answer is
 * parsed with `users-api-responses.ts`.
 */
import * as z from 'zod/mini';
import type { Same } from './common-responses';
import { LANGUAGES } from './language';
import type { ProfileResponse } from './profile';
import { ROLES } from './roles';
import type { PublicUser } from './session';

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

/** GET /api/profile/details (no message) and PUT /api/profile/details. */
export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
});
true satisfies Same<z.output<typeof profileResponseSchema>, ProfileResponse>;
