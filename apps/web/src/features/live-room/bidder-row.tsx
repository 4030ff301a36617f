import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { bidMessages } from '@neelami/shared/bid-messages';
import type { BidderView } from '@neelami/shared/bidding';
import { type FormEvent, memo, useEffect, useRef, useState } from 'react';
import { EmdLine } from '../../components/emd-line';
import { BADGE_FILL } from '../../components/tones';
import { t, tm, useTranslation } from '../../i18n/i18n';
import { type BidBasisOf, formatRate, rateUnit } from '../../lib/bid-amount';
import type { LotHold } from '../../lib/emd-holds';
import { useAnnounce } from './announcer';
import { type BidConfirmation, needsConfirmation } from './bid-guard';
import { checkAmount, keepDigits } from './bid-input';
import { AmountWords, BidAmount, BidConfirmModal, RowMessageLine } from './bid-parts';
import { tellOutbid } from './outbid';
import { bidderOutcome } from './outcome';
import type { ActionOutcome } from './room-actions';
import { type RowMessages, useRowMessage } from './row-messages';
import { LotCell, type RowCell, SubEventRow } from './sub-event-row';
import { TimeLeft, useRowClock } from './time-left';

// SPEC §9: bid-entry errors for 10 seconds, 'Bid Placed!' for 5 seconds.
const ERROR_MS = 10_000;
const PLACED_MS = 5_000;

/** The answer to an auto bid: its limit, and the bid it placed (API.md `ceiling`, `amount`). */
function autoBidSet(ceiling: number, placed: number | undefined, lot: BidBasisOf): string {
  const limit = t('room.autoBidSet', { amount: formatRate(ceiling, lot) });
  return placed === undefined ? limit : `${limit} ${t('room.yourBid', { amount: formatRate(placed, lot) })}`;
}

/** Shown instead of 'Bid Placed!' when an auto bid answered the bid before the bidder saw it lead. */
export const PLACED_OUTBID = 'Placed — outbid at once by an auto bid';

/** Column titles of the bidder's table. */
export const BIDDER_COLUMNS = [
  'Lot',
  'Leading bid',
  'My rank',
  'My last bid',
  'Needed for rank 1',
  'Time left',
  'Bid',
  'Auto bid',
];

/** Props of BidderRow. */
export interface BidderRowProps {
  view: BidderView;
  endsAt: number;
  layout: 'table' | 'card';
  rankAuction: boolean;
  autoBidEnabled: boolean;
  connected: boolean;
  messages: RowMessages;
  onBid: (subEventId: string, amount: number, kind: 'bid' | 'auto') => Promise<ActionOutcome>;
  onDismiss: (subEventId: string) => void;
  /** The lot's EMD (rupees, 0 = none) and the member's hold on it, shown under the lot. */
  emdAmount?: number;
  emdHold?: LotHold;
}

/**
 * A Buyer's or Seller's row (SPEC §2, §6): leading amount (only the rank in a Rank auction),
 * own rank and last bid, the amount needed for rank 1, the countdown, the bid field prefilled
 * with the leading bid ± step, and auto bid. Messages show in this row only.
 */
