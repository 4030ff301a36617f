import { z } from 'zod';
import { choice as oneOf, requiredOr, requiredText } from './fields';
import { fillOutField, messages, selectAtLeastOne } from './messages';
import { newPasswordRule } from './password';
import { REGISTRATION_LABELS } from './registration-labels';
import { ROLES } from './roles';
import { STATE_CODES, stateFromGst } from './states';
import { hasGstinCheckChar, isGstinPattern, isPanPattern } from './tax-ids';
import { textField } from './text';
import { storedNameOf, uploadMessages } from './uploads';

/** SPEC §3 member types offered at registration. */
export const MEMBER_TYPES = [
  'BRONZE MEMBERSHIP',
  'SILVER MEMBERSHIP',
  'GOLD MEMBERSHIP',
  'SUPER GOLD MEMBERSHIP',
] as const;

/** SPEC §3 registrant types. */
export const USER_TYPES = ['Individual', 'Organization'] as const;

export { REGISTRATION_LABELS } from './registration-labels';

type Field = keyof typeof REGISTRATION_LABELS;

/**
 * Fields a registrant may leave empty; the form marks them "(optional)".
 * Fax is rare today; a second address line, a designation (individuals have
 * none), a product category and the seller's admin contact are extras.
 */
export const OPTIONAL_REGISTRATION_FIELDS = [
  'category',
  'seller_admin',
  'designation',
  'faxNumber',
  'addressLine2',
] as const satisfies readonly Field[];

/** Registration messages that are not of the "fill out" kind (SPEC §5). */
export const registrationMessages = {
  pan: 'PAN must be exactly 10 characters',
  gst: 'GST must be exactly 15 characters',
  panPattern: 'PAN must be 5 letters, 4 digits and a letter, as in ABCPS1234K',
  gstPattern: 'GSTIN must be the state code, the PAN, an entity number, Z and a check character',
  gstCheck: 'This GSTIN’s last character does not match the rest: check it for a mistyped character',
  pin: 'PIN must be a 6-digit number',
  email: messages.enterEmail,
  cellNumber: 'Enter a valid 10-digit mobile number',
  tooLong: 'This value is too long',
  success: 'Registration successful!',
  rejected: 'Something went wrong!',
  callFailed: 'Failed to submit form. Please try again later.',
  duplicateEmail: 'An account with this email already exists',
} as const;

const fill = (f: Field) => fillOutField(REGISTRATION_LABELS[f]);

/** A non-blank text field: 'Please fill out the {field} field'. */
const text = (f: Field, max = 200) =>
  requiredText(max, { required: fill(f), tooLong: registrationMessages.tooLong });

/** An optional text field: missing or blank becomes ''. */
const optionalText = (max = 200) =>
  textField().trim().max(max, { error: registrationMessages.tooLong }).optional().default('');

/** Non-blank, then exactly `n` characters, stored upper-case (PAN, GSTIN). */
const exact = (f: Field, n: number, message: string) =>
  textField({ error: requiredOr(messages.enterText, fill(f)) })
    .trim()
    .min(1, { error: fill(f) })
    .length(n, { error: message })
    .transform((v) => v.toUpperCase());

/** A mobile as people type it: spaces and hyphens between the digits are dropped, then checked. */
const mobile = () =>
  text('cellNumber', 20)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(textField().regex(/^(\+91|0)?[6-9]\d{9}$/, { error: registrationMessages.cellNumber }));

const choice = <const T extends readonly [string, ...string[]]>(f: Field, values: T) =>
  oneOf(values, fill(f));

