/**
 * The live room's messages (SPEC §5, §8; API.md "Realtime"), apart from the schemas of bidding.ts:
 * the room shows them without carrying those schemas.
 */

/** SPEC §5 / §8 bid-entry messages shown in the bidder's row. */
export const bidMessages = {
  enterAmount: 'Please enter Amount.',
  enterNumber: 'Please enter number.',
  invalidBid: 'Enter valid bid',
  bidPlaced: 'Bid Placed!',
  acceptTerms: 'Please accept the terms and conditions.',
  auctionOver: 'Auction Over. Thank you for participation.',
  emptyRoom: 'No Auction SubEvent Available',
  cannotBid: 'Admins and guests cannot bid.',
  notVerified: 'Your account is not verified yet.',
  notAssigned: 'You are not assigned to this sub-event.',
  termsNotAccepted: 'Please accept the terms and conditions of this event first.',
  transactionPasswordRequired: 'Please enter your transaction password to enter the auction room.',
  ownLot: 'You cannot bid on your own lot.',
  tooFast: 'Too many requests, please slow down.',
  unavailable: 'Bidding is briefly unavailable, your bid was not placed. Please try again.',
  loginRequired: 'Please log in to enter the auction room.',
  adminOnly: 'Only the admin can do this.',
  unknownSubEvent: 'Unknown sub-event',
  chainBeforeClose: "This lot's chain of bids is published after its close.",
  unknownEvent: 'Event not found',
  notInRoom: 'You are not in this auction room.',
  noJoinAnswer: 'No answer from the server while entering the room. Please try again.',
  bidNotSent: 'The room is not connected: your bid was not placed.',
  noBidAnswer: 'No answer from the server. Please check your last bid before bidding again.',
  roomNotConnected: 'The room is not connected.',
  noEndTimeAnswer: 'No answer from the server. Please check the end time.',
  noBroadcastAnswer: 'No answer from the server. The message may not have been sent.',
  autoBidDisabled: 'Auto bid is not enabled for this lot.',
  transactionPasswordWrong: 'Wrong transaction password.',
  transactionPasswordNotSet: 'Please set your transaction password on your profile first.',
  transactionPasswordTooManyTries: 'Too many wrong transaction passwords. Please try again later.',
  sessionTakenOver:
    'Your account entered the auction room from another window or device, so this window left it.',
  broadcastSent: 'Message sent',
  endTimeChanged: 'Bid end time updated',
  invalidClientBidId: 'Invalid client bid id: use 1 to 64 letters, digits, - or _.',
  // Pre-bids (API.md "Pre-bids").
  preBidSet: 'Pre-bid set: it bids for you as an auto bid when the lot opens.',
  preBidLotOpen: 'This lot has opened: set your auto bid in the live room.',
  preBidLotClosed: 'Bidding on this lot is closed.',
  preBidNoWithdraw: 'A pre-bid cannot be withdrawn or lowered; it can only be raised.',
} as const;
