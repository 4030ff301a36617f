import { notifications, notificationsStore } from '@mantine/notifications';
import type { BidderView } from '@neelami/shared/bidding';
import { t } from '../../i18n/i18n';
import { formatRate } from '../../lib/bid-amount';

/** How long the outbid toast stays (SPEC §9 gives bid messages 10 s). */
const OUTBID_TOAST_MS = 10_000;
/** A short double buzz, on phones that allow it. */
const OUTBID_VIBRATION = [180, 80, 180];

/** One outbid toast per lot: a later change of the same lot updates it rather than stacking another. */
const toastId = (subEventId: string) => `outbid-${subEventId}`;

const isShown = (id: string) => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((n) => n.id === id) || queue.some((n) => n.id === id);
};

/** The words of the outbid toast: the lot, and the new leading amount when the auction shows it. */
export function outbidText(view: BidderView): string {
  const lot = t('room.lotNo', { no: view.subEvent.auctionNo, name: view.subEvent.name });
  return view.leadingAmount !== null
    ? t('room.outbidLeading', { lot, amount: formatRate(view.leadingAmount, view.subEvent) })
    : t('room.outbidLot', { lot });
}

/** Tells the member it was outbid: said for screen readers, a toast, and a short vibration where allowed. */
export function tellOutbid(view: BidderView, announce: (text: string) => void) {
  const text = outbidText(view);
  announce(text);
  const id = toastId(view.subEventId);
  if (isShown(id)) notifications.update({ id, message: text });
  else
    notifications.show({
      id,
      title: t('room.outbid'),
      message: text,
      color: 'red',
      autoClose: OUTBID_TOAST_MS,
      withBorder: true,
    });
  try {
    // Browsers without the Vibration API, or that refuse it (no user gesture yet), simply do not buzz.
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
      navigator.vibrate(OUTBID_VIBRATION);
  } catch {
    // vibration is a courtesy
  }
}

/**
 * Keeps a lot's outbid toast true while it is shown: the leading amount follows the live one (an
 * amount from a few bids ago beside the row's would contradict it), and the toast goes once the
 * member leads again.
 */
export function followOutbid(view: BidderView) {
  const id = toastId(view.subEventId);
  if (!isShown(id)) return;
  if (view.isLeader) notifications.hide(id);
  else notifications.update({ id, message: outbidText(view) });
}
