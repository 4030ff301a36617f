/**
 * The English of the reports, exactly as SPEC writes them. They load with every screen but the live
 * list and the live room (i18n/en-more.ts), so the room's first load does not carry them. Every key
 * needs its Hindi in strings-hi.ts (a type error otherwise); the e2e tests read these texts.
 */
export const reportsEn = {
  reports: {
    event: 'Event',
    loadingEvents: 'Loading events…',
    selectEvent: 'Select an event',
    noEvents: 'No events',
    subEvent: 'Sub-event',
    allSubEvents: 'All sub-events',
    selectEventFirst: 'Select an event first',
    noSubEvents: 'No sub-events',
    forward: 'forward',
    reverse: 'reverse',
    eventsFailed: 'The events could not be loaded.',
    submit: 'Submit',
    pdf: 'Download PDF',
    excel: 'Export Excel',
    downloadFailed: 'Download failed',
    loading: 'Loading report',
    loadFailed: 'The report could not be loaded',
    chooseEvent: 'Choose an event, then press Submit.',
    chooseEventSub: 'Choose an event (and optionally a sub-event), then press Submit.',
    sortBy: 'Sort by {{column}}',
    noRows: 'No rows',
    rows: 'Rows {{first}}–{{last}} of {{total}}',
    rowsPerPage: 'Rows per page',
    pages: { first: 'first page', previous: 'previous page', next: 'next page', last: 'last page' },
    termDescription:
      "Who accepted the event's terms and conditions, and when (IST), with organisation or name, e-mail and mobile.",
    rankWiseDescription:
      "Every bidder's best valid bid and rank per sub-event: H1, H2… in forward auctions, L1, L2… in reverse.",
    rankDescription:
      'The final rank order per sub-event with the winner and, where the seller decided, whether the winner was authorised.',
    activeParticipantsDescription:
      'Assigned participants: whether they logged in, joined the room and bid, their last activity, login status and IP flags.',
    bidLogDescription:
      'Every bid in order with time (IST), bidder, amount, kind and status, and whether the tamper-evident hash chain verifies up to each row.',
    emdDescription:
      "Earnest money per sub-event: each assigned member's verified deposits, the lot's hold and whether it was released, adjusted against the sale or forfeited.",
  },
  salesReport: {
    description:
      'Every sale of the event: the winning bid, sale value, GST, TCS, total, EMD adjusted, balance due, what was paid, the due date, payments, delivery order and liftings.',
  },
} as const;
