// SPEC §4 / §9: the countdown is shown as hh:mm:ss and computed from the server's clock;
// at 00:00:01 or less the sub-event is over in the room.

/** Whole seconds left until `endsAtMs` at server time `nowMs` (rounded up, never negative). */
export function secondsLeft(endsAtMs: number, nowMs: number): number {
  if (!Number.isFinite(endsAtMs) || !Number.isFinite(nowMs)) return 0;
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

/** hh:mm:ss (hours are not wrapped at 24). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** SPEC §4: "once time left is one second or less (00:00:01)" the row is over; also once the server closed it. */
export function isOver(left: number, status: string | undefined): boolean {
  return left <= 1 || status === 'closed';
}

/** The moments announced to screen-reader users (seconds left). */
export const MILESTONES = [600, 300, 120, 60, 30, 10] as const;

/**
 * The countdown reduced to the milestone band it is in: the smallest milestone not below the
 * seconds left, or MAX_SAFE_INTEGER above the first one. It changes only when a milestone is
 * crossed, so a row that announces milestones need not re-render every second, and
 * crossedMilestone(previous band, band) names the milestone just crossed.
 */
export function milestoneBand(left: number): number {
  let band = Number.MAX_SAFE_INTEGER;
  for (const m of MILESTONES) if (left <= m) band = m;
  return band;
}

/** The milestone crossed going from `before` to `after` seconds left, if any (the smallest one crossed). */
export function crossedMilestone(before: number | null, after: number): number | null {
  if (before === null || after >= before) return null;
  let hit: number | null = null;
  for (const m of MILESTONES) if (before > m && after <= m) hit = m;
  return hit;
}

/** Spoken text for a milestone: '5 minutes left', '30 seconds left'. */
export function milestoneText(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const m = seconds / 60;
    return `${m} minute${m === 1 ? '' : 's'} left`;
  }
  return `${seconds} seconds left`;
}
