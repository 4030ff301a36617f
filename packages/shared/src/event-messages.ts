/**
 * User-facing messages of the event screens and calls (SPEC §5 and §8 where it names them), in a
 * module of their own: a screen that shows one (the live list's Catalogue and terms) runs none of
 * events.ts's schemas, which re-exports them.
 */
export const eventMessages = {
  eventCreated: 'Event created successfully',
  eventUpdated: 'Event updated successfully',
  eventUpdateFailed: 'Failed to update event',
  eventDeleted: 'Event deleted successfully',
  eventNotFound: 'Event not found',
  eventHasBids: 'This event has bids and cannot be deleted: bids are never deleted.',
  subEventAdded: 'Sub-event added successfully!',
  subEventUpdated: 'Sub-event updated successfully!',
  subEventAddFailed: 'Failed to add sub-event',
  subEventDeleted: 'Sub-event deleted successfully!',
  subEventNotFound: 'Sub-event not found',
  subEventHasBids: 'This sub-event has bids and cannot be deleted: bids are never deleted.',
  hasEmd:
    'EMD was held for this sub-event and the EMD ledger keeps every movement: it cannot be deleted. Untick Active instead.',
  subEventLocked:
    'This sub-event already has bids: its sub-event type, start value, increment/decrement, EMD and bid basis can no longer change.',
  autoBidEnabled: 'Auto bid enabled',
  autoBidDisabled: 'Auto bid disabled',
  flashSaved: 'Flash Saved successfully!',
  flashDeleted: 'Flash deleted successfully!',
  flashNotFound: 'Flash message not found',
  noData: 'No data found.',
  assigned: 'Buyers assigned successfully.',
  selectSubEventAndBuyers: 'Please select a sub-event and buyers.',
  notAssignable: 'Only verified buyers, sellers and guests can be assigned',
  acceptTerms: 'Please accept the terms and conditions.',
  termsAccepted: 'Terms and conditions accepted',
  /** API.md "Quantities": a `bidBasis: "unit"` lot's quantity is a plain positive number. */
  quantityNotNumber: 'Enter the quantity as a number, e.g. 250',
  /** The HSN code printed on a sale's tax invoice (API.md "Where money goes"). */
  hsnCode: 'Enter the HSN code: 4, 6 or 8 digits, e.g. 7204 for ferrous scrap',
  startBeforeEnd: 'Start date must be before end date',
  endAfterStart: 'End date must be after start date',
  catalogueNotVerified:
    'Only verified paid members can download the auction catalogue: your account has not been verified yet.',
  catalogueNoMembership:
    'Only paid members can download the auction catalogue: your account has no membership yet.',
  catalogueLogin: 'Please log in as a paid member to download the auction catalogue.',
  /** API.md "Staggered closing". */
  staggered: 'Closing times staggered in serial order.',
  staggerNoLots: 'This event has no active open lots whose closing could be staggered.',
  staggerFirstPast: 'The first close must be later than now.',
  /** A lot that closed or was made inactive while a stagger ran: it keeps its times. */
  staggerLotNotOpen:
    'This lot is no longer open and active, or starts after its new close: its times were kept.',
} as const;
