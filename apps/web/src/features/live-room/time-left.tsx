import { Stack, Text } from '@mantine/core';
import { bidMessages, type RoomSubEvent } from '@neelami/shared/bidding';
import { useEffect, useRef } from 'react';
import { useTextTones } from '../../components/tones';
import { formatIstDateTime } from '../../lib/format-inr';
import { useAnnounce } from './announcer';
import { crossedMilestone, formatHms, milestoneText, secondsLeft } from './countdown';

/** Props of TimeLeft. */
export interface TimeLeftProps {
  subEvent: RoomSubEvent;
  /** Closing time (epoch ms, server clock). */
  endsAt: number;
  /** Server time now (epoch ms). */
  now: number;
}

/** The countdown hh:mm:ss from the server's clock (SPEC §4, §9), or the time to opening. */
export function TimeLeft({ subEvent, endsAt, now }: TimeLeftProps) {
  const tones = useTextTones();
  const startsAt = Date.parse(subEvent.eventStartsOn);
  if (Number.isFinite(startsAt) && now < startsAt) {
    return (
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          Opens in
        </Text>
        <Text ff="monospace" fw={700}>
          {formatHms(secondsLeft(startsAt, now))}
        </Text>
      </Stack>
    );
  }
  const left = secondsLeft(endsAt, now);
  return (
    <Stack gap={0}>
      <Text
        ff="monospace"
        fw={700}
        size="lg"
        c={left <= 60 ? tones.error : left <= 300 ? tones.warn : undefined}
        data-testid="time-left"
        aria-label={`Time left ${formatHms(left)}`}
      >
        {formatHms(left)}
      </Text>
      <Text size="xs" c="dimmed">
        Ends {formatIstDateTime(endsAt)}
      </Text>
    </Stack>
  );
}

/** Announces countdown milestones and the end of a lot through the room's polite live region. */
export function useCountdownAnnouncements(subEvent: RoomSubEvent, left: number, over: boolean) {
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
