import { Anchor, Box, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { bidMessages } from '@neelami/shared/bid-messages';
import type { AdminView, BidderView, CurrentBidView, GuestView } from '@neelami/shared/bidding';
import type { Role } from '@neelami/shared/roles';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type Key, loadScreenStrings, tm, useTranslation } from '../../i18n/i18n';
import { useMyLedger } from '../../lib/api/get-my-emd-ledger';
import { holdsByLot } from '../../lib/emd-holds';
import { BIDDER_COLUMNS, BidderRow } from './bidder-row';
import { GUEST_COLUMNS, GuestRow } from './guest-row';
import { RoomEntering } from './room-heading';
import { extendedBy } from './room-store';
import type { LiveRoom } from './use-live-room';

// The Admin's row (time extension with its date picker) is loaded only for the Admin, with the
// admin screens' strings (i18n/en-more.ts): a bidder's phone fetches and runs none of it.
const AdminRow = lazy(() =>
  Promise.all([import('./admin-row'), loadScreenStrings()]).then(([m]) => ({ default: m.AdminRow })),
);
const ADMIN_COLUMNS = ['Lot', 'Leading bid', 'Last bid', 'Time left', 'Participants'];

/** Rows rendered at once when the room opens: a screenful, so its Bid buttons work without delay. */
const FIRST_ROWS = 8;
/** Rows added per step after that, each step a task of its own between which the browser answers taps. */
const MORE_ROWS = 10;

/**
 * How many of `total` rows to render: a screenful first, then the rest a few at a time, so a
 * room of 200 lots does not hold a slow phone's main thread before the first Bid button is usable.
 */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    // Not a transition: the room's socket updates would interrupt it again and again, and the
    // remaining rows would wait for a quiet moment that a busy auction does not have.
    const timer = setTimeout(() => setShown((n) => n + MORE_ROWS), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Why a member's room is empty: it is assigned to none of the event's lots, and how to be. */
function NotAssigned() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="center" data-testid="not-assigned">
      <Text ta="center" fw={700}>
        {t('room.notAssignedTitle')}
      </Text>
      <Text ta="center" size="sm" maw={560}>
        {t('room.notAssignedWhy')}
      </Text>
      <Group gap="md" justify="center">
        <Anchor component={Link} to="/profile/emd" size="sm">
          {t('room.notAssignedEmd')}
        </Anchor>
        <Anchor component={Link} to="/contactus" size="sm">
          {t('room.notAssignedContact')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Props of RoomRows. */
export interface RoomRowsProps {
  room: LiveRoom;
  /** The views of the lots shown, in the room's order. */
  views: CurrentBidView[];
  role: Role;
  layout: 'table' | 'card';
  /** Bids and admin actions can be sent (connected, and this window is in the room). */
  live: boolean;
  /** The rows wait for the event's line above them. */
  headerPending: boolean;
  /** The window was pushed out of the room: its rows are greyed. */
  frozen: boolean;
}

/**
 * The room's lots, a row each for the viewer's role (a table on a wide screen, cards on a narrow
 * one), or what stands in their place while the room is entered or when it has no lot.
 */
export function RoomRows({ room, views, role, layout, live, headerPending, frozen }: RoomRowsProps) {
  const { t } = useTranslation();
  const { state, join, event } = room;
  const isAdmin = role === 'Admin';
  const restInfo = useMemo(() => new Map((event.data?.subEvent ?? []).map((s) => [s._id, s])), [event.data]);
  const rankAuction = event.data?.auctionBehaviour === 'Rank Auction';
  // The member's EMD holds, to show each lot's EMD and whether the hold is in place.
  const ledger = useMyLedger(role === 'Buyer' || role === 'Seller');
  const holds = useMemo(() => holdsByLot(ledger.data?.entries ?? []), [ledger.data]);
  const endsAtOf = (p: CurrentBidView) => state.endsAt[p.subEventId] ?? Date.parse(p.endsAt);
  // A member in a room whose lots are none of its own: it accepted the terms, but nobody assigned it.
  const lots = event.data?.subEvent ?? [];
  const notAssigned = !isAdmin && lots.length > 0 && lots.every((s) => s.assigned === false);
  const columns = isAdmin ? ADMIN_COLUMNS : role === 'Guest/Client' ? GUEST_COLUMNS : BIDDER_COLUMNS;

  const rowsShown = useRowsShown(views.length);
  const rows = views.slice(0, rowsShown).map((p) => {
    const common = {
      endsAt: endsAtOf(p),
      layout,
      onDismiss: room.dismiss,
      extendedBy: extendedBy(state, p.subEventId),
    } as const;
    if (p.viewer === 'admin') {
      return (
        <AdminRow
          key={p.subEventId}
          {...common}
          view={p as AdminView}
          activeUsers={state.activeUsers[p.subEventId]}
          connected={live}
          onExtend={room.extendTime}
        />
      );
    }
    if (p.viewer === 'guest') return <GuestRow key={p.subEventId} {...common} view={p as GuestView} />;
    return (
      <BidderRow
        key={p.subEventId}
        {...common}
        view={p as BidderView}
        rankAuction={rankAuction}
        autoBidEnabled={restInfo.get(p.subEventId)?.autoBidEnabled ?? true}
        connected={live}
        messages={room.rowMessages}
        onBid={room.placeBid}
        emdAmount={restInfo.get(p.subEventId)?.emdAmount}
        emdHold={holds.get(p.subEventId)}
      />
    );
  });

  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <Box
        data-testid="room-rows"
        data-frozen={frozen}
        aria-disabled={frozen || undefined}
        style={frozen ? { filter: 'grayscale(1)', opacity: 0.55 } : undefined}
      >
        {(join.kind === 'waiting' && views.length === 0) || (headerPending && views.length > 0) ? (
          <RoomEntering />
        ) : join.kind === 'joined' && views.length === 0 ? (
          <Paper withBorder p="xl" data-testid="empty-room">
            {notAssigned ? (
              <NotAssigned />
            ) : (
              <Text ta="center" fw={600}>
                {tm(bidMessages.emptyRoom)}
              </Text>
            )}
          </Paper>
        ) : views.length > 0 && layout === 'table' ? (
          <Table.ScrollContainer minWidth={isAdmin ? 980 : role === 'Guest/Client' ? 640 : 1140}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              withTableBorder
              aria-label={t('room.subEvents')}
            >
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c} scope="col">
                      {t(`room.columns.${c}` as Key, { defaultValue: c })}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : views.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {rows}
          </SimpleGrid>
        ) : null}
      </Box>
    </Suspense>
  );
}
