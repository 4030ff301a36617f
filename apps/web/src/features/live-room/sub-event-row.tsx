import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { bidMessages } from '@neelami/shared/bid-messages';
import type { RoomSubEvent } from '@neelami/shared/bidding';
import type { CSSProperties, ReactNode } from 'react';
import { BADGE_FILL } from '../../components/tones';
import { t as tr, useTranslation } from '../../i18n/i18n';
import { formatRate, isPerUnit, rateUnit } from '../../lib/bid-amount';
import { RoomWatchStar } from './room-watch-star';

/**
 * Over a closed lot's card, its notice: the card dimmed and blurred behind it (what Mantine's
 * Overlay draws, without bringing its code, shared with the dialogs, onto the room's first load).
 */
const OVER_CARD: CSSProperties = {
  position: 'absolute',
  inset: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'color-mix(in srgb, var(--mantine-color-body), transparent 15%)',
  backdropFilter: 'blur(calc(0.0625rem * var(--mantine-scale)))',
  WebkitBackdropFilter: 'blur(calc(0.0625rem * var(--mantine-scale)))',
};

/** One cell of a sub-event's row: a column of the table, or a labelled part of the card on phones. */
export interface RowCell {
  key: string;
  label: string;
  content: ReactNode;
  /** On a card, take the whole width (controls, lists). */
  wide?: boolean;
}

/** Props of SubEventRow. */
export interface SubEventRowProps {
  layout: 'table' | 'card';
  subEvent: RoomSubEvent;
  cells: RowCell[];
  /** SPEC §4: at 00:00:01 or less the row shows the 'Auction Over' overlay. */
  over: boolean;
  /** What the close means for this viewer, shown under 'Auction Over' (its outcome, or the final ranks). */
  outcome?: string;
  /** Shown under the outcome once the lot is over (the bidder's receipts). */
  overExtra?: ReactNode;
  onOk: () => void;
}

/** The lot's name and particulars (first column of every role's table), and a line of the row's own. */
export function LotCell({
  subEvent,
  extra,
  reserveMet = null,
}: {
  subEvent: RoomSubEvent;
  extra?: ReactNode;
  /** API.md "The close": whether the leading bid meets the reserve (never the reserve itself). */
  reserveMet?: boolean | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <RoomWatchStar subEventId={subEvent._id} name={subEvent.name} />
        <Text fw={700} size="sm">
          #{subEvent.auctionNo} {subEvent.name}
        </Text>
        {isPerUnit(subEvent) && (
          <Badge size="xs" variant="outline" data-testid="bid-basis">
            {t('bidBasis.perUnitBadge', { unit: rateUnit(subEvent) })}
          </Badge>
        )}
        {subEvent.direction === 'reverse' && (
          <Badge size="xs" color={BADGE_FILL.reverse}>
            {t('room.reverse')}
          </Badge>
        )}
        {reserveMet !== null && (
          <Badge size="xs" color={reserveMet ? BADGE_FILL.good : BADGE_FILL.warn} data-testid="reserve-state">
            {reserveMet ? t('room.reserveMet') : t('room.reserveNotMet')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {subEvent.quantityOrTypesOfTrunk} {subEvent.unit} · {subEvent.location}
      </Text>
      <Text size="xs" c="dimmed">
        {t('room.step', { amount: formatRate(subEvent.incrementOrDecrement, subEvent) })}
      </Text>
      {extra}
    </Stack>
  );
}

function OverNotice({
  subEvent,
  outcome,
  overExtra,
  onOk,
}: {
  subEvent: RoomSubEvent;
  outcome?: string;
  overExtra?: ReactNode;
  onOk: () => void;
}) {
  return (
    <Group justify="center" gap="md" p="sm" role="alert" data-testid="auction-over">
      <Stack gap={2} align="center">
        <Text fw={700}>
          #{subEvent.auctionNo} {subEvent.name}: {bidMessages.auctionOver}
        </Text>
        {outcome && (
          <Text fw={600} data-testid="outcome">
            {outcome}
          </Text>
        )}
        {overExtra}
      </Stack>
      <Button size="xs" onClick={onOk} aria-label={`OK, remove ${subEvent.name} from the room`}>
        OK
      </Button>
    </Group>
  );
}

/** One sub-event: a table row on wide screens, a card on phones (SPEC §2 "a bidding row for each"). */
export function SubEventRow({ layout, subEvent, cells, over, outcome, overExtra, onOk }: SubEventRowProps) {
  const testProps = { 'data-testid': 'sub-event-row', 'data-sub-event-id': subEvent._id, 'data-over': over };
  if (layout === 'table') {
    if (over) {
      return (
        <Table.Tr {...testProps}>
          <Table.Td colSpan={cells.length}>
            <OverNotice subEvent={subEvent} outcome={outcome} overExtra={overExtra} onOk={onOk} />
          </Table.Td>
        </Table.Tr>
      );
    }
    return (
      <Table.Tr {...testProps}>
        {cells.map((c) => (
          <Table.Td key={c.key} data-cell={c.key} style={{ verticalAlign: 'top' }}>
            {c.content}
          </Table.Td>
        ))}
      </Table.Tr>
    );
  }
  const [lot, ...rest] = cells;
  const t = tr;
  const small = rest.filter((c) => !c.wide);
  const wide = rest.filter((c) => c.wide);
  return (
    <Card
      withBorder
      padding="md"
      pos="relative"
      component="article"
      aria-label={t('room.lotNo', { no: subEvent.auctionNo, name: subEvent.name })}
      {...testProps}
    >
      <Stack gap="sm">
        {lot.content}
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          {small.map((c) => (
            <Box key={c.key} data-cell={c.key}>
              <Text size="xs" c="dimmed">
                {c.label}
              </Text>
              {c.content}
            </Box>
          ))}
        </SimpleGrid>
        {wide.map((c) => (
          <Box key={c.key} data-cell={c.key}>
            {c.content}
          </Box>
        ))}
      </Stack>
      {over && (
        <div style={OVER_CARD}>
          <Box p="md" style={{ textAlign: 'center' }}>
            <OverNotice subEvent={subEvent} outcome={outcome} overExtra={overExtra} onOk={onOk} />
          </Box>
        </div>
      )}
    </Card>
  );
}
