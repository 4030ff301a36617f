import { bidMessages } from '@neelami/shared/bid-messages';
import type { BidderView } from '@neelami/shared/bidding';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { t, tm } from '../../i18n/i18n';
import { type BidBasisOf, formatRate } from '../../lib/bid-amount';
import { type BidConfirmation, needsConfirmation } from './bid-guard';
import { checkAmount, keepDigits } from './bid-input';
import type { ActionOutcome } from './room-actions';
import type { RowMessages } from './row-messages';

// SPEC §9: bid-entry errors for 10 seconds, 'Bid Placed!' for 5 seconds.
export const ERROR_MS = 10_000;
const PLACED_MS = 5_000;

/** The answer to an auto bid: its limit, and the bid it placed (API.md `ceiling`, `amount`). */
function autoBidSet(ceiling: number, placed: number | undefined, lot: BidBasisOf): string {
  const limit = t('room.autoBidSet', { amount: formatRate(ceiling, lot) });
  return placed === undefined ? limit : `${limit} ${t('room.yourBid', { amount: formatRate(placed, lot) })}`;
}

/** What a bidder's row needs to take a bid or an auto bid. */
export interface BidEntryInput {
  view: BidderView;
  rankAuction: boolean;
  messages: RowMessages;
  onBid: (subEventId: string, amount: number, kind: 'bid' | 'auto') => Promise<ActionOutcome>;
  /** Before the opening: an auto bid is a pre-bid (API.md "Pre-bids"). */
  notOpen?: boolean;
}

/**
 * The bid and auto-bid fields of a bidder's row and their sending (SPEC §4, §5): the bid field
 * follows the prefill until the bidder types in it, both take digits only, a likely typo is
 * confirmed first, and the outcome shows in the row's message line.
 */
export function useBidEntry({ view, rankAuction, messages, onBid, notOpen = false }: BidEntryInput) {
  const sub = view.subEvent;
  const id = sub._id;

  // The amount field follows the prefill until the bidder types in it (SPEC §4).
  const [amount, setAmount] = useState(String(view.nextBidAmount));
  const edited = useRef(false);
  const [resetTick, setResetTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetTick re-applies the prefill after a bid.
  useEffect(() => {
    if (!edited.current) setAmount(String(view.nextBidAmount));
  }, [view.nextBidAmount, resetTick]);
  const [auto, setAuto] = useState('');
  // The auto bid's answer while the row shows it: "Your bid" follows the member's standing when the
  // auto bid raises it, so the row never names a bid the member has since gone beyond.
  const autoShown = useRef<{ key: number; ceiling: number; placed: number | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the member's own bid re-words it.
  useEffect(() => {
    const shown = autoShown.current;
    if (!shown) return;
    if (messages.get(id)?.key !== shown.key) {
      autoShown.current = null;
      return;
    }
    if (view.myLastBid === null || view.myLastBid === shown.placed) return;
    messages.show(id, 'success', autoBidSet(shown.ceiling, view.myLastBid, sub), PLACED_MS, 'auto');
    autoShown.current = { ...shown, key: messages.get(id)?.key ?? 0, placed: view.myLastBid };
  }, [view.myLastBid]);
  const [pending, setPending] = useState<'bid' | 'auto' | null>(null);
  const [confirm, setConfirm] = useState<BidConfirmation | null>(null);

  const onDigits = (raw: string, set: (v: string) => void, isBid: boolean) => {
    const { value, refused } = keepDigits(raw);
    set(value);
    if (isBid) edited.current = value !== '' && value !== String(view.nextBidAmount);
    // SPEC §5: the amount fields take digits only; anything else is refused with 'Enter valid bid'.
    if (refused) messages.show(id, 'error', tm(bidMessages.invalidBid), ERROR_MS, isBid ? 'bid' : 'auto');
  };

  const submit = async (kind: 'bid' | 'auto', e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const check = checkAmount(kind === 'bid' ? amount : auto, kind);
    if (!check.ok) {
      messages.show(id, 'error', tm(check.message), ERROR_MS, kind);
      return;
    }
    // A likely typo (far beyond what is needed) is confirmed first: bids cannot be withdrawn.
    const needed = kind === 'bid' ? (view.amountNeededForRank1 ?? view.nextBidAmount) : view.nextBidAmount;
    if (needsConfirmation(check.amount, needed, sub)) {
      setConfirm({ kind, amount: check.amount, needed });
      return;
    }
    await send(kind, check.amount);
  };

  const send = async (kind: 'bid' | 'auto', value: number) => {
    setPending(kind);
    const r = await onBid(id, value, kind);
    setPending(null);
    if (!r.ok) {
      messages.show(id, 'error', tm(r.message), ERROR_MS, kind);
      return;
    }
    if (kind === 'bid') {
      // 'Bid Placed!' only while the bid leads: an auto bid may have answered it already.
      if (r.leading === false && !rankAuction) messages.show(id, 'info', t('room.placedOutbid'), ERROR_MS);
      else messages.show(id, 'success', tm(r.message), PLACED_MS);
      edited.current = false;
      setResetTick((t) => t + 1);
    } else {
      const ceiling = r.ceiling ?? value;
      const said = notOpen
        ? t(sub.direction === 'reverse' ? 'room.preBidSetFloor' : 'room.preBidSet', {
            amount: formatRate(ceiling, sub),
          })
        : autoBidSet(ceiling, r.amount, sub);
      messages.show(id, 'success', said, PLACED_MS, 'auto');
      autoShown.current = { key: messages.get(id)?.key ?? 0, ceiling, placed: r.amount ?? null };
      setAuto('');
    }
  };

  return {
    amount,
    auto,
    pending,
    confirm,
    setConfirm,
    onBidDigits: (raw: string) => onDigits(raw, setAmount, true),
    onAutoDigits: (raw: string) => onDigits(raw, setAuto, false),
    submit,
    send,
  };
}
