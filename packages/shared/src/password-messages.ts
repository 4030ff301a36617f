/**
 * The password flows' lengths and messages (SPEC §4, §5, §8), apart from the schemas of password.ts:
 * the room's transaction password dialog and the Hindi catalogue use them without those schemas.
 */

/** Shortest login password accepted on registration, change and reset. */
export const PASSWORD_MIN_LENGTH = 8;
/** Shortest transaction password (typed to enter the auction room, SPEC §6 terms). */
export const TRANSACTION_PASSWORD_MIN_LENGTH = 6;

/** User-facing messages of the password flows (SPEC §4, §5, §8). */
export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: 'Password must be at most 128 characters',
  mismatch: 'New password and confirm password do not match',
  // Forgot password (SPEC §5 Other forms)
  enterEmail: 'Please enter an email',
  enterValidEmail: 'Please enter a valid email',
  enterOtp: 'Please enter the OTP',
  otpFormat: 'The OTP is the 6-digit code from the e-mail',
  // Results (SPEC §8 Password reset / change)
  otpSent: 'OTP sent to your email',
  otpVerified: 'OTP verified',
  otpVerifiedToast: 'OTP verified successfully',
  resetDone: 'Password reset successfully!',
  sendFailed: 'Failed to send OTP',
  verifyFailed: 'OTP verification failed',
  resetFailed: 'Reset failed',
  changed: 'Password changed successfully!',
  changeFailed: 'Password change failed',
  // Server answers
  invalidOtp: 'Invalid or expired OTP',
  wrongCurrent: 'Current password is incorrect',
  sameAsCurrent: 'The new password must differ from the current one',
  transactionSet: 'Transaction password saved',
  transactionTooShort: `Transaction password must be at least ${TRANSACTION_PASSWORD_MIN_LENGTH} characters`,
} as const;
