/**
 * The multi-unit (Yankee) engine (API.md "Multi-unit (Yankee) lots"), beside the single lot's
 * `decide`: `decideYankee(state, command, now)` returns the new state and what happened, or a
 * refusal with a code. Each bidder holds one standing bid (a quantity at a price per unit), improved
 * only by a step in price or more units at its price; an auto bid keeps its quantity and raises its
 * price up to its ceiling; a change of allocation in the last minutes extends the lot (SPEC §4).
 */
import { extendEnd, isId, refuseAmount, refuseUnlessTakingBids, reject, setActive } from './decide';
import { formatRupees } from './format';
import { rulesProblems } from './state';
import type { EpochMs, Paise } from './types';
import { allocation, compareYankee, floorFor, priceForWhole, sameAllocation } from './yankee-allocation';
import { quantityProblems, refuseImprovement, refuseQuantity } from './yankee-checks';
import type {
  YankeeBidRecord,
  YankeeCommand,
  YankeeDecision,
  YankeeEvent,
  YankeeRulesInput,
  YankeeState,
} from './yankee-types';

const MINUTE_MS = 60_000;
/**
 * Most automatic answers one command makes. Auto bids raise each other a step at a time, so a war
 * between two far ceilings on a tiny step could run long; past this the war resumes on the next command.
 */
export const MAX_PROXY_BIDS = 500;

/** The state of a Yankee lot before any command; throws a RangeError naming every problem of the rules. */
export function initialYankeeState(input: YankeeRulesInput): YankeeState {
  const { totalQuantity, minQuantity, quantityStep, ...single } = input;
  const quantity = { totalQuantity, minQuantity, quantityStep };
  const problems = [...rulesProblems({ ...single, direction: 'forward' }), ...quantityProblems(quantity)];
  if (problems.length > 0) throw new RangeError(`Invalid Yankee rules: ${problems.join('; ')}`);
  return {
    rules: {
      direction: 'forward',
      startValue: single.startValue,
      step: single.step,
      startsAt: single.startsAt,
      isActive: single.isActive,
      extensionMinutes: single.extensionMinutes ?? 3,
      extendable: single.extendable ?? true,
      maxExtensions: single.maxExtensions ?? null,
      rankOnly: false,
    },
    quantity,
    status: 'open',
    endsAt: single.endsAt,
    extensions: 0,
    seq: 0,
    lastSerial: 0,
    standings: [],
    autoBids: [],
  };
}

/** Applies one command to a Yankee lot at `now`; never throws for any command value. */
export function decideYankee(state: YankeeState, command: YankeeCommand, now: Date): YankeeDecision {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new RangeError('decideYankee: now must be a valid Date');
  }
  const at = now.getTime();
  if (typeof command !== 'object' || command === null) {
    return reject('INVALID_COMMAND', 'This request is not a command the auction understands.');
  }
  switch (command.type) {
    case 'place-bid':
      return placeBid(state, command.bidderId, command.bidId, command.quantity, command.amount, at);
    case 'place-auto-bid':
      return placeAutoBid(state, command, at);
    case 'extend-end':
      return extendEnd(state, command, at);
    case 'set-active':
      return setActive(state, command);
    case 'close':
      return close(state, at);
    default:
      return reject('INVALID_COMMAND', 'This request is not a command the auction understands.');
  }
}

function placeBid(
  state: YankeeState,
  bidderId: string,
  bidId: string,
  quantity: number,
  amount: Paise,
  at: EpochMs,
): YankeeDecision {
  if (!isId(bidderId) || !isId(bidId)) return reject('INVALID_COMMAND', 'A bid needs a bidder and a bid id.');
  const refusal =
    refuseUnlessTakingBids(state, at) ??
    refuseQuantity(state.quantity, quantity) ??
    refuseAmount(amount, 'bid amount') ??
    refuseImprovement(state, bidderId, quantity, amount);
  if (refusal) return refusal;
  const draft = { ...state, standings: [...state.standings], autoBids: [...state.autoBids] };
  const records: YankeeBidRecord[] = [];
  record(draft, records, { bidderId, quantity, amount, bidId, at, serial: 0, kind: 'manual' });
  answerAutoBids(draft, records, bidId, at);
  return finish(state, draft, records, [], at);
}

