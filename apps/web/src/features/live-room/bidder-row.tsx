import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type BidderView, bidMessages } from '@neelami/shared/bidding';
import { formatRupees } from '@neelami/shared/money';
import { type FormEvent, memo, useEffect, useRef, useState } from 'react';
import { BADGE_FILL, useTextTones } from '../../components/tones';
import { useAnnounce } from './announcer';
import { checkAmount, keepDigits } from './bid-input';
import type { ActionOutcome } from './room-actions';
import { type RowMessages, useRowMessage } from './row-messages';
import { LotCell, type RowCell, SubEventRow } from './sub-event-row';
import { TimeLeft, useRowClock } from './time-left';

// SPEC §9: bid-entry errors for 10 seconds, 'Bid Placed!' for 5 seconds.
const ERROR_MS = 10_000;
const PLACED_MS = 5_000;

/** The answer to an auto bid: its limit, and the bid it placed (API.md `ceiling`, `amount`). */
function autoBidSet(ceiling: number, placed: number | undefined): string {
  const limit = `Auto bid set up to ${formatRupees(ceiling)}.`;
  return placed === undefined ? limit : `${limit} Your bid: ${formatRupees(placed)}.`;
}

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
}

/**
 * A Buyer's or Seller's row (SPEC §2, §6): leading amount (only the rank in a Rank auction),
 * own rank and last bid, the amount needed for rank 1, the countdown, the bid field prefilled
 * with the leading bid ± step, and auto bid. Messages show in this row only.
 */
export const BidderRow = memo(function BidderRow(props: BidderRowProps) {
  const { view, endsAt, layout, rankAuction, autoBidEnabled, connected, messages, onBid, onDismiss } = props;
  const sub = view.subEvent;
  const id = sub._id;
  const announce = useAnnounce();
  const tones = useTextTones();
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

  // Being outbid is said out loud, not only shown.
  const wasLeader = useRef(view.isLeader);
  // A 'Bid Placed!' still showing would say the opposite of the truth, so it gives way.
  useEffect(() => {
    if (wasLeader.current && !view.isLeader) {
      announce(`Lot ${sub.auctionNo} ${sub.name}: you were outbid.`);
      if (messages.get(id)?.kind === 'success') messages.show(id, 'info', 'You were outbid.', ERROR_MS);
    }
    wasLeader.current = view.isLeader;
  }, [view.isLeader, sub.auctionNo, sub.name, announce, messages, id]);

  const onDigits = (raw: string, set: (v: string) => void, isBid: boolean) => {
    const { value, refused } = keepDigits(raw);
    set(value);
    if (isBid) edited.current = value !== '' && value !== String(view.nextBidAmount);
    // SPEC §5: the amount fields take digits only; anything else is refused with 'Enter valid bid'.
    if (refused) messages.show(id, 'error', bidMessages.invalidBid, ERROR_MS);
  };

  const submit = async (kind: 'bid' | 'auto', e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const check = checkAmount(kind === 'bid' ? amount : auto, kind);
    if (!check.ok) {
      messages.show(id, 'error', check.message, ERROR_MS);
      return;
    }
    setPending(kind);
    const r = await onBid(id, check.amount, kind);
    setPending(null);
    if (r.ok) {
      const text = kind === 'bid' ? r.message : autoBidSet(r.ceiling ?? check.amount, r.amount);
      messages.show(id, 'success', text, PLACED_MS);
      if (kind === 'bid') {
        edited.current = false;
        setResetTick((t) => t + 1);
      } else setAuto('');
    } else messages.show(id, 'error', r.message, ERROR_MS);
  };

  const canBid = connected && !over && !notOpen && sub.status !== 'closed';
  const why = !connected ? 'The room is not live' : notOpen ? 'Bidding has not opened yet' : undefined;
  const lotLabel = `lot ${sub.auctionNo} ${sub.name}`;

  const cells: RowCell[] = [
    { key: 'lot', label: 'Lot', content: <LotCell subEvent={sub} /> },
    {
      key: 'leading',
      label: sub.direction === 'reverse' ? 'Lowest bid' : 'Highest bid',
      content: (
        <Text fw={700} size={view.leadingAmount !== null ? 'md' : 'sm'} data-testid="leading-amount">
          {view.leadingAmount !== null
            ? formatRupees(view.leadingAmount)
            : rankAuction
              ? 'Hidden (rank auction)'
              : 'No bids yet'}
        </Text>
      ),
    },
    {
      key: 'rank',
      label: 'My rank',
      content: (
        <Stack gap={2} align="flex-start">
          <Text fw={700} data-testid="my-rank">
            {view.myRank ?? '—'}
          </Text>
          {view.isLeader && (
            <Badge color={BADGE_FILL.good} size="sm">
              Leading
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'last',
      label: 'My last bid',
      content: (
        <Stack gap={0}>
          <Text data-testid="my-last-bid">{formatRupees(view.myLastBid)}</Text>
          {view.myAutoBidLimit !== null && (
            <Text size="xs" c="dimmed" data-testid="my-auto-limit">
              Auto bid up to {formatRupees(view.myAutoBidLimit)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'needed',
      label: 'Needed for rank 1',
      content: (
        <Text data-testid="needed-for-rank-1">
          {view.isLeader
            ? 'You lead'
            : rankAuction
              ? 'Hidden (rank auction)'
              : formatRupees(view.amountNeededForRank1)}
        </Text>
      ),
    },
    { key: 'time', label: 'Time left', content: <TimeLeft subEvent={sub} endsAt={endsAt} /> },
    {
      key: 'bid',
      label: 'Bid',
      wide: true,
      content: (
        <Stack gap={4} miw={190}>
          <form onSubmit={(e) => submit('bid', e)} noValidate>
            <Group gap={6} align="flex-end" wrap="nowrap">
              <TextInput
                label="Bid amount (₹)"
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
                aria-label={`Bid on ${lotLabel}`}
              >
                Bid
              </Button>
            </Group>
          </form>
          <div id={`row-msg-${id}`} aria-live="polite" aria-atomic="true" data-testid="row-message">
            {message && (
              <Text
                size="sm"
                fw={600}
                c={
                  message.kind === 'error'
                    ? tones.error
                    : message.kind === 'success'
                      ? tones.success
                      : undefined
                }
              >
                {message.text}
              </Text>
            )}
          </div>
        </Stack>
      ),
    },
    {
      key: 'auto',
      label: 'Auto bid',
      wide: true,
      content: rankAuction ? (
        // API.md "Rank auctions": auto bids would answer rivals' amounts, so there are none.
        <Text size="sm" c="dimmed">
          No auto bid in a rank auction: place each bid yourself
        </Text>
      ) : autoBidEnabled ? (
        <form onSubmit={(e) => submit('auto', e)} noValidate>
          <Group gap={6} align="flex-end" wrap="nowrap" miw={190}>
            <TextInput
              label={sub.direction === 'reverse' ? 'Auto bid floor (₹)' : 'Auto bid limit (₹)'}
              size="xs"
              inputMode="numeric"
              autoComplete="off"
              value={auto}
              onChange={(e) => onDigits(e.currentTarget.value, setAuto, false)}
              aria-describedby={`row-msg-${id}`}
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
              aria-label={`Auto bid on ${lotLabel}`}
            >
              Auto Bid
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          Auto bid is off for this lot
        </Text>
      ),
    },
  ];
  return <SubEventRow layout={layout} subEvent={sub} cells={cells} over={over} onOk={() => onDismiss(id)} />;
});
