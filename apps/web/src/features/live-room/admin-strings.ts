/**
 * The English of the admin's live room, exactly as SPEC writes them. They load with every screen but
 * the live list and the live room (i18n/en-more.ts), so the room's first load does not carry them.
 * Every key needs its Hindi in admin-strings-hi.ts (a type error otherwise); the e2e tests read these
 * texts.
 */
export const adminRoomEn = {
  adminRoom: {
    accepted: 'accepted',
    rejected: 'rejected',
    cancelled: 'cancelled',
    noParticipants: 'No participants assigned',
    inRoom: 'In room',
    sharedIpHint: 'Another account bid on this lot from the same IP address (flagged, not blocked)',
    sharedIp: 'Shared IP',
    allBids: 'All bids ({{n}})',
    selectBidTime: 'Select Bid Time',
    bidsOn: 'Bids on #{{no}} {{name}}',
    noBidsYet: 'No bids yet.',
    timeIst: 'Time (IST)',
    bidder: 'Bidder',
    phone: 'Phone',
    amount: 'Amount',
    kind: 'Kind',
    enterMessage: 'Please enter a message',
    broadcastTitle: 'Broadcast a message',
    messageToRoom: 'Message to the room',
    sendTo: 'Send to',
    everyLot: 'Every lot',
    broadcast: 'Broadcast',
    validTime: 'Please select a valid date and time',
    futureTime: 'Please select a time in the future',
    endsNow: '{{lot}}: ends {{time}} now.',
    newEnd: 'New bid end time (IST)',
    yes: 'Yes',
  },
} as const;
