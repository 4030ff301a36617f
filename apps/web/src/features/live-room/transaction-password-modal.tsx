import { usePart } from '../../lib/lazy-part';
import { useRenderedWhenOpened } from '../../lib/use-rendered-when-opened';
import type { TransactionPasswordModalProps } from './room-dialog-props';
import { roomDialogs } from './room-dialogs-part';

/**
 * SPEC §6 terms: "a transaction password is needed to enter the auction room". Asked once
 * per session when the event requires it; the server limits the tries and says why it
 * refused, and that message is shown here as it is. A member who has none sets it here, at
 * the door, and enters with it: no detour through the profile while the lot runs.
 */
export function TransactionPasswordModal(props: TransactionPasswordModalProps) {
  // Rendered once asked for, its code fetched then: most events ask for no transaction password.
  const code = usePart(roomDialogs, props.opened, props.onCancel);
  const dialog = useRenderedWhenOpened(props.opened, code !== null);
  return dialog.rendered && code ? (
    <code.TransactionPasswordDialog {...props} opened={dialog.opened} />
  ) : null;
}
