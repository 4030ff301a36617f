import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CurrentBidView } from '@neelami/shared/bidding';
import { formatIstDay, formatIstParts } from '@neelami/shared/ist';
import { useTranslation } from '../../i18n/i18n';
import { outcomeOf } from './outcome';
import { isShown, type RoomState } from './room-store';

/**
 * The lots of the room that closed today (IST) and were taken off the live rows (OK on the
 * overlay, or already closed when the room opened), latest first.
 */
export function closedToday(state: RoomState, now: number): CurrentBidView[] {
  const today = formatIstDay(now);
  return Object.values(state.views)
    .filter((p) => !isShown(state, p.subEventId))
    .filter((p) => formatIstDay(state.endsAt[p.subEventId] ?? p.subEvent.closesAt) === today)
    .sort((a, b) => (state.endsAt[b.subEventId] ?? 0) - (state.endsAt[a.subEventId] ?? 0));
}

/** Props of ClosedToday. */
export interface ClosedTodayProps {
  lots: CurrentBidView[];
  endsAt: Record<string, number>;
}

/** 'Closed today': each closed lot with its outcome for this viewer, so it does not vanish after OK. */
export function ClosedToday({ lots, endsAt }: ClosedTodayProps) {
  const { t } = useTranslation();
  if (lots.length === 0) return null;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="closed-today-title"
      data-testid="closed-today"
    >
      <Title order={2} size="h4" id="closed-today-title" mb="xs">
        {t('room.closedToday')}
      </Title>
      <Stack gap="sm">
        {lots.map((p) => (
          <div key={p.subEventId} data-testid="closed-lot">
            <Text fw={700} size="sm">
              #{p.subEvent.auctionNo} {p.subEvent.name}
              <Text span size="xs" c="dimmed" fw={400}>
                {' '}
                {t('room.closedAt', {
                  time: formatIstParts(endsAt[p.subEventId] ?? p.subEvent.closesAt).time,
                })}
              </Text>
            </Text>
            <Text size="sm">{outcomeOf(p)}</Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
