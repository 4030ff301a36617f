import type { EngineState, Standing } from '@neelami/engine/types';
import { nextBidPrefill } from '@neelami/engine/views';
import type { RoomSubEvent } from '@neelami/shared/bidding';
import { toPaise, toRupees } from '@neelami/shared/money';

/**
 * The bid box's prefill after a new leading bid (SPEC §4): the engine's own rule, so the room
 * and the server can never disagree. The room knows rupees; the engine counts whole paise. Only
 * the rules and the leading bid matter to the prefill; the rest of the state is left empty.
 * Null when no further bid is possible (a reverse auction within one step of zero).
 */
export function prefillAfter(subEvent: RoomSubEvent, leadingAmount: number): number | null {
  const leading: Standing = { bidderId: '', amount: toPaise(leadingAmount), bidId: '', at: 0, serial: 1 };
  const state: EngineState = {
    rules: {
      direction: subEvent.direction,
      startValue: toPaise(subEvent.startValue),
      step: toPaise(subEvent.incrementOrDecrement),
      startsAt: Date.parse(subEvent.eventStartsOn),
      isActive: subEvent.isActive,
      extensionMinutes: 0,
      extendable: false,
      maxExtensions: null,
      // Only called with a leading amount, which a Rank auction never shows.
      rankOnly: false,
    },
    status: subEvent.status,
    endsAt: Date.parse(subEvent.closesAt),
    extensions: 0,
    seq: 0,
    lastSerial: 1,
    standings: [leading],
    autoBids: [],
    leading,
  };
  const next = nextBidPrefill(state);
  return next === null ? null : toRupees(next);
}
