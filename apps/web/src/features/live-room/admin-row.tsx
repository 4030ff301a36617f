import { Anchor, Badge, Button, Group, Modal, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { AdminView, ParticipantView } from '@neelami/shared/bidding';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import { memo, useState } from 'react';
import { bidKindLabel } from '../../components/bid-kind';
import { BADGE_FILL } from '../../components/tones';
import { type Key, tm, useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { formatRate } from '../../lib/bid-amount';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRenderedWhenOpened } from '../../lib/use-rendered-when-opened';
import { BidAmount } from './bid-parts';
import { outcomeOf } from './outcome';
import type { ActionOutcome } from './room-actions';
import { SelectBidTimeModal } from './select-bid-time-modal';
import { LotCell, type RowCell, SubEventRow } from './sub-event-row';
import { TimeLeft, useRowClock } from './time-left';

/** Column titles of the admin's table. */
export const ADMIN_COLUMNS = ['Lot', 'Leading bid', 'Last bid', 'Time left', 'Participants'];

const BID_STATUS: Record<string, Key> = {
  accepted: 'adminRoom.accepted',
  rejected: 'adminRoom.rejected',
  cancelled: 'adminRoom.cancelled',
};

/** Props of AdminRow. */
export interface AdminRowProps {
  view: AdminView;
  endsAt: number;
  layout: 'table' | 'card';
  /** From the 5-second active_users_list; the view's list until the first answer. */
  activeUsers: ParticipantView[] | undefined;
  connected: boolean;
  onExtend: (subEventId: string, endsAtIso: string) => Promise<ActionOutcome>;
  onDismiss: (subEventId: string) => void;
  /** Minutes a late bid extended the lot by, while that is still its closing time. */
  extendedBy?: number | null;
}

function Participants({ users }: { users: ParticipantView[] }) {
  const { t } = useTranslation();
  if (users.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('adminRoom.noParticipants')}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={180} type="auto" offsetScrollbars>
      <Stack gap={6} data-testid="participants">
        {users.map((u) => (
          <Group key={u.userId} gap={6} wrap="wrap" justify="space-between" data-testid="participant">
            <div style={{ minWidth: 0, flex: '1 1 150px' }}>
              <Text size="sm" fw={600} truncate>
                {u.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {u.email} · {valueLabel(t, u.role)}
              </Text>
            </div>
            <Group gap={4} wrap="wrap" style={{ flexShrink: 0 }}>
              {/* SPEC §4: each participant's login flag is shown as Login or Logout. */}
              <Badge
                size="sm"
                color={u.isLoggedIn ? BADGE_FILL.good : BADGE_FILL.neutral}
                data-testid="login-flag"
              >
                {u.isLoggedIn ? t('adminUsers.loggedIn') : t('adminUsers.loggedOut')}
              </Badge>
              {u.inRoom && (
                <Badge size="sm" color="blue" variant="dot">
                  {t('adminRoom.inRoom')}
                </Badge>
              )}
              {u.sharedIp && (
                <Tooltip label={t('adminRoom.sharedIpHint')}>
                  <Badge size="sm" color={BADGE_FILL.warn} data-testid="shared-ip">
                    {t('adminRoom.sharedIp')}
                  </Badge>
                </Tooltip>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/**
 * The admin's row (SPEC §6): the last bidder's name, phone, e-mail and amount, the
 * participants with Login/Logout, 'Select Bid Time' to change the end, all bids; no bidding.
 */
export const AdminRow = memo(function AdminRow({
  view,
  endsAt,
  layout,
  activeUsers,
  connected,
  onExtend,
  onDismiss,
  extendedBy,
}: AdminRowProps) {
  const { t } = useTranslation();
  const sub = view.subEvent;
  const { over } = useRowClock(sub, endsAt);
  const [timeOpen, setTimeOpen] = useState(false);
  const [bidsOpen, setBidsOpen] = useState(false);
  const bidsDialog = useRenderedWhenOpened(bidsOpen);
  const last = view.lastBid;
  // Newest first, as the server sends them.
  const bids = Array.isArray(view.bids) ? view.bids : [];
  const users = activeUsers ?? view.participants ?? [];

  const extend = async (iso: string) => {
    const r = await onExtend(sub._id, iso);
    if (r.ok) notifySuccess(tm(r.message));
    else notifyError(tm(r.message));
    return r.ok;
  };

  const cells: RowCell[] = [
    {
      key: 'lot',
      label: t('room.columns.Lot'),
      content: <LotCell subEvent={sub} reserveMet={view.reserveMet} />,
    },
    {
      key: 'leading',
      label: sub.direction === 'reverse' ? t('room.lowestBid') : t('room.highestBid'),
      content: (
        <Stack gap={2}>
          {view.leadingAmount !== null ? (
            <BidAmount amount={view.leadingAmount} lot={sub} fw={700} size="md" testId="leading-amount" />
          ) : (
            <Text fw={700} size="sm" data-testid="leading-amount">
              {t('room.noBids')}
            </Text>
          )}
          <Anchor component="button" type="button" size="xs" ta="left" onClick={() => setBidsOpen(true)}>
            {t('adminRoom.allBids', { n: bids.length })}
          </Anchor>
        </Stack>
      ),
    },
    {
      key: 'last',
      label: t('room.columns.Last bid'),
      content: last ? (
        <Stack gap={0} data-testid="last-bidder">
          <BidAmount amount={last.amount} lot={sub} fw={700} />
          <Text size="sm">{last.bidder.name}</Text>
          <Text size="xs" c="dimmed">
            {last.bidder.cellNumber}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {last.bidder.email}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ),
    },
    {
      key: 'time',
      label: t('room.columns.Time left'),
      content: (
        <Stack gap={4}>
          <TimeLeft subEvent={sub} endsAt={endsAt} extendedBy={extendedBy} />
          <Button size="xs" variant="light" onClick={() => setTimeOpen(true)} disabled={!connected}>
            {t('adminRoom.selectBidTime')}
          </Button>
        </Stack>
      ),
    },
    {
      key: 'participants',
      label: t('room.columns.Participants'),
      wide: true,
      content: <Participants users={users} />,
    },
  ];
  return (
    <>
      <SubEventRow
        layout={layout}
        subEvent={sub}
        cells={cells}
        over={over}
        outcome={outcomeOf(view)}
        onOk={() => onDismiss(sub._id)}
      />
      <SelectBidTimeModal
        opened={timeOpen}
        lotName={`#${sub.auctionNo} ${sub.name}`}
        endsAt={endsAt}
        onConfirm={extend}
        onClose={() => setTimeOpen(false)}
      />
      {bidsDialog.rendered && (
        <Modal
          opened={bidsDialog.opened}
          onClose={() => setBidsOpen(false)}
          title={t('adminRoom.bidsOn', { no: sub.auctionNo, name: sub.name })}
          size="xl"
        >
          {bids.length === 0 ? (
            <Text c="dimmed">{t('adminRoom.noBidsYet')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminRoom.timeIst')}</Table.Th>
                    <Table.Th>{t('adminRoom.bidder')}</Table.Th>
                    <Table.Th>{t('adminRoom.phone')}</Table.Th>
                    <Table.Th>{t('adminContent.email')}</Table.Th>
                    <Table.Th>{t('adminRoom.amount')}</Table.Th>
                    <Table.Th>{t('adminRoom.kind')}</Table.Th>
                    <Table.Th>{t('admin.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {bids.map((b) => (
                    <Table.Tr key={b._id}>
                      <Table.Td>{formatIstWithSeconds(b.createdAt)}</Table.Td>
                      <Table.Td>{b.bidder.name}</Table.Td>
                      <Table.Td>{b.bidder.cellNumber}</Table.Td>
                      <Table.Td>{b.bidder.email}</Table.Td>
                      <Table.Td>{formatRate(b.amount, sub)}</Table.Td>
                      <Table.Td>{bidKindLabel(b.kind)}</Table.Td>
                      <Table.Td>{BID_STATUS[b.status] ? t(BID_STATUS[b.status] as Key) : b.status}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Modal>
      )}
    </>
  );
});
