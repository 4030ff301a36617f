/**
 * The bidding rules as one pure function: `decide(state, command, now)` answers either the new state
 * and what happened, or a refusal with a code and a plain-English message. No I/O, no clock reads;
 * the input state is never changed (ARCHITECTURE "The bidding path" step 3).
 */
import { amountProblem, MAX_AMOUNT } from './amount';
import { atOrBeyond, beats, beyond, capAt, compareStandings } from './direction';
import { formatIndianTime, formatRupees } from './format';
import { withOpeningTender } from './tenders';
import type {
  Accepted,
  AutoBid,
  BidKind,
  BidRecord,
  BidRef,
  CloseCommand,
  Command,
  Decision,
  Direction,
  EngineEvent,
  EngineState,
  EpochMs,
  ExtendEndCommand,
  OpenCommand,
  OpenTendersCommand,
  Paise,
  PlaceAutoBidCommand,
  PlaceBidCommand,
  Rejected,
  RejectionCode,
  Rules,
  SetActiveCommand,
  SetBidStatusCommand,
  Standing,
} from './types';

const MINUTE_MS = 60_000;

/** Every code `decide` can refuse with (a closed set: callers may switch over it exhaustively). */
export const REJECTION_CODES: readonly RejectionCode[] = [
  'INVALID_COMMAND',
  'INVALID_AMOUNT',
  'NOT_OPEN',
  'CLOSED',
  'INACTIVE',
  'BELOW_START',
  'BELOW_STEP',
  'SELF_OUTBID',
  'AUTO_TOO_CLOSE',
  'AUTO_LOWERED',
  'AUTO_IN_RANK_AUCTION',
  'NOT_DUE',
  'ALREADY_CLOSED',
  'BAD_END',
  'UNKNOWN_BID',
  'NO_PRE_BIDS',
  'TENDERS_NOT_OPENABLE',
];

/**
 * Applies one command to a sub-event's state at time `now` (the server clock, passed in).
 * Never throws for any command value, since commands come from the network; throws a RangeError
 * only when `now` is not a valid Date, which is a bug of the caller.
 */
