import { Stack, Text } from '@mantine/core';
import { bidMessages } from '@neelami/shared/bid-messages';
import type { RoomSubEvent } from '@neelami/shared/bidding';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useTextTones } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { useServerClockValue } from '../../lib/use-socket';
import { useAnnounce } from './announcer';
import { crossedMilestone, formatHms, isOver, milestoneBand, milestoneText, secondsLeft } from './countdown';

/**
 * The server-clock instant the room's clocks stopped at, or null while they run: a window pushed
 * out of the room (another window took over) freezes its countdowns instead of ticking stale rows.
 */
export const FrozenAt = createContext<number | null>(null);

/** The server clock, or the instant the room froze at. */
function useRoomClockValue<T extends string | number | boolean>(derive: (nowMs: number) => T): T {
  const frozenAt = useContext(FrozenAt);
  return useServerClockValue((now) => derive(frozenAt ?? now));
}

/** Props of TimeLeft. */
export interface TimeLeftProps {
  subEvent: RoomSubEvent;
  /** Closing time (epoch ms, server clock). */
  endsAt: number;
  /** Minutes a bid in the last minutes extended it by (the closing time is still that one). */
  extendedBy?: number | null;
}

/**
 * The countdown hh:mm:ss from the server's clock (SPEC §4, §9), or the time to opening. It ticks
 * by itself, so the row around it does not re-render every second.
 */
export function TimeLeft({ subEvent, endsAt, extendedBy }: TimeLeftProps) {
  const { t } = useTranslation();
  const tones = useTextTones();
  const startsAt = Date.parse(subEvent.eventStartsOn);
  const opensIn = useRoomClockValue((now) =>
    Number.isFinite(startsAt) && now < startsAt ? secondsLeft(startsAt, now) : -1,
  );
  const left = useRoomClockValue((now) => secondsLeft(endsAt, now));
  if (opensIn >= 0) {
    return (
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {t('room.opensIn')}
        </Text>
        <Text ff="monospace" fw={700}>
          {formatHms(opensIn)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={0}>
      <Text
        ff="monospace"
        fw={700}
        size="lg"
        c={left <= 60 ? tones.error : left <= 300 ? tones.warn : undefined}
        data-testid="time-left"
        aria-label={t('room.timeLeftIs', { time: formatHms(left) })}
      >
        {formatHms(left)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('room.ends', { time: formatIstWithSeconds(endsAt) })}
      </Text>
      {/* SPEC §4 anti-sniping: a late leading bid moved the close; the clock jumping back is explained. */}
      {extendedBy ? (
        <Text size="xs" fw={600} c={tones.warn} data-testid="extended" maw={200}>
          {t('room.extendedBy', { minutes: extendedBy })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Where a row stands on the server's clock — over (SPEC §4: 00:00:01 or less, or closed), not
 * yet open — each value re-rendering the row only when it changes; milestones and the end are
 * announced through the room's polite live region.
 */
export function useRowClock(subEvent: RoomSubEvent, endsAt: number): { over: boolean; notOpen: boolean } {
  const startsAt = Date.parse(subEvent.eventStartsOn);
  const over = useRoomClockValue((now) => isOver(secondsLeft(endsAt, now), subEvent.status));
  const notOpen = useRoomClockValue((now) => now < startsAt);
  const band = useRoomClockValue((now) => milestoneBand(secondsLeft(endsAt, now)));
  useCountdownAnnouncements(subEvent, band, over);
  return { over, notOpen };
}

/** Announces countdown milestones and the end of a lot through the room's polite live region. */
function useCountdownAnnouncements(subEvent: RoomSubEvent, left: number, over: boolean) {
  const announce = useAnnounce();
  const prev = useRef<number | null>(null);
  const wasOver = useRef(over);
  useEffect(() => {
    const m = crossedMilestone(prev.current, left);
    prev.current = left;
    if (m !== null && !over) announce(`Lot ${subEvent.auctionNo} ${subEvent.name}: ${milestoneText(m)}.`);
  }, [left, over, subEvent.auctionNo, subEvent.name, announce]);
  useEffect(() => {
    if (over && !wasOver.current)
      announce(`Lot ${subEvent.auctionNo} ${subEvent.name}: ${bidMessages.auctionOver}`);
    wasOver.current = over;
  }, [over, subEvent.auctionNo, subEvent.name, announce]);
}
