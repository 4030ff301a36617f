/**
 * A member's standing after defaults (API.md "Integrity desk, member record and bid receipts"):
 * one default in the last 365 days puts it on probation (it may lead at most two lots at once),
 * two suspend it (no bids, deposits or assignments) until Admin lifts the suspension with a
 * reason. Lifting keeps the probation of the defaults still within the year; a default after the
 * lift suspends it again. Pure: the sales module feeds it the default times its rows hold.
 */

export const MEMBER_STATUSES = ['good', 'probation', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How long a default counts towards probation and suspension. */
export const DEFAULT_WINDOW_DAYS = 365;
/** The lots a member on probation may lead at once. */
export const PROBATION_MAX_LEADS = 2;

const DAY_MS = 86_400_000;

/** A standing and, for probation, the instant it ends by itself (null otherwise). */
export interface Standing {
  status: MemberStatus;
  until: Date | null;
}

/**
 * The standing at `now` of a member whose sales were defaulted at `defaultsAt`, whose suspension
 * Admin last lifted at `liftedAt` (null if never).
 */
export function standingOf(defaultsAt: readonly Date[], liftedAt: Date | null, now: Date): Standing {
  const from = now.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS;
  const recent = defaultsAt.map((d) => d.getTime()).filter((t) => t > from && t <= now.getTime());
  if (recent.length === 0) return { status: 'good', until: null };
  const latest = Math.max(...recent);
  if (recent.length >= 2 && (liftedAt === null || latest > liftedAt.getTime())) {
    return { status: 'suspended', until: null };
  }
  return { status: 'probation', until: new Date(latest + DEFAULT_WINDOW_DAYS * DAY_MS) };
}

/** The status a stored standing has at `now`: a probation ends by itself at its `until`. */
export const statusAt = (s: Standing | null, now: Date): MemberStatus =>
  !s || (s.status === 'probation' && s.until !== null && s.until.getTime() <= now.getTime())
    ? 'good'
    : s.status;
