// What both the terms popup's wrapper (terms-accept-modal.tsx) and its lazily loaded dialog
// (terms-accept-dialog.tsx) need, kept apart so the dialog imports nothing of its wrapper.

/** The event whose terms are shown. */
export interface TermsEvent {
  _id: string;
  auctionName: string;
  termCondition: string;
}

/** Props of TermsAcceptModal. */
export interface TermsAcceptModalProps {
  /** The event to enter, or null when closed. */
  event: TermsEvent | null;
  onClose: () => void;
  /** Instead of entering the room once accepted (a pre-bid from the upcoming list goes on). */
  onAccepted?: () => void;
}

/** Where the live room of an event is: the admin's room or the members' room (SPEC §2). */
export function liveRoomPath(eventId: string, isAdmin: boolean): string {
  const q = `?eventId=${encodeURIComponent(eventId)}`;
  return isAdmin ? `/admin/liveAuctionAdmin${q}` : `/auction/auctionRoom${q}`;
}
