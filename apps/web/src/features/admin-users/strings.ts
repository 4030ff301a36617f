/**
 * The English of the admin's check of registered members, exactly as SPEC writes them. They load with
 * every screen but the live list and the live room (i18n/en-more.ts), so the room's first load does not
 * carry them. Every key needs its Hindi in strings-hi.ts (a type error otherwise); the e2e tests read
 * these texts.
 */
export const adminUsersEn = {
  adminUsers: {
    verified: 'Verified',
    unverified: 'Unverified',
    unverifiedCount: 'Unverified ({{n}})',
    login: 'Login',
    loggedIn: 'Login',
    loggedOut: 'Logout',
    documents: 'Documents',
    registered: 'Registered',
    updated: 'User updated successfully!',
    title: 'Verify User Detail',
    intro:
      "Check each registration and its documents, correct the details, choose the role and mark the user verified. The old screen's role names are shown in brackets: User is a Buyer, Viewer a Guest/Client.",
    search: 'Search',
    searchHint: 'Name, e-mail, city, PAN or GST',
    show: 'Show users',
    failed: 'The users could not be loaded.',
    table: 'Registered users',
    none: 'No users found.',
    document: 'Document {{n}}',
    removeDocument: 'Remove document {{n}} of {{name}}',
    chooseDocument: 'Choose a document to upload',
    uploadFor: 'Upload a document for {{name}}',
    upload: 'Upload',
  },
  payees: {
    title: 'Payee accounts',
    intro:
      "The bank accounts sellers are paid into. Check each against the seller's documents (the name as on the PAN, a cancelled cheque) before verifying: buyers are shown only a verified account, and a changed account waits here again.",
    show: 'Show payee accounts',
    awaiting: 'Awaiting ({{n}})',
    all: 'All',
    none: 'No payee account awaits verification.',
    noneAtAll: 'No seller has given a payee account yet.',
    failed: 'The payee accounts could not be loaded.',
    of: 'Payee account of {{name}}',
    submitted: 'Given on {{at}}',
    decided: 'Decided on {{at}}',
    note: 'Note: {{note}}',
    verify: 'Verify',
    reject: 'Reject',
    verifyOf: 'Verify the payee account of {{name}}',
    rejectOf: 'Reject the payee account of {{name}}',
    rejectTitle: 'Reject the payee account of {{name}}',
    reason: 'Reason (the seller sees it)',
    cancel: 'Cancel',
    status: {
      pending: 'Awaiting verification',
      verified: 'Verified',
      rejected: 'Rejected',
    },
  },
} as const;
