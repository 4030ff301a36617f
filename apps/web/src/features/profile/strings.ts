/**
 * The English of the profile details and the change of the login and transaction passwords, exactly as
 * SPEC writes them. They load with every screen but the live list and the live room (i18n/en-more.ts),
 * so the room's first load does not carry them. Every key needs its Hindi in strings-hi.ts (a type
 * error otherwise); the e2e tests read these texts.
 */
export const profileEn = {
  profile: {
    title: 'Profile Details',
    loadFailed: 'Your profile could not be loaded. Please try again.',
    verified: 'Verified',
    awaiting: 'Awaiting verification',
    email: 'Email',
    role: 'Role',
    membertype: 'Member Type',
    type: 'Type',
    pan: 'PAN',
    gst: 'GST',
    products: 'Products',
    state: 'State',
    contactUs: 'To change your e-mail, role, member type, PAN, GST or documents, please contact us.',
    contact: 'Contact and address',
    form: 'Profile form',
    setByGst: 'Set by your GST',
    save: 'Save details',
  },
  password: {
    title: 'Change Password',
    intro: 'Your other logins are signed out when the password changes.',
    form: 'Change password form',
    old: 'Old Password',
    new: 'New Password',
    hint: 'At least 8 characters',
    confirm: 'Confirm Password',
    submit: 'Change Password',
    txTitle: 'Transaction password',
    txSet: 'Set',
    txNotSet: 'Not set',
    txIntro: 'Asked before you enter an auction room. Use something different from your login password.',
    txForm: 'Transaction password form',
    txNew: 'New transaction password',
    txPassword: 'Transaction password',
    txHint: 'At least 6 characters',
    txConfirm: 'Confirm transaction password',
    txSave: 'Save transaction password',
  },
  payee: {
    title: 'Payee account',
    intro:
      'The bank account buyers pay you into. Neelami shows it to the buyers of your lots, on My Purchases and on the letter of acceptance, once an admin has verified it.',
    form: 'Your payee account',
    save: 'Save for verification',
    change: 'Change payee account',
    changeWarning:
      'A change is verified again: until an admin verifies the new account, buyers are shown none and told not to pay yet.',
    status: {
      pending: 'Awaiting verification',
      verified: 'Verified',
      rejected: 'Rejected',
    },
    submitted: 'Given on {{at}}',
    decided: 'Decided on {{at}}',
    note: 'Note from the admin: {{note}}',
    none: 'You have not given a payee account yet: buyers cannot be told where to pay you.',
    loadFailed: 'Your payee account could not be loaded.',
  },
} as const;
