import type { GuestView } from '@neelami/shared/bidding';
import { memo } from 'react';
import { type Key, t, useTranslation } from '../../i18n/i18n';
import { BidAmount } from './bid-parts';
import { finalOutcome } from './outcome';
import { LotCell, type RowCell, SubEventRow } from './sub-event-row';
import { TimeLeft, useRowClock } from './time-left';

/** Column titles of the guest's table. */
export const GUEST_COLUMNS = ['Lot', 'Rank 1', 'Rank 2', 'Rank 3', 'Time left'];

/** Props of GuestRow. */
export interface GuestRowProps {
  view: GuestView;
  endsAt: number;
  layout: 'table' | 'card';
  onDismiss: (subEventId: string) => void;
  /** Minutes a late bid extended the lot by, while that is still its closing time. */
  extendedBy?: number | null;
}

/** A Guest's/Client's read-only row: the top three amounts as Rank 1, 2, 3 and the time left (SPEC §6). */
export const GuestRow = memo(function GuestRow({
  view,
  endsAt,
  layout,
  onDismiss,
  extendedBy,
}: GuestRowProps) {
  useTranslation();
  const sub = view.subEvent;
  const { over } = useRowClock(sub, endsAt);
  const top = Array.isArray(view.top) ? view.top : [];
  const amountOf = (rank: number) => top.find((t) => t.rank === rank)?.amount ?? null;
  const cells: RowCell[] = [
    {
      key: 'lot',
      label: t('room.columns.Lot'),
      content: <LotCell subEvent={sub} reserveMet={view.reserveMet} />,
    },
    ...[1, 2, 3].map((rank) => ({
      key: `rank${rank}`,
      label: t(`room.columns.Rank ${rank}` as Key),
      content: (
        <BidAmount amount={amountOf(rank)} lot={sub} fw={rank === 1 ? 700 : 500} testId={`rank-${rank}`} />
      ),
    })),
    {
      key: 'time',
      label: t('room.columns.Time left'),
      content: <TimeLeft subEvent={sub} endsAt={endsAt} extendedBy={extendedBy} />,
    },
  ];
  return (
    <SubEventRow
      layout={layout}
      subEvent={sub}
      cells={cells}
      over={over}
      outcome={finalOutcome(top, sub)}
      onOk={() => onDismiss(sub._id)}
    />
  );
});
