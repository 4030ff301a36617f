import { z } from 'zod';
import { CHOOSE_LANGUAGE_MESSAGE, LANGUAGES } from './language';
import { userFieldRules } from './registration';
import type { PublicUser } from './session';

/**
 * PUT /api/profile/details: the fields of SPEC §2 "Profile details" a member
 * may change. E-mail (the login), role, member type, PAN, GST and the
 * documents are read-only here: only an admin changes them (Verify User Detail).
 */
export const profileFieldsSchema = z.object({
  OrganizationIndividualName: userFieldRules.OrganizationIndividualName,
  firstName: userFieldRules.firstName,
  lastName: userFieldRules.lastName,
  designation: userFieldRules.designation,
  cellNumber: userFieldRules.cellNumber,
  faxNumber: userFieldRules.faxNumber,
  addressLine1: userFieldRules.addressLine1,
  addressLine2: userFieldRules.addressLine2,
  city: userFieldRules.city,
  state: userFieldRules.state,
  country: userFieldRules.country,
  pin: userFieldRules.pin,
});
/** The profile form's value shape. */
export type ProfileForm = z.input<typeof profileFieldsSchema>;
/**
 * The body of PUT /api/profile/details: the form's fields and, optionally, the
 * member's `language` (API.md; unchanged when not sent). The state of a member
 * whose GSTIN names one stays that GSTIN's state (SPEC §5); the server applies it.
 */
export const profileUpdateSchema = profileFieldsSchema.extend({
  language: z.enum(LANGUAGES, { error: CHOOSE_LANGUAGE_MESSAGE }).optional(),
});
/** A validated profile update. */
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** `{ success, user }` answer of the profile calls. */
export interface ProfileResponse {
  success: true;
  message: string;
  user: PublicUser;
}

/** The message shown after the profile is saved. */
export const PROFILE_SAVED_MESSAGE = 'Profile updated successfully!';
