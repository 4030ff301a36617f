import type { EmdEntry } from '@neelami/shared/emd';

/** Where a member's hold for one lot stands. */
export type HoldState = 'held' | 'released' | 'adjusted' | 'forfeited';

/** A member's EMD hold on one lot, as its ledger tells it. */
export interface LotHold {
  subEventId: string;
  /** rupees */
  amount: number;
  state: HoldState;
  eventId: string | null;
  subEventName: string | null;
}

const ENDS: Partial<Record<EmdEntry['type'], HoldState>> = {
  release: 'released',
  adjust: 'adjusted',
  forfeit: 'forfeited',
};
const HOLD_STATES: readonly string[] = ['held', 'released', 'adjusted', 'forfeited'];

/**
 * The member's hold per lot, from its ledger rows (newest first, API.md GET /api/emd/ledger): the
 * newest hold, release, adjust or forfeit row of a lot decides (a member assigned again after a
 * release has a newer hold); a hold row's own `status` tells whether it has ended.
 */
export function holdsByLot(entries: readonly EmdEntry[]): Map<string, LotHold> {
  const out = new Map<string, LotHold>();
  for (const e of entries) {
    const id = e.subEventId;
    const end = ENDS[e.type];
    if (!id || out.has(id) || (e.type !== 'hold' && !end)) continue;
    const state = end ?? (HOLD_STATES.includes(e.status) ? (e.status as HoldState) : 'held');
    out.set(id, {
      subEventId: id,
      amount: e.amount,
      state,
      eventId: e.eventId,
      subEventName: e.subEventName,
    });
  }
  return out;
}

/** The holds of one event's lots. */
export const holdsOfEvent = (holds: Map<string, LotHold>, eventId: string): LotHold[] =>
  [...holds.values()].filter((h) => h.eventId === eventId);