function placeAutoBid(
  state: YankeeState,
  command: Extract<YankeeCommand, { type: 'place-auto-bid' }>,
  at: EpochMs,
): YankeeDecision {
  const { bidderId, bidId, quantity, limit } = command;
  if (!isId(bidderId) || !isId(bidId))
    return reject('INVALID_COMMAND', 'An auto bid needs a bidder and a bid id.');
  const refusal =
    refuseUnlessTakingBids(state, at) ??
    refuseQuantity(state.quantity, quantity) ??
    refuseAmount(limit, 'auto bid limit');
  if (refusal) return refusal;
  const previous = state.autoBids.find((a) => a.bidderId === bidderId) ?? null;
  if (previous !== null && (limit <= previous.limit || quantity < previous.quantity)) {
    return {
      ok: false,
      code: 'AUTO_LOWERED',
      message: `Your auto bid is ${formatRupees(previous.limit)} per unit for ${previous.quantity}: raise the ceiling, keeping at least that quantity.`,
    };
  }
  const floor = floorFor(state, bidderId, quantity);
  if (limit < floor) {
    return {
      ok: false,
      code: 'AUTO_TOO_CLOSE',
      message: `The ceiling must be at least ${formatRupees(floor, 'up')} per unit.`,
      needed: floor,
    };
  }
  const draft = {
    ...state,
    standings: [...state.standings],
    autoBids: state.autoBids.filter((a) => a.bidderId !== bidderId),
  };
  draft.autoBids.push({ bidderId, quantity, limit, at, seq: state.seq + 1 });
  const records: YankeeBidRecord[] = [];
  answerAutoBids(draft, records, bidId, at, bidderId);
  const set: YankeeEvent = {
    type: 'auto-bid-set',
    bidderId,
    quantity,
    limit,
    previousLimit: previous?.limit ?? null,
  };
  return finish(state, draft, records, [set], at);
}

/**
 * Auto bids answer until none can do better: each auto bidder short of its whole quantity bids the
 * price that gets it all, when that is within its ceiling; the one setting its auto bid goes first.
 */
function answerAutoBids(
  draft: YankeeState,
  records: YankeeBidRecord[],
  bidId: string,
  at: EpochMs,
  first?: string,
): void {
  for (let moved = true; moved && records.length < MAX_PROXY_BIDS; ) {
    moved = false;
    const order = [...draft.autoBids].sort((a, b) =>
      a.bidderId === first ? -1 : b.bidderId === first ? 1 : a.seq - b.seq,
    );
    for (const auto of order) {
      const own = draft.standings.find((s) => s.bidderId === auto.bidderId);
      const quantity = Math.max(auto.quantity, own?.quantity ?? 0);
      const price = priceForWhole(draft, auto.bidderId, quantity);
      if (price === null || price > auto.limit) continue;
      const mine = auto.bidderId === first && !records.some((r) => r.bidderId === first);
      const id = mine ? bidId : `${bidId}:${records.length}`;
      record(draft, records, {
        bidderId: auto.bidderId,
        quantity,
        amount: price,
        bidId: id,
        at,
        serial: 0,
        kind: mine ? 'auto' : 'proxy',
      });
      moved = true;
      break;
    }
  }
}

function record(draft: YankeeState, records: YankeeBidRecord[], bid: YankeeBidRecord): void {
  draft.lastSerial += 1;
  const made = { ...bid, serial: draft.lastSerial };
  records.push(made);
  const { kind: _kind, ...standing } = made;
  draft.standings = [...draft.standings.filter((s) => s.bidderId !== bid.bidderId), standing].sort(
    compareYankee,
  );
}

function finish(
  state: YankeeState,
  draft: YankeeState,
  records: YankeeBidRecord[],
  first: YankeeEvent[],
  at: EpochMs,
): YankeeDecision {
  const events: YankeeEvent[] = [...first, ...records.map((bid) => ({ type: 'bid-recorded' as const, bid }))];
  const from = allocation(state);
  const to = allocation(draft);
  let { endsAt, extensions } = state;
  if (!sameAllocation(from, to)) {
    events.push({ type: 'allocation-changed', from, to });
    // SPEC §4 anti-sniping, for units: a change of allocation in the last minutes extends the lot.
    const { extendable, maxExtensions, extensionMinutes } = state.rules;
    const window = extensionMinutes * MINUTE_MS;
    if (extendable && (maxExtensions === null || extensions < maxExtensions) && state.endsAt - at <= window) {
      endsAt = state.endsAt + window;
      extensions += 1;
      events.push({ type: 'closing-changed', from: state.endsAt, to: endsAt, reason: 'anti-sniping' });
    }
  }
  return { ok: true, state: { ...draft, endsAt, extensions, seq: state.seq + 1 }, events };
}

function close(state: YankeeState, at: EpochMs): YankeeDecision {
  if (state.status === 'closed') return reject('ALREADY_CLOSED', 'This lot is already closed.');
  if (at < state.endsAt) return reject('NOT_DUE', 'This lot cannot be closed before its closing time.');
  return {
    ok: true,
    state: { ...state, status: 'closed', seq: state.seq + 1 },
    events: [{ type: 'closed', allocation: allocation(state) }],
  };
}