export function decide(state: EngineState, command: Command, now: Date): Decision {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new RangeError('decide: now must be a valid Date');
  }
  const at = now.getTime();
  if (typeof command !== 'object' || command === null) {
    return reject('INVALID_COMMAND', 'This request is not a command the auction understands.');
  }
  switch (command.type) {
    case 'place-bid':
      return withOpening(state, at, command.bidId, (opened) => placeBid(opened, command, at));
    case 'place-auto-bid':
      return withOpening(state, at, command.bidId, (opened) => placeAutoBid(opened, command, at));
    case 'extend-end':
      return extendEnd(state, command, at);
    case 'close':
      return close(state, command, at);
    case 'open':
      return open(state, command, at);
    case 'open-tenders':
      return openTenders(state, command);
    case 'set-active':
      return setActive(state, command);
    case 'set-bid-status':
      return setBidStatus(state, command);
    default:
      // SPEC §5 Bidding: bids cannot be withdrawn, so there is no withdraw command to find here.
      return reject(
        'INVALID_COMMAND',
        'This request is not a command the auction understands (bids cannot be withdrawn).',
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Commands

function placeBid(state: EngineState, command: PlaceBidCommand, at: EpochMs): Decision {
  if (!isId(command.bidderId) || !isId(command.bidId)) {
    return reject('INVALID_COMMAND', 'A bid needs a bidder and a bid id.');
  }
  const shut = refuseUnlessTakingBids(state, at);
  if (shut) return shut;
  const amountRefusal = refuseAmount(command.amount, 'bid amount');
  if (amountRefusal) return amountRefusal;

  if (state.rules.rankOnly) return placeRankBid(state, command, at);
  const { direction, step, startValue } = state.rules;
  const amount = command.amount;
  const leading = state.leading;
  if (leading !== null && leading.bidderId === command.bidderId) {
    // Product rule: no self-outbidding (it would only push one's own price up); the leader may still raise
    // its auto bid, which moves nothing until a rival bids.
    return reject(
      'SELF_OUTBID',
      'You already hold the leading bid, so you cannot outbid yourself. You may set or raise an auto bid instead.',
    );
  }
  if (leading === null) {
    // SPEC §4, §9: the first bid must reach the start value.
    if (!atOrBeyond(direction, amount, startValue)) {
      return reject(
        'BELOW_START',
        needMessage(direction, startValue, 'Bid', ' (the start value)'),
        startValue,
      );
    }
  } else {
    // SPEC §4 prefill, §9 step; ARCHITECTURE "minimum increment/decrement": a new leading bid is at least
    // one step beyond the leading one.
    const needed = beyond(direction, leading.amount, 1, step);
    if (!atOrBeyond(direction, amount, needed)) {
      return reject('BELOW_STEP', needMessage(direction, needed, 'Bid'), needed);
    }
  }

  const draft = startDraft(state, {
    bidderId: command.bidderId,
    bidId: command.bidId,
    at,
    command: 'place-bid',
  });
  draft.leading = addRecord(draft, command.bidderId, amount, 'manual');
  // Rival auto bids answer the new bid (SPEC §1 auto bid); a manual bid equal to a ceiling prevails,
  // because only auto bids that strictly beat it take part (SPEC §5 Bidding terms).
  resolveAutoBids(draft);
  return finish(state, draft, [], at);
}

/**
 * A bid in a rank auction (API.md "Rank auctions"): the bidder knows only its own rank and bids, so
 * the bid must reach the start value and beat the bidder's own last bid by one step; it need not
 * lead. Every refusal names only the start value or the bidder's own amount. The leader is whoever
 * ranks first afterwards; a bid that moves the leading amount in the last minutes extends as usual.
 */
function placeRankBid(state: EngineState, command: PlaceBidCommand, at: EpochMs): Decision {
  const { direction, step, startValue } = state.rules;
  const amount = command.amount;
  const own = state.standings.find((s) => s.bidderId === command.bidderId) ?? null;
  if (own === null) {
    if (!atOrBeyond(direction, amount, startValue)) {
      return reject(
        'BELOW_START',
        needMessage(direction, startValue, 'Bid', ' (the start value)'),
        startValue,
      );
    }
  } else {
    const needed = beyond(direction, own.amount, 1, step);
    if (!atOrBeyond(direction, amount, needed)) {
      return reject(
        'BELOW_STEP',
        needMessage(direction, needed, 'Bid', ' (one step beyond your last bid)'),
        needed,
      );
    }
  }
  const draft = startDraft(state, {
    bidderId: command.bidderId,
    bidId: command.bidId,
    at,
    command: 'place-bid',
  });
  addRecord(draft, command.bidderId, amount, 'manual');
  draft.leading = draft.standings[0] ?? null;
  return finish(state, draft, [], at);
}

function placeAutoBid(state: EngineState, command: PlaceAutoBidCommand, at: EpochMs): Decision {
  if (!isId(command.bidderId) || !isId(command.bidId)) {
    return reject('INVALID_COMMAND', 'An auto bid needs a bidder and a bid id.');
  }
  if (state.rules.rankOnly) {
    // An auto bid answers rivals' bids, so what it bids would tell its owner about their amounts.
    return reject(
      'AUTO_IN_RANK_AUCTION',
      'Auto bid is not available in a rank auction: place each bid yourself.',
    );
  }
  if (isPreBidTime(state, at)) return placePreBid(state, command, at);
  const shut = refuseUnlessTakingBids(state, at);
  if (shut) return shut;
  const refused = refuseAutoLimit(state, command);
  if (refused) return refused;
  const { limit } = command;
  const existing = state.autoBids.find((a) => a.bidderId === command.bidderId) ?? null;

  const draft = startDraft(state, {
    bidderId: command.bidderId,
    bidId: command.bidId,
    at,
    command: 'place-auto-bid',
  });
  const autoBid: AutoBid = { bidderId: command.bidderId, limit, at, seq: state.seq + 1 };
  draft.autoBids = [...state.autoBids.filter((a) => a.bidderId !== command.bidderId), autoBid];
  const events: EngineEvent[] = [
    { type: 'auto-bid-set', bidderId: command.bidderId, limit, previousLimit: existing?.limit ?? null },
  ];
  resolveAutoBids(draft);
  return finish(state, draft, events, at);
}

/**
 * The limit of an auto bid, checked against the state: a whole amount, only raised (a floor only
 * lowered), and at least two steps beyond the prevailing bid (the start value before the first).
 */
function refuseAutoLimit(state: EngineState, command: PlaceAutoBidCommand): Rejected | null {
  const amountRefusal = refuseAmount(command.limit, 'auto bid limit');
  if (amountRefusal) return amountRefusal;
  const { direction, step, startValue } = state.rules;
  const limit = command.limit;
  const existing = state.autoBids.find((a) => a.bidderId === command.bidderId) ?? null;
  if (existing !== null && !beats(direction, limit, existing.limit)) {
    // One auto bid per bidder per sub-event; placing again raises it, and bids cannot be withdrawn
    // (SPEC §5 Bidding), so a limit may only move further in the auction's direction.
    return reject(
      'AUTO_LOWERED',
      direction === 'forward'
        ? `An auto bid can only be raised: your current ceiling is ${formatRupees(existing.limit)}, so set more than that.`
        : `An auto bid floor can only be lowered: your current floor is ${formatRupees(existing.limit)}, so set less than that.`,
    );
  }
  // SPEC §5 Bidding, §9: an auto bid cannot be set closer than two steps to the prevailing bid. With no
  // bid yet, the start value is the prevailing price (it is what the first bid will be).
  const prevailing = state.leading?.amount ?? startValue;
  const minimum = beyond(direction, prevailing, 2, step);
  if (!atOrBeyond(direction, limit, minimum)) {
    return reject('AUTO_TOO_CLOSE', autoTooCloseMessage(direction, minimum, state.leading === null), minimum);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Pre-bids (API.md "Pre-bids")

/** Before the opening of a lot without bids, an auto bid is a pre-bid. */
function isPreBidTime(state: EngineState, at: EpochMs): boolean {
  return state.status === 'open' && at < state.rules.startsAt && state.standings.length === 0;
}

/**
 * An auto bid set before the opening: the same checks as an auto bid with no bid yet (a whole
 * amount, two steps beyond the start value, raised and never lowered), on an active lot. It places
 * no bid; it waits, with the `seq` it was set at, for the opening.
 */
function placePreBid(state: EngineState, command: PlaceAutoBidCommand, at: EpochMs): Decision {
  if (!state.rules.isActive) return reject('INACTIVE', 'This lot is not open for bidding at the moment.');
  const refused = refuseAutoLimit(state, command);
  if (refused) return refused;
  const existing = state.autoBids.find((a) => a.bidderId === command.bidderId) ?? null;
  const autoBid: AutoBid = { bidderId: command.bidderId, limit: command.limit, at, seq: state.seq + 1 };
  return {
    ok: true,
    state: {
      ...state,
      seq: state.seq + 1,
      autoBids: [...state.autoBids.filter((a) => a.bidderId !== command.bidderId), autoBid],
      preBidsPending: true,
    },
    events: [
      {
        type: 'pre-bid-set',
        bidderId: command.bidderId,
        limit: command.limit,
        previousLimit: existing?.limit ?? null,
      },
    ],
  };
}

/** Whether the pre-bids compete before a bid command at `at`: they wait, and the lot takes bids. */
function opensNow(state: EngineState, at: EpochMs): boolean {
  return state.preBidsPending === true && refuseUnlessTakingBids(state, at) === null;
}

/**
 * The opening of the pre-bids: every waiting auto bid competes at once, as auto bids do when a bid
 * meets them (resolveAutoBids): the furthest limit leads, the earlier set among equal ones, at one
 * step beyond the runner-up's limit (capped at its own), or at the start value alone. The records
 * are the pre-bidders' own automatic bids ('auto'); like any bid, the opening may extend a lot
 * that opens inside its anti-sniping window.
 */
function openPending(state: EngineState, at: EpochMs, bidId: string): Accepted {
  const draft = startDraft(state, { bidderId: '', bidId: `${bidId}:o`, at, command: 'open' });
  seedOpeningTender(draft, state);
  resolveAutoBids(draft);
  const opened = finish(state, draft, [{ type: 'pre-bids-opened', bidders: draft.records.length }], at);
  return { ...opened, state: { ...opened.state, preBidsPending: false, openingTender: null } };
}

/**
 * A bid command at or after the opening while the pre-bids still wait: the opening first, then the
 * command on the opened state, as one accepted command (one seq); a refused command changes
 * nothing, the pre-bids still waiting. Otherwise just the command.
 */
function withOpening(
  state: EngineState,
  at: EpochMs,
  bidId: unknown,
  run: (opened: EngineState) => Decision,
): Decision {
  if (!opensNow(state, at)) return run(state);
  const opened = openPending(state, at, String(bidId));
  const decision = run({ ...opened.state, seq: state.seq });
  if (!decision.ok) return decision;
  return { ok: true, state: decision.state, events: [...opened.events, ...decision.events] };
}

/** The scheduler's opening of the pre-bids, when no bid command has let them compete yet. */
function open(state: EngineState, command: OpenCommand, at: EpochMs): Decision {
  if (!isId(command.bidId)) return reject('INVALID_COMMAND', 'Opening the pre-bids needs a bid id.');
  if (state.status === 'closed') return reject('CLOSED', 'Bidding on this lot is closed.');
  if (state.preBidsPending !== true) return reject('NO_PRE_BIDS', 'No pre-bid waits for this lot to open.');
  const shut = refuseUnlessTakingBids(state, at);
  if (shut) return shut;
  return openPending(state, at, command.bidId);
}

/**
 * A tender-then-auction lot's best tender opens the auction (API.md): recorded first, as the
 * tenderer's own bid, it leads; waiting pre-bids then compete against it as auto bids do.
 */
function seedOpeningTender(draft: Draft, state: EngineState): void {
  const tender = state.openingTender;
  if (!tender) return;
  draft.leading = addRecord(draft, tender.bidderId, tender.amount, 'manual');
}

/** The tenders opened (tenders.ts): the best qualified one waits for the auction's opening. */
function openTenders(state: EngineState, command: OpenTendersCommand): Decision {
  const next = withOpeningTender(state, command.best ?? null);
  if (typeof next === 'string') return reject('TENDERS_NOT_OPENABLE', next);
  return {
    ok: true,
    state: next,
    events: [{ type: 'tenders-opened', leader: command.best?.bidderId ?? null }],
  };
}

/** The clock and switches every kind of lot shares (the single lot's state, and the Yankee lot's). */
export type LotClock = Pick<EngineState, 'rules' | 'status' | 'endsAt' | 'seq'>;

/** The admin sets a new closing time (SPEC §4, §6); shared by single and Yankee lots. */
export function extendEnd<S extends LotClock>(
  state: S,
  command: ExtendEndCommand,
  at: EpochMs,
): Rejected | { ok: true; state: S; events: [Extract<EngineEvent, { type: 'closing-changed' }>] } {
  if (!Number.isSafeInteger(command.endsAt)) {
    return reject('INVALID_COMMAND', 'The new closing time is not a valid time.');
  }
  if (state.status === 'closed') {
    return reject('CLOSED', 'This lot is closed; its closing time can no longer be changed.');
  }
  // SPEC §4, §6: the admin may change the bid end time; it must lie in the future.
  if (command.endsAt <= at) {
    return reject('BAD_END', `The new closing time must be later than now (${formatIndianTime(at)}).`);
  }
  if (command.endsAt <= state.rules.startsAt) {
    return reject(
      'BAD_END',
      `The new closing time must be after the opening time (${formatIndianTime(state.rules.startsAt)}).`,
    );
  }
  return {
    ok: true,
    state: { ...state, endsAt: command.endsAt, seq: state.seq + 1 },
    events: [{ type: 'closing-changed', from: state.endsAt, to: command.endsAt, reason: 'admin' }],
  };
}

function close(state: EngineState, command: CloseCommand, at: EpochMs): Decision {
  // ARCHITECTURE "The bidding path" step 5: closing happens exactly once; a second try is refused.
  if (state.status === 'closed') return reject('ALREADY_CLOSED', 'This lot is already closed.');
  if (at < state.endsAt) {
    return reject(
      'NOT_DUE',
      `This lot closes at ${formatIndianTime(state.endsAt)}; it cannot be closed before then.`,
    );
  }
  if (state.preBidsPending !== true) {
    return {
      ok: true,
      state: { ...state, status: 'closed', seq: state.seq + 1 },
      events: [{ type: 'closed', winner: state.leading }],
    };
  }
  // Pre-bids still waiting: nothing opened them while the lot was open (the server was down). An
  // active lot lets them compete first, as at the opening (no extension: the lot is over).
  const events: EngineEvent[] = [];
  let base: EngineState = { ...state, preBidsPending: false, openingTender: null };
  if (state.rules.isActive) {
    const bidId = typeof command.bidId === 'string' && command.bidId !== '' ? command.bidId : 'close';
    const draft = startDraft(state, { bidderId: '', bidId: `${bidId}:o`, at, command: 'open' });
    seedOpeningTender(draft, state);
    resolveAutoBids(draft);
    events.push({ type: 'pre-bids-opened', bidders: draft.records.length });
    for (const bid of draft.records) events.push({ type: 'bid-recorded', bid });
    if (!sameBid(state.leading, draft.leading))
      events.push({ type: 'leading-changed', from: state.leading, to: draft.leading });
    base = { ...base, lastSerial: draft.lastSerial, standings: draft.standings, leading: draft.leading };
  }
  events.push({ type: 'closed', winner: base.leading });
  return { ok: true, state: { ...base, status: 'closed', seq: state.seq + 1 }, events };
}

/** The admin ticks or unticks Active (SPEC §2, §4); shared by single and Yankee lots. */
export function setActive<S extends LotClock>(
  state: S,
  command: SetActiveCommand,
): Rejected | { ok: true; state: S; events: [Extract<EngineEvent, { type: 'active-changed' }>] } {
  if (typeof command.isActive !== 'boolean') {
    return reject('INVALID_COMMAND', 'Active must be true or false.');
  }
  // SPEC §2, §4: toggling Active takes effect at once; an inactive sub-event takes no bids.
  return {
    ok: true,
    state: { ...state, rules: { ...state.rules, isActive: command.isActive }, seq: state.seq + 1 },
    events: [{ type: 'active-changed', isActive: command.isActive }],
  };
}

function setBidStatus(state: EngineState, command: SetBidStatusCommand): Decision {
  if (!isId(command.bidId) || !isId(command.bidderId)) {
    return reject('INVALID_COMMAND', 'Marking a bid needs the bid id and its bidder.');
  }
  if (command.status !== 'accepted' && command.status !== 'rejected' && command.status !== 'cancelled') {
    return reject('INVALID_COMMAND', "A bid can only be marked 'accepted', 'rejected' or 'cancelled'.");
  }
  const standing = state.standings.find((s) => s.bidderId === command.bidderId);
  if (standing === undefined) {
    // Either the bidder never bid here, or all its bids were already rejected or cancelled (which
    // cannot be reinstated: the engine no longer knows their amounts).
    return reject('UNKNOWN_BID', 'This bidder has no bid on this lot that still counts.');
  }
  const events: EngineEvent[] = [
    { type: 'bid-status-changed', bidId: command.bidId, bidderId: command.bidderId, status: command.status },
  ];
  // SPEC §1: only rejected and cancelled bids stop counting, and only the bidder's best one matters to
  // the state; marking any other bid changes nothing here (the caller still records the mark).
  if (command.status === 'accepted' || standing.bidId !== command.bidId) {
    return { ok: true, state: { ...state, seq: state.seq + 1 }, events };
  }

  const replacement = command.replacementBest;
  if (replacement !== null && !isValidReplacement(state.rules.direction, standing, replacement)) {
    return reject(
      'INVALID_COMMAND',
      'The replacement must be an earlier bid of the same bidder that is not better than the bid being marked.',
    );
  }
  const others = state.standings.filter((s) => s.bidderId !== command.bidderId);
  const standings =
    replacement === null
      ? others
      : sortStandings(state.rules.direction, [
          ...others,
          { bidderId: command.bidderId, ...pickRef(replacement) },
        ]);
  // The leader is recomputed from the standings. This is a seller's decision, not a bid: it makes no
  // automatic answers and never extends the closing; auto bids answer at the next bid.
  const leading = standings[0] ?? null;
  if (!sameBid(state.leading, leading))
    events.push({ type: 'leading-changed', from: state.leading, to: leading });
  return { ok: true, state: { ...state, standings, leading, seq: state.seq + 1 }, events };
}

// ---------------------------------------------------------------------------------------------
// Auto bid (proxy) resolution

interface Draft {
  rules: Rules;
  standings: Standing[];
  autoBids: AutoBid[];
  leading: Standing | null;
  lastSerial: number;
  records: BidRecord[];
  /** The bidder whose command this is: its own record gets the command's bid id. */
  commander: {
    bidderId: string;
    bidId: string;
    at: EpochMs;
    command: 'place-bid' | 'place-auto-bid' | 'open';
  };
}

function startDraft(state: EngineState, commander: Draft['commander']): Draft {
  return {
    rules: state.rules,
    standings: state.standings,
    autoBids: state.autoBids,
    leading: state.leading,
    lastSerial: state.lastSerial,
    records: [],
    commander,
  };
}

/** Records one bid: appends the bid record and makes it the bidder's standing. */
function addRecord(draft: Draft, bidderId: string, amount: Paise, kind: BidKind): Standing {
  const { commander } = draft;
  const own = bidderId === commander.bidderId && !draft.records.some((r) => r.bidderId === bidderId);
  // One caller-made id per command; further records get `${bidId}:${index}` so a replay makes the same ids.
  const bidId = own ? commander.bidId : `${commander.bidId}:${draft.records.length}`;
  const serial = draft.lastSerial + 1;
  const record: BidRecord = { bidId, bidderId, amount, kind, at: commander.at, serial };
  const standing: Standing = { bidderId, amount, bidId, at: commander.at, serial };
  draft.records.push(record);
  draft.lastSerial = serial;
  draft.standings = sortStandings(draft.rules.direction, [
    ...draft.standings.filter((s) => s.bidderId !== bidderId),
    standing,
  ]);
  return standing;
}

interface Participant {
  bidderId: string;
  /** How far this bidder will go: its auto limit, or the leading amount for a leader without one. */
  limit: Paise;
  /** Tie-break between equal limits: lower wins (the seq at which the auto limit was set). */
  priority: number;
  /** False for a leader whose bid is already on the table and has no auto limit beyond it. */
  bidsItsLimit: boolean;
}

/**
 * Settles every auto bid that can beat the leading bid, in one step, like proxy bidding
 * (SPEC §1 auto bid; ARCHITECTURE "resolved like proxy bidding"):
 * - the bidder willing to go furthest wins; equal limits go to the auto bid set earlier;
 * - it pays one step beyond the runner-up's limit, capped at its own limit; with no bid yet and no
 *   rival, it opens at the start value;
 * - each losing auto bidder is recorded at its full limit (it was outbid there), so the standings keep
 *   every bidder's best offer without keeping the step-by-step war.
 * This is where answering rivals with min(rival + step, ceiling) ends when every loser goes as far as its
 * ceiling allows. Settling it in one go keeps the bid log short and the result independent of which
 * auto bid would have answered first in a step-by-step war.
 */
function resolveAutoBids(draft: Draft): void {
  const { direction, step, startValue } = draft.rules;
  const leading = draft.leading;
  const participants: Participant[] = [];
  for (const auto of draft.autoBids) {
    if (leading !== null && auto.bidderId === leading.bidderId) continue;
    // An auto bid takes part only if it strictly beats the leading bid (so a manual bid equal to a
    // ceiling prevails, SPEC §5 Bidding), or reaches the start value when there is no bid yet.
    const inPlay =
      leading === null
        ? atOrBeyond(direction, auto.limit, startValue)
        : beats(direction, auto.limit, leading.amount);
    if (inPlay)
      participants.push({
        bidderId: auto.bidderId,
        limit: auto.limit,
        priority: auto.seq,
        bidsItsLimit: true,
      });
  }
  if (participants.length === 0) return;
  if (leading !== null) {
    const own = draft.autoBids.find((a) => a.bidderId === leading.bidderId);
    participants.push(
      own !== undefined && beats(direction, own.limit, leading.amount)
        ? { bidderId: leading.bidderId, limit: own.limit, priority: own.seq, bidsItsLimit: true }
        : // A leader without a usable auto bid defends with its bid; rivals strictly beat it, so no tie.
          {
            bidderId: leading.bidderId,
            limit: leading.amount,
            priority: Number.NEGATIVE_INFINITY,
            bidsItsLimit: false,
          },
    );
  }
  participants.sort((a, b) => {
    if (a.limit !== b.limit) return beats(direction, a.limit, b.limit) ? -1 : 1;
    return a.priority < b.priority ? -1 : a.priority > b.priority ? 1 : 0;
  });
  const winner = participants[0];
  const runnerUp = participants[1];
  const price =
    runnerUp === undefined
      ? startValue
      : capAt(direction, beyond(direction, runnerUp.limit, 1, step), winner.limit);

  const bids = participants
    .slice(1)
    .filter((p) => p.bidsItsLimit)
    .map((p) => ({ bidderId: p.bidderId, amount: p.limit, priority: p.priority }));
  bids.push({ bidderId: winner.bidderId, amount: price, priority: winner.priority });
  // Log order: worst offer first, the winning bid last, except that at an equal amount the earlier
  // auto bid (the winner of the tie) is logged first, so rank order (time, then serial) agrees.
  bids.sort((a, b) => {
    if (a.amount !== b.amount) return beats(direction, a.amount, b.amount) ? 1 : -1;
    return a.priority < b.priority ? -1 : a.priority > b.priority ? 1 : 0;
  });
  let winning: Standing | null = null;
  for (const bid of bids) {
    // 'auto' is the bid an auto bid makes as it is set (or as it opens, a pre-bid); every other
    // automatic bid answers a rival.
    const { commander } = draft;
    const kind: BidKind =
      commander.command === 'open' ||
      (commander.command === 'place-auto-bid' && bid.bidderId === commander.bidderId)
        ? 'auto'
        : 'proxy';
    const standing = addRecord(draft, bid.bidderId, bid.amount, kind);
    if (bid.bidderId === winner.bidderId) winning = standing;
  }
  draft.leading = winning;
}

/** Builds the accepted answer of a bid command: new state, bid events, leading change, anti-sniping. */
function finish(state: EngineState, draft: Draft, firstEvents: EngineEvent[], at: EpochMs): Accepted {
  const events: EngineEvent[] = [...firstEvents];
  for (const bid of draft.records) events.push({ type: 'bid-recorded', bid });
  if (!sameBid(state.leading, draft.leading)) {
    events.push({ type: 'leading-changed', from: state.leading, to: draft.leading });
  }

  let endsAt = state.endsAt;
  let extensions = state.extensions;
  const { rules } = state;
  // SPEC §4, §9 terms: a bid that changes the leading amount in the last N minutes extends closing by
  // N minutes (N = the event's auto-extension, default 3). Not for Timed auctions (extendable false),
  // and at most maxExtensions times. Raising an auto bid without moving the price extends nothing.
  const priceMoved = (state.leading?.amount ?? null) !== (draft.leading?.amount ?? null);
  const window = rules.extensionMinutes * MINUTE_MS;
  if (
    priceMoved &&
    rules.extendable &&
    (rules.maxExtensions === null || extensions < rules.maxExtensions) &&
    state.endsAt - at <= window
  ) {
    endsAt = state.endsAt + window;
    extensions += 1;
    events.push({ type: 'closing-changed', from: state.endsAt, to: endsAt, reason: 'anti-sniping' });
  }

  return {
    ok: true,
    state: {
      ...state,
      endsAt,
      extensions,
      seq: state.seq + 1,
      lastSerial: draft.lastSerial,
      standings: draft.standings,
      autoBids: draft.autoBids,
      leading: draft.leading,
    },
    events,
  };
}

// ---------------------------------------------------------------------------------------------
// Checks and messages

export function reject(code: RejectionCode, message: string, needed?: Paise): Rejected {
  return needed === undefined ? { ok: false, code, message } : { ok: false, code, message, needed };
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** SPEC §4: bids only while the sub-event is active and between its opening and closing times. */
export function refuseUnlessTakingBids(state: LotClock, at: EpochMs): Rejected | null {
  if (state.status === 'closed') return reject('CLOSED', 'Bidding on this lot is closed.');
  if (!state.rules.isActive) return reject('INACTIVE', 'This lot is not open for bidding at the moment.');
  if (at < state.rules.startsAt) {
    return reject('NOT_OPEN', `Bidding on this lot opens at ${formatIndianTime(state.rules.startsAt)}.`);
  }
  if (at >= state.endsAt) return reject('CLOSED', 'Bidding on this lot has ended.');
  return null;
}

/** SPEC §5 Bidding: whole, positive amounts only ('Enter valid bid'). */
export function refuseAmount(value: unknown, what: 'bid amount' | 'auto bid limit'): Rejected | null {
  const problem = amountProblem(value);
  const What = what.charAt(0).toUpperCase() + what.slice(1);
  switch (problem) {
    case null:
      return null;
    case 'not-a-number':
      return reject('INVALID_AMOUNT', `Enter valid bid: the ${what} must be a number.`);
    case 'not-positive':
      return reject('INVALID_AMOUNT', `The ${what} must be more than zero.`);
    case 'not-whole':
      return reject('INVALID_AMOUNT', `The ${what} must be a whole amount, without fractions of a paisa.`);
    case 'too-large':
      return reject('INVALID_AMOUNT', `${What} cannot be more than ${formatRupees(MAX_AMOUNT, 'down')}.`);
  }
}

/** "Bid must be at least ₹X" (forward) or "at most ₹X" (reverse), rounded so ₹X itself is allowed. */
function needMessage(direction: Direction, needed: Paise, subject: string, note = ''): string {
  if (direction === 'forward') {
    if (needed > MAX_AMOUNT)
      return `${subject} cannot go higher: the leading bid is at the largest amount allowed.`;
    return `${subject} must be at least ${formatRupees(needed, 'up')}${note}.`;
  }
  if (needed <= 0) return `${subject} cannot go lower: the leading bid is within one decrement of zero.`;
  return `${subject} must be at most ${formatRupees(needed, 'down')}${note}.`;
}

function autoTooCloseMessage(direction: Direction, minimum: Paise, noBidYet: boolean): string {
  const from = noBidYet ? 'the start value' : 'the prevailing bid';
  if (direction === 'forward') {
    return `Auto bid cannot be set below two increments from ${from}: set at least ${formatRupees(minimum, 'up')}.`;
  }
  if (minimum <= 0) return `Auto bid cannot be set: ${from} is too close to zero for two decrements.`;
  return `Auto bid cannot be set above two decrements from ${from}: set at most ${formatRupees(minimum, 'down')}.`;
}

function isValidReplacement(direction: Direction, marked: Standing, replacement: BidRef): boolean {
  if (typeof replacement !== 'object' || replacement === null) return false;
  return (
    amountProblem(replacement.amount) === null &&
    isId(replacement.bidId) &&
    replacement.bidId !== marked.bidId &&
    Number.isSafeInteger(replacement.at) &&
    Number.isSafeInteger(replacement.serial) &&
    replacement.serial >= 1 &&
    replacement.serial < marked.serial &&
    // It was the bidder's best, so what remains cannot be better than it.
    atOrBeyond(direction, marked.amount, replacement.amount)
  );
}

/** Copies only the known fields, so stray properties from the network never enter the state. */
function pickRef(ref: BidRef): BidRef {
  return { amount: ref.amount, bidId: ref.bidId, at: ref.at, serial: ref.serial };
}

function sortStandings(direction: Direction, standings: Standing[]): Standing[] {
  return standings.sort(compareStandings(direction));
}

function sameBid(a: Standing | null, b: Standing | null): boolean {
  return (a?.bidId ?? null) === (b?.bidId ?? null) && (a?.serial ?? null) === (b?.serial ?? null);
}
