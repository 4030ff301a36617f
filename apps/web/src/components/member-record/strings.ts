/**
 * The English of a member's record (API.md "Integrity desk, member record and bid receipts"), shown
 * on Verify User Detail, beside the winner on the award screen and on the member's own profile. They
 * load with every screen but the live list and the live room (i18n/en-more.ts). Every key needs its
 * Hindi in strings-hi.ts (a type error otherwise).
 */
export const memberRecordEn = {
  memberRecord: {
    title: 'Record',
    of: 'Record of {{name}}',
    open: 'Record',
    openOf: 'Open the record of {{name}}',
    failed: 'The record could not be loaded.',
    lotsWon: 'Lots won',
    paidOnTime: 'Paid on time',
    paidLate: 'Paid late',
    defaults: 'Defaults',
    liftedInTime: 'Lifted in time',
    liftedLate: 'Lifted late',
    status: {
      good: 'Good standing',
      probation: 'On probation',
      suspended: 'Suspended',
    },
    meaning: {
      good: 'No default in the last 365 days.',
      probation: 'After a default in the last 365 days: may lead at most two lots at once.',
      suspended:
        'After two defaults: bids, EMD deposits and assignments are refused until the Admin lifts it.',
    },
    history: 'Changes of standing',
    noHistory: 'No change of standing.',
    cause: {
      default: 'after a default',
      lifted: 'suspension lifted',
    },
    changeAt: '{{status}}, {{cause}}, on {{at}}',
    by: 'by {{name}}',
    reason: 'Reason: {{reason}}',
    until: 'until {{at}}',
    lift: 'Lift suspension',
    liftTitle: 'Lift the suspension of {{name}}',
    liftReason: 'Reason (written to the member’s history and mailed to it)',
    cancel: 'Cancel',
  },
} as const;
