import { REGISTRATION_LABELS } from '@neelami/shared/registration-labels';

/**
 * The English of login, registration and the password reset, exactly as SPEC writes them. They load
 * with every screen but the live list and the live room (i18n/en-more.ts), so the room's first load
 * does not carry them. Every key needs its Hindi in strings-hi.ts (a type error otherwise); the e2e
 * tests read these texts.
 */
export const authEn = {
  login: {
    title: 'Login',
    intro: 'Sign in to bid, follow your auctions and manage your account.',
    form: 'Login form',
    email: 'Email',
    password: 'Password',
    forgot: 'Forgot Password?',
    submit: 'Login',
    newHere: 'New to Neelami?',
    registerHere: 'Register here',
    /** The toast after login for a member who has not set a transaction password (transaction-password-reminder.tsx). */
    remindTitle: 'Set your transaction password',
    remindText:
      'Set your transaction password before bidding: {{lot}} ({{event}}) {{when}}, and its auction room asks for it at the door.',
    remindOpenNow: 'is open now',
    remindOpens: 'opens {{time}}',
    remindSetNow: 'Set it now',
  },
  register: {
    // The labels the server's messages name the fields by ("Please fill out the PAN field").
    labels: REGISTRATION_LABELS,
    optional: '{{label}} (optional)',
    title: 'Registration',
    intro:
      'Register as a buyer, seller or guest to take part in Neelami e-auctions. An admin verifies every registration before you can bid. Already registered?',
    logIn: 'Log in',
    doneText:
      'We will verify your details and documents. You can log in now; bidding opens once an admin has verified your account.',
    form: 'Registration form',
    account: 'Account',
    passwordHint: 'At least 8 characters',
    organisation: 'Organisation',
    gstHint: 'The first two digits set the state',
    products: 'Products',
    productsPick: 'Pick the products you trade',
    loading: 'Loading…',
    noProduct: 'No such product',
    productsFailed: 'Could not load the products',
    categoryHint: 'e.g. Ferrous Scrap',
    sellerAdminHint: "For sellers: the name of the seller's admin contact",
    contactPerson: 'Contact person',
    address: 'Address',
    stateFromGst: 'Set from the GST',
    kyc: 'KYC documents',
    india: 'India',
    submit: 'Register',
    documents: 'Documents',
    remove: 'Remove {{name}}',
  },
  forgot: {
    title: 'Forgot Password',
    intro: 'We e-mail you a one-time code (valid for 10 minutes) to set a new password.',
    stepEmail: 'Verify Email',
    emailForm: 'Email form',
    email: 'Email',
    continue: 'Continue',
    stepSend: 'Send OTP',
    willSendBefore: 'We will send a one-time code to',
    willSendAfter: 'if an account uses this address.',
    changeEmail: 'Change email',
    sendOtp: 'Send OTP',
    stepVerify: 'Verify OTP',
    otpForm: 'OTP form',
    otp: 'OTP',
    otpHint: 'The 6-digit code sent to {{email}}',
    resend: 'Resend OTP',
    verify: 'Verify OTP',
    stepReset: 'Reset Password',
    resetForm: 'Reset password form',
    newPassword: 'New Password',
    passwordHint: 'At least 8 characters',
    confirmPassword: 'Confirm Password',
    reset: 'Reset Password',
    remembered: 'Remembered it?',
    backToLogin: 'Back to login',
  },
} as const;
