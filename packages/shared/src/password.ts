import { z } from 'zod';
import { messages } from './messages';
import { PASSWORD_MIN_LENGTH, passwordMessages } from './password-messages';
import { textField } from './text';

export { PASSWORD_MIN_LENGTH, passwordMessages, TRANSACTION_PASSWORD_MIN_LENGTH } from './password-messages';
export { type TransactionPasswordInput, transactionPasswordSchema } from './transaction-password';

const required = (message: string) => z.string({ error: message }).min(1, { error: message });

/** A new login password: at least 8, at most 128 characters (blank → `blankMessage`). */
export const newPasswordRule = (blankMessage: string) =>
  required(blankMessage)
    .min(PASSWORD_MIN_LENGTH, { error: passwordMessages.tooShort })
    .max(128, { error: passwordMessages.tooLong });

/** POST /api/auth/change-password (SPEC §7): what the server receives. */
export const changePasswordSchema = z.object({
  currentPassword: required(messages.allFieldsRequired).max(200),
  newPassword: newPasswordRule(messages.allFieldsRequired),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The /profile/changePassword form: old, new and confirm (SPEC §2, §5 Change password). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: required(messages.allFieldsRequired),
    newPassword: newPasswordRule(messages.allFieldsRequired),
    confirmPassword: required(messages.allFieldsRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

// SPEC §5 Forgot password: "must match a simple {email} pattern".
const forgotEmail = textField({ error: passwordMessages.enterEmail })
  .trim()
  .min(1, { error: passwordMessages.enterEmail })
  .max(254, { error: passwordMessages.enterValidEmail })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: passwordMessages.enterValidEmail })
  .transform((v) => v.toLowerCase());

const otp = z
  .string({ error: passwordMessages.enterOtp })
  .trim()
  .min(1, { error: passwordMessages.enterOtp })
  .regex(/^\d{6}$/, { error: passwordMessages.otpFormat });

/** POST /api/auth/request-password-reset. */
export const requestPasswordResetSchema = z.object({ email: forgotEmail });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

/** POST /api/auth/verify-reset-otp. */
export const verifyResetOtpSchema = z.object({ email: forgotEmail, otp });
export type VerifyResetOtpInput = z.infer<typeof verifyResetOtpSchema>;

/** POST /api/auth/reset-password (SPEC §5: "All fields are required"). */
export const resetPasswordSchema = z.object({
  email: textField({ error: messages.allFieldsRequired })
    .trim()
    .min(1, { error: messages.allFieldsRequired })
    .max(254)
    .transform((v) => v.toLowerCase()),
  otp: z
    .string({ error: messages.allFieldsRequired })
    .trim()
    .min(1, { error: messages.allFieldsRequired })
    .regex(/^\d{6}$/, { error: passwordMessages.otpFormat }),
  newPassword: newPasswordRule(messages.allFieldsRequired),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form of /forgotPassword: new password typed twice. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordRule(messages.allFieldsRequired),
    confirmPassword: required(messages.allFieldsRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** `{ status, message }` answer of change-password and reset-password (SPEC §7). */
export interface PasswordResult {
  success: true;
  status: 'success';
  message: string;
}
