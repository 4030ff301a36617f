import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AuctionEvent } from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import { useCallback } from 'react';
import { t } from '../../i18n/i18n';
import { getEventList } from '../../lib/api/get-event-list';
import { type getEventLots, useReadEventLots } from './api/get-event-lots';

/** How far ahead an assigned lot counts as "soon" for the reminder. */
export const REMIND_WITHIN_MS = 24 * 60 * 60 * 1000;
/** At most this many events are looked into at login. */
const MAX_EVENTS = 5;

/** A lot the member is assigned to, in an event that asks for the transaction password, opening soon. */
export interface SoonLot {
  eventName: string;
  lotName: string;
  opensAt: string;
}

/** The events that ask for a transaction password and run within the next day (or now). */
export function eventsNeedingPassword(events: AuctionEvent[], now: number): AuctionEvent[] {
  return events
    .filter((e) => e.requireTransactionPassword)
    .filter((e) => Date.parse(e.eventEnd) > now && Date.parse(e.eventStart) <= now + REMIND_WITHIN_MS)
    .slice(0, MAX_EVENTS);
}

/** Reads one event's lots (useReadEventLots). */
type ReadEventLots = typeof getEventLots;

/** The first assigned lot, still to close, that opens within a day, among those events. */
async function firstSoonLot(
  events: AuctionEvent[],
  now: number,
  readLots: ReadEventLots,
): Promise<SoonLot | null> {
  for (const e of events) {
    const room = await readLots(e._id);
    const lot = room.subEvent.find(
      (s) =>
        s.assigned === true &&
        Date.parse(s.closesAt) > now &&
        Date.parse(s.eventStartsOn) <= now + REMIND_WITHIN_MS,
    );
    if (lot) return { eventName: room.auctionName, lotName: lot.name, opensAt: lot.eventStartsOn };
  }
  return null;
}

/**
 * After login: a member without a transaction password who is assigned to a lot that opens within a
 * day, in an auction that asks for one at the door, is reminded to set it now, not while the lot runs.
 * Quiet on any failure: it is only a reminder.
 */
async function remindTransactionPassword(
  user: { role: string; hasTransactionPassword: boolean },
  readLots: ReadEventLots,
) {
  if (user.hasTransactionPassword || (user.role !== 'Buyer' && user.role !== 'Seller')) return;
  try {
    const now = Date.now();
    const lists = await Promise.all([
      getEventList('getTodaysAuctions'),
      getEventList('getAllUpcomingAuctions'),
    ]);
    const lot = await firstSoonLot(eventsNeedingPassword(lists.flat(), now), now, readLots);
    if (!lot) return;
    const when =
      Date.parse(lot.opensAt) <= now
        ? t('login.remindOpenNow')
        : t('login.remindOpens', { time: formatIst(lot.opensAt) });
    notifications.show({
      title: t('login.remindTitle'),
      color: 'orange',
      autoClose: false,
      withBorder: true,
      message: (
        <Text size="sm" data-testid="transaction-password-reminder">
          {t('login.remindText', { lot: lot.lotName, event: lot.eventName, when })}{' '}
          {/* The toast lives outside the router: a plain link. */}
          <Anchor href="/profile/details" size="sm">
            {t('login.remindSetNow')}
          </Anchor>
        </Text>
      ),
    });
  } catch {
    // The reminder is a courtesy; the door still asks.
  }
}

/** The after-login reminder (remindTransactionPassword), reading the events' lots through the auth API. */
export function useTransactionPasswordReminder() {
  const readLots = useReadEventLots();
  return useCallback(
    (user: { role: string; hasTransactionPassword: boolean }) => remindTransactionPassword(user, readLots),
    [readLots],
  );
}
