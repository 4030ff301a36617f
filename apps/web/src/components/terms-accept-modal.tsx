import { lazyPart, usePart } from '../lib/lazy-part';
import { useRenderedWhenOpened } from '../lib/use-rendered-when-opened';
import type { TermsAcceptModalProps } from './terms-event';

/**
 * The terms popup of the bidding entry flow (SPEC §4): the event's terms, a tick box
 * and Accept. Without the tick it says 'Please accept the terms and conditions.';
 * with it the acceptance is recorded (the server takes the user from the token),
 * the popup closes and the live room opens.
 */
export function TermsAcceptModal(props: TermsAcceptModalProps) {
  // Rendered once asked for: the live list and the live room each hold one, seldom opened. Its code
  // (with Mantine's Modal) comes then, or earlier through preloadTermsDialog.
  const asked = props.event !== null;
  const code = usePart(termsDialog, asked, props.onClose);
  const dialog = useRenderedWhenOpened(asked, code !== null);
  return dialog.rendered && code ? <code.TermsAcceptDialog {...props} opened={dialog.opened} /> : null;
}

const termsDialog = lazyPart(() => import('./terms-accept-dialog'));

/** Fetches the terms popup's code ahead of a likely opening (a list of events to enter). */
export const preloadTermsDialog = (): void => void termsDialog.preload().catch(() => {});