export const BidderRow = memo(function BidderRow(props: BidderRowProps) {
  useTranslation();
  const { view, endsAt, layout, rankAuction, autoBidEnabled, connected, messages, onBid, onDismiss } = props;
  const sub = view.subEvent;
  const id = sub._id;
  const announce = useAnnounce();
  const { over, notOpen } = useRowClock(sub, endsAt);

  // The amount field follows the prefill until the bidder types in it (SPEC §4).
  const [amount, setAmount] = useState(String(view.nextBidAmount));
  const edited = useRef(false);
  const [resetTick, setResetTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetTick re-applies the prefill after a bid.
  useEffect(() => {
    if (!edited.current) setAmount(String(view.nextBidAmount));
  }, [view.nextBidAmount, resetTick]);
  const [auto, setAuto] = useState('');
  const [pending, setPending] = useState<'bid' | 'auto' | null>(null);
  const message = useRowMessage(messages, id);

  const [confirm, setConfirm] = useState<BidConfirmation | null>(null);
  // Outbid: the member has bid and another bid now leads. The badge stays until it leads again.
  const outbid = view.myLastBid !== null && !view.isLeader && sub.status !== 'closed';

  // Being outbid is said out loud, shown as a toast and felt on a phone, not only shown in the row.
  const wasLeader = useRef(view.isLeader);
  // A 'Bid Placed!' still showing would say the opposite of the truth, so it gives way.
  useEffect(() => {
    if (wasLeader.current && !view.isLeader && view.subEvent.status !== 'closed') {
      tellOutbid(view, announce);
      if (messages.get(id)?.kind === 'success') messages.show(id, 'info', t('room.youWereOutbid'), ERROR_MS);
    }
    wasLeader.current = view.isLeader;
  }, [view, announce, messages, id]);

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
      messages.show(id, 'success', autoBidSet(r.ceiling ?? value, r.amount, sub), PLACED_MS, 'auto');
      setAuto('');
    }
  };

  const canBid = connected && !over && !notOpen && sub.status !== 'closed';
  const why = !connected ? t('room.notLive') : notOpen ? t('room.notOpen') : undefined;

  const cells: RowCell[] = [
    {
      key: 'lot',
      label: t('room.columns.Lot'),
      content: (
        <LotCell subEvent={sub} extra={<EmdLine emdAmount={props.emdAmount} hold={props.emdHold} />} />
      ),
    },
    {
      key: 'leading',
      label: sub.direction === 'reverse' ? t('room.lowestBid') : t('room.highestBid'),
      content:
        view.leadingAmount !== null ? (
          <BidAmount amount={view.leadingAmount} lot={sub} fw={700} size="md" testId="leading-amount" />
        ) : (
          <Text fw={700} size="sm" data-testid="leading-amount">
            {rankAuction ? t('room.hiddenRank') : t('room.noBids')}
          </Text>
        ),
    },
    {
      key: 'rank',
      label: t('room.columns.My rank'),
      content: (
        <Stack gap={2} align="flex-start">
          <Text fw={700} data-testid="my-rank">
            {view.myRank ?? '—'}
          </Text>
          {view.isLeader && (
            <Badge color={BADGE_FILL.good} size="sm">
              {t('room.leading')}
            </Badge>
          )}
          {outbid && (
            <Badge color={BADGE_FILL.bad} size="sm" data-testid="outbid-badge">
              {t('room.outbid')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'last',
      label: t('room.columns.My last bid'),
      content: (
        <Stack gap={0}>
          <BidAmount amount={view.myLastBid} lot={sub} testId="my-last-bid" />
          {view.myAutoBidLimit !== null && (
            <Text size="xs" c="dimmed" data-testid="my-auto-limit">
              {t('room.autoUpTo', { amount: formatRate(view.myAutoBidLimit, sub) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'needed',
      label: t('room.columns.Needed for rank 1'),
      content:
        view.isLeader || rankAuction ? (
          <Text data-testid="needed-for-rank-1">
            {view.isLeader ? t('room.youLead') : t('room.hiddenRank')}
          </Text>
        ) : (
          <BidAmount amount={view.amountNeededForRank1} lot={sub} testId="needed-for-rank-1" />
        ),
    },
    { key: 'time', label: t('room.columns.Time left'), content: <TimeLeft subEvent={sub} endsAt={endsAt} /> },
    {
      key: 'bid',
      label: t('room.columns.Bid'),
      wide: true,
      content: (
        <Stack gap={4} miw={190}>
          <form onSubmit={(e) => submit('bid', e)} noValidate>
            <Group gap={6} align="flex-end" wrap="nowrap">
              <TextInput
                label={
                  sub.bidBasis === 'unit'
                    ? t('bidBasis.bidAmountPer', { unit: rateUnit(sub) })
                    : t('room.bidAmount')
                }
                size="xs"
                inputMode="numeric"
                autoComplete="off"
                value={amount}
                onChange={(e) => onDigits(e.currentTarget.value, setAmount, true)}
                aria-describedby={`row-msg-${id}`}
                data-testid="bid-amount"
                style={{ flex: 1, minWidth: 100 }}
              />
              <Button
                type="submit"
                size="xs"
                loading={pending === 'bid'}
                disabled={!canBid}
                title={why}
                aria-label={t('room.bidOn', { no: sub.auctionNo, name: sub.name })}
              >
                {t('room.bid')}
              </Button>
            </Group>
          </form>
          <AmountWords value={amount} lot={sub} testId="bid-amount-words" />
          <RowMessageLine
            id={`row-msg-${id}`}
            testId="row-message"
            message={message?.field !== 'auto' ? message : undefined}
          />
        </Stack>
      ),
    },
    {
      key: 'auto',
      label: t('room.columns.Auto bid'),
      wide: true,
      content: rankAuction ? (
        // API.md "Rank auctions": auto bids would answer rivals' amounts, so there are none.
        <Text size="sm" c="dimmed">
          {t('room.noAutoInRank')}
        </Text>
      ) : autoBidEnabled ? (
        <Stack gap={4}>
          <form onSubmit={(e) => submit('auto', e)} noValidate>
            <Group gap={6} align="flex-end" wrap="nowrap" miw={190}>
              <TextInput
                label={
                  sub.bidBasis === 'unit'
                    ? t(sub.direction === 'reverse' ? 'bidBasis.autoFloorPer' : 'bidBasis.autoLimitPer', {
                        unit: rateUnit(sub),
                      })
                    : sub.direction === 'reverse'
                      ? t('room.autoFloor')
                      : t('room.autoLimit')
                }
                size="xs"
                inputMode="numeric"
                autoComplete="off"
                value={auto}
                onChange={(e) => onDigits(e.currentTarget.value, setAuto, false)}
                aria-describedby={`auto-msg-${id}`}
                data-testid="auto-amount"
                style={{ flex: 1, minWidth: 100 }}
              />
              <Button
                type="submit"
                size="xs"
                variant="light"
                loading={pending === 'auto'}
                disabled={!canBid}
                title={why}
                aria-label={t('room.autoBidOn', { no: sub.auctionNo, name: sub.name })}
              >
                {t('room.autoBid')}
              </Button>
            </Group>
          </form>
          <AmountWords value={auto} lot={sub} testId="auto-amount-words" />
          <RowMessageLine
            id={`auto-msg-${id}`}
            testId="auto-message"
            message={message?.field === 'auto' ? message : undefined}
          />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('room.autoOff')}
        </Text>
      ),
    },
  ];
  return (
    <>
      <SubEventRow
        layout={layout}
        subEvent={sub}
        cells={cells}
        over={over}
        outcome={bidderOutcome(view)}
        onOk={() => onDismiss(id)}
      />
      <BidConfirmModal
        confirm={confirm}
        direction={sub.direction}
        lot={sub}
        onCancel={() => setConfirm(null)}
        onConfirm={(c) => {
          setConfirm(null);
          void send(c.kind, c.amount);
        }}
      />
    </>
  );
});
