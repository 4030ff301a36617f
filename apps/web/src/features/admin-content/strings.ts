/**
 * The English of the admin's contact queries and outbox, exactly as SPEC writes them. They load with
 * every screen but the live list and the live room (i18n/en-more.ts), so the room's first load does not
 * carry them. Every key needs its Hindi in strings-hi.ts (a type error otherwise); the e2e tests read
 * these texts.
 */
export const adminContentEn = {
  adminContent: {
    contactTitle: 'Contact Us Query',
    contactIntro: 'Enquiries sent from the contact forms.',
    contactFailed: 'The enquiries could not be loaded.',
    contactTable: 'Contact enquiries',
    received: 'Received',
    subject: 'Subject',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
    recorded: 'Recorded only',
    outbox: 'Outbox',
    outboxIntro:
      'E-mails and SMS sent by the platform. “Recorded only” means no mail server or SMS gateway is configured.',
    refresh: 'Refresh',
    outboxFailed: 'The outbox could not be loaded.',
    time: 'Time',
    channel: 'Channel',
    to: 'To',
    subjectText: 'Subject and text',
    purpose: 'Purpose',
    email: 'E-mail',
    showMore: 'Show more',
    showLess: 'Show less',
  },
} as const;
