import { Group, Stack, Text } from '@mantine/core';
import type { SubEvent } from '@neelami/shared/events';
import { formatRupees } from '@neelami/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { WatchStar } from './watch-star';

/** Props of EventLots. */
export interface EventLotsProps {
  auctionName: string;
  /** The lots shown (all, or the search's matches); undefined while they are coming. */
  lots: SubEvent[] | undefined;
  /** A page's own line under a lot (the upcoming list's pre-bid). */
  extra?: (lot: SubEvent) => ReactNode;
}

/**
 * An event's lots under it in the live and upcoming lists (its catalogue on the screen): number,
 * name, quantity, location and EMD, each with its star for a member.
 */
export function EventLots({ auctionName, lots, extra }: EventLotsProps) {
  const { t } = useTranslation();
  if (!lots) {
    return (
      <Text size="xs" c="dimmed">
        {t('watch.lotsLoading')}
      </Text>
    );
  }
  if (lots.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('watch.noLots')}
      </Text>
    );
  }
  return (
    <Stack gap={2} component="ul" aria-label={t('watch.lotsOf', { name: auctionName })} m={0} p={0}>
      {lots.map((l) => (
        <Group
          key={l._id}
          component="li"
          gap={6}
          wrap="nowrap"
          align="flex-start"
          style={{ listStyle: 'none' }}
          data-lot-id={l._id}
        >
          <WatchStar subEventId={l._id} name={l.name} size="sm" />
          <Stack gap={2}>
            <Group gap={6} style={{ rowGap: 0 }} align="baseline">
              <Text size="sm" fw={600}>
                #{l.auctionNo} {l.name}
              </Text>
              <Text size="xs" c="dimmed">
                {l.quantityOrTypesOfTrunk} {l.unit} · {l.location}
                {l.emdAmount > 0 && ` · ${t('watch.emd', { amount: formatRupees(l.emdAmount) })}`}
                {l.reserveMet !== null && l.reserveMet !== undefined && (
                  <span data-testid="lot-reserve-state">
                    {` · ${l.reserveMet ? t('watch.reserveMet') : t('watch.reserveNotMet')}`}
                  </span>
                )}
              </Text>
            </Group>
            {extra?.(l)}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
