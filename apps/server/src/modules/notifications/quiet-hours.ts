import { IST_OFFSET_MS } from '@neelami/shared/ist';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When a member's quiet hours (IST wall-clock `from`–`to`, which may run past midnight) end, if
 * `now` falls inside them; null when it does not, or when the member keeps no quiet hours.
 */
export function quietUntil(quiet: { from: string; to: string } | null, now: Date): Date | null {
  if (!quiet || quiet.from === quiet.to) return null;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  const istMs = now.getTime() + IST_OFFSET_MS;
  const dayStartIst = Math.floor(istMs / 86_400_000) * 86_400_000;
  const minute = (istMs - dayStartIst) / 60_000;
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inside) return null;
  // The end is today at `to`, or tomorrow when the window runs past midnight and we are before it.
  const endDayStart = from < to || minute < to ? dayStartIst : dayStartIst + 86_400_000;
  return new Date(endDayStart + to * 60_000 - IST_OFFSET_MS);
}
