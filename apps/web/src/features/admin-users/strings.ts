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
} as const;
