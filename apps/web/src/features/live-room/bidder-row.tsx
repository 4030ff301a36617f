import { Badge, Stack, Text } from '@mantine/core';
import type { BidderView } from '@neelami/shared/bidding';
import { memo, useEffect, useRef } from 'react';
import { EmdLine } from '../../components/emd-line';
import { BADGE_FILL, useTextTones } from '../../components/tones';
import { t, useTranslation } from '../../i18n/i18n';
import { formatRate } from '../../lib/bid-amount';
import type { LotHold } from '../../lib/emd-holds';
import { useAnnounce } from './announcer';
import { autoBidEnded } from './auto-bid';
import { AutoBidCell, BidCell } from './bid-cells';
import { BidAmount, BidConfirmModal } from './bid-parts';
import { followOutbid, tellOutbid } from './outbid';
import { bidderOutcome } from './outcome';
import { ReceiptsButton } from './receipts-button';
import type { ActionOutcome } from './room-actions';
import { type RowMessages, useRowMessage } from './row-messages';
import { LotCell, type RowCell, SubEventRow } from './sub-event-row';
import { TimeLeft, useRowClock } from './time-left';
import { ERROR_MS, useBidEntry } from './use-bid-entry';

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
  /** Minutes a late bid extended the lot by, while that is still its closing time. */
  extendedBy?: number | null;
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
  const tones = useTextTones();
  const { over, notOpen } = useRowClock(sub, endsAt);

  const entry = useBidEntry({ view, rankAuction, messages, onBid, notOpen });
  const message = useRowMessage(messages, id);

  // Outbid: the member has bid and another bid now leads. The badge stays until it leads again.
  const outbid = view.myLastBid !== null && !view.isLeader && sub.status !== 'closed';

  // Being outbid is said out loud, shown as a toast and felt on a phone, not only shown in the row.
  const wasLeader = useRef(view.isLeader);
  // A 'Bid Placed!' still showing would say the opposite of the truth, so it gives way.
  useEffect(() => {
    if (wasLeader.current && !view.isLeader && view.subEvent.status !== 'closed') {
      tellOutbid(view, announce);
      if (messages.get(id)?.kind === 'success') messages.show(id, 'info', t('room.youWereOutbid'), ERROR_MS);
    } else followOutbid(view);
    wasLeader.current = view.isLeader;
  }, [view, announce, messages, id]);
  const autoEnded = autoBidEnded(view);

  const canBid = connected && !over && !notOpen && sub.status !== 'closed';
  const why = !connected ? t('room.notLive') : notOpen ? t('room.notOpen') : undefined;
  // API.md "Pre-bids": before the opening an auto bid is a pre-bid, set or raised here.
  const canAuto = connected && !over && sub.status !== 'closed';
  const reverse = sub.direction === 'reverse';

  const cells: RowCell[] = [
    {
      key: 'lot',
      label: t('room.columns.Lot'),
      content: (
        <LotCell
          subEvent={sub}
          reserveMet={view.reserveMet}
          extra={<EmdLine emdAmount={props.emdAmount} hold={props.emdHold} />}
        />
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
          {view.myAutoBidLimit !== null &&
            (autoEnded && !notOpen ? (
              <Text size="xs" fw={600} c={tones.warn} data-testid="my-auto-limit" data-ended>
                {t(sub.direction === 'reverse' ? 'room.autoEndedBelow' : 'room.autoEndedAbove', {
                  amount: formatRate(view.myAutoBidLimit, sub),
                })}
              </Text>
            ) : (
              <Text
                size="xs"
                c={notOpen ? undefined : 'dimmed'}
                fw={notOpen ? 600 : undefined}
                data-testid="my-auto-limit"
              >
                {t(notOpen ? (reverse ? 'room.preBidDownTo' : 'room.preBidUpTo') : 'room.autoUpTo', {
                  amount: formatRate(view.myAutoBidLimit, sub),
                })}
              </Text>
            ))}
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
    {
      key: 'time',
      label: t('room.columns.Time left'),
      content: <TimeLeft subEvent={sub} endsAt={endsAt} extendedBy={props.extendedBy} />,
    },
    {
      key: 'bid',
      label: t('room.columns.Bid'),
      wide: true,
      content: (
        <BidCell
          sub={sub}
          value={entry.amount}
          onDigits={entry.onBidDigits}
          onSubmit={(e) => entry.submit('bid', e)}
          loading={entry.pending === 'bid'}
          canBid={canBid}
          why={why}
          message={message?.field !== 'auto' ? message : undefined}
        />
      ),
    },
    {
      key: 'auto',
      label: t('room.columns.Auto bid'),
      wide: true,
      content: (
        <AutoBidCell
          sub={sub}
          value={entry.auto}
          onDigits={entry.onAutoDigits}
          onSubmit={(e) => entry.submit('auto', e)}
          loading={entry.pending === 'auto'}
          canBid={canAuto}
          why={!connected ? t('room.notLive') : undefined}
          message={message?.field === 'auto' ? message : undefined}
          rankAuction={rankAuction}
          autoBidEnabled={autoBidEnabled}
          preBid={notOpen}
        />
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
        overExtra={<ReceiptsButton subEventId={id} lotName={sub.name} />}
        onOk={() => onDismiss(id)}
      />
      <BidConfirmModal
        confirm={entry.confirm}
        direction={sub.direction}
        lot={sub}
        onCancel={() => entry.setConfirm(null)}
        onConfirm={(c) => {
          entry.setConfirm(null);
          void entry.send(c.kind, c.amount);
        }}
      />
    </>
  );
});
