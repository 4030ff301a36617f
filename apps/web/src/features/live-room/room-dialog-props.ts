import type { RoomSubEvent } from '@neelami/shared/bidding';
import type { BidBasisOf } from '../../lib/bid-amount';
import type { BidConfirmation } from './bid-guard';

// The props live apart from both the wrappers (bid-parts.tsx, transaction-password-modal.tsx) and
// the dialogs they fetch (room-dialogs.tsx), so the lazily loaded dialogs import no wrapper.

/** Props of BidConfirmModal. */
export interface BidConfirmModalProps {
  confirm: BidConfirmation | null;
  direction: RoomSubEvent['direction'];
  /** What the lot's bids are: per unit, the amounts say so and give the lot value. */
  lot?: BidBasisOf;
  onCancel: () => void;
  onConfirm: (c: BidConfirmation) => void;
}

/** Props of TransactionPasswordModal. */
export interface TransactionPasswordModalProps {
  opened: boolean;
  /** The server's message: asked for, wrong (tries left), not set, or too many tries. */
  message: string;
  /** The server's reason code. */
  code: string;
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}