/** The field rules of SPEC §5, one per field, reused by registration, profile and admin edit. */
export const userFieldRules = {
  OrganizationIndividualName: text('OrganizationIndividualName'),
  type: choice('type', USER_TYPES),
  role: choice('role', ROLES),
  // Not text(): its max would answer first for a long value; length() gives the spec's message.
  pan: exact('pan', 10, registrationMessages.pan).refine(isPanPattern, {
    error: registrationMessages.panPattern,
  }),
  gst: exact('gst', 15, registrationMessages.gst)
    .refine(isGstinPattern, { error: registrationMessages.gstPattern, abort: true })
    .refine(hasGstinCheckChar, { error: registrationMessages.gstCheck }),
  productId: z
    .array(textField().trim().min(1).max(100), { error: selectAtLeastOne(REGISTRATION_LABELS.productId) })
    .min(1, { error: selectAtLeastOne(REGISTRATION_LABELS.productId) })
    .max(50),
  category: optionalText(),
  seller_admin: optionalText(),
  membertype: choice('membertype', MEMBER_TYPES),
  email: text('email', 254)
    .pipe(z.email({ error: registrationMessages.email }))
    .transform((v) => v.toLowerCase()),
  firstName: text('firstName', 100),
  lastName: text('lastName', 100),
  designation: optionalText(100),
  cellNumber: mobile(),
  faxNumber: optionalText(30),
  addressLine1: text('addressLine1'),
  addressLine2: optionalText(),
  city: text('city', 100),
  state: choice('state', STATE_CODES),
  country: choice('country', ['India']),
  currency: choice('currency', ['INR']),
  pin: textField({ error: requiredOr(messages.enterText, fill('pin')) })
    .trim()
    .min(1, { error: fill('pin') })
    .regex(/^\d{6}$/, { error: registrationMessages.pin }),
  uploadedDocuments: z
    .array(
      z
        .string({ error: uploadMessages.noFile })
        .refine((u) => storedNameOf(u) !== null, { error: uploadMessages.noFile }),
      { error: selectAtLeastOne(REGISTRATION_LABELS.uploadedDocuments) },
    )
    .min(1, { error: selectAtLeastOne(REGISTRATION_LABELS.uploadedDocuments) })
    .max(10),
};

/**
 * SPEC §5: "Typing a gst whose first two digits match a state code sets the
 * state automatically." The server applies the same rule, so a GSTIN and its
 * state never disagree.
 */
export function withStateFromGst(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const r = raw as Record<string, unknown>;
  const state = typeof r.gst === 'string' ? stateFromGst(r.gst) : undefined;
  return state ? { ...r, state } : raw;
}

/** The registration fields without the GST → state rule (the form's value shape). */
export const registrationFieldsSchema = z.object({
  ...userFieldRules,
  password: newPasswordRule(fill('password')),
});

/**
 * `npm run admin:create` (API.md "Demo data"): the first admin's e-mail and password, by the
 * registration rules (a valid e-mail; a password of 8 to 128 characters).
 */
export const createAdminSchema = z.object({
  email: userFieldRules.email,
  password: registrationFieldsSchema.shape.password,
});
export type CreateAdminInput = z.infer<typeof createAdminSchema>;

/** POST /api/auth/register (SPEC §3 User, §5 Registration). */
export const registrationSchema = z.preprocess(withStateFromGst, registrationFieldsSchema);
/** What the registration form holds before validation. */
export type RegistrationForm = z.input<typeof registrationFieldsSchema>;
/** A validated registration. */
export type RegistrationInput = z.infer<typeof registrationFieldsSchema>;

/**
 * PUT /api/admin/verifyUser/:id (Verify User Detail, SPEC §2): the user's
 * fields with the same rules, plus isVerified. An admin may leave the product
 * and document lists empty (accounts made by `npm run admin:create` have none).
 */
export const adminUserFieldsSchema = z.object({
  ...userFieldRules,
  productId: z.array(textField().trim().min(1).max(100)).max(50),
  uploadedDocuments: z
    .array(z.string().refine((u) => storedNameOf(u) !== null, { error: uploadMessages.noFile }))
    .max(20),
  isVerified: z.boolean({ error: requiredOr(messages.chooseYesOrNo, 'Choose whether the user is verified') }),
});
export const adminUserUpdateSchema = z.preprocess(withStateFromGst, adminUserFieldsSchema);
export type AdminUserUpdate = z.infer<typeof adminUserFieldsSchema>;

/**
 * SPEC §2 says the verify screen offers roles "Admin, User, Viewer"; those are
 * the old screen's labels for the roles of SPEC §3. The grid shows the real
 * roles with the old label alongside.
 */
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  Admin: 'Admin',
  Buyer: 'Buyer (User)',
  Seller: 'Seller',
  'Guest/Client': 'Guest/Client (Viewer)',
};

/** A product a registrant can pick (GET /api/general/getUserProducts). */
export interface ProductOption {
  _id: string;
  productName: string;
}
