/**
 * A member's earnest money (EMD) ledger as pure functions: the balance derived from the rows, and
 * the decision on each movement. No clock, no database: the server loads the member's rows (under
 * a lock), asks `decideEmd` and writes the one row it answers.
 *
 * Amounts are whole paise. Each row is only ever added; a row that decides or ends another names
 * it in `refId` (see README.md).
 */

/** The kinds of row in the ledger. */
export const EMD_ROW_KINDS = [
  'deposit',
  'deposit_verified',
  'deposit_rejected',
  'hold',
  'release',
  'adjust',
  'forfeit',
  'refund',
  'refund_paid',
  'refund_rejected',
] as const;
export type EmdRowKind = (typeof EMD_ROW_KINDS)[number];

/** What the rules need of a ledger row. */
export interface EmdRow {
  id: string;
  kind: EmdRowKind;
  /** Paise, > 0. */
  amount: number;
  /** The row this one decides or ends. */
  refId?: string | null;
  /** Holds and their ends. */
  subEventId?: string | null;
}

/** A member's figures, in paise (API.md: `available = deposited − held − adjusted − forfeited − refunded`). */
export interface EmdBalance {
  /** Verified deposits. */
  deposited: number;
  /** Holds in place (placed, not yet released, adjusted or forfeited). */
  held: number;
  /** What a new hold or a refund request may take. */
  available: number;
  /** Holds applied to a sale's payment. */
  adjusted: number;
  /** Holds forfeited (a defaulted sale). */
  forfeited: number;
  /** Refunds requested and not rejected (paid, or awaiting payment). */
  refunded: number;
}

/** The largest amount the ledger takes in one row: ₹1,00,00,00,000 (10^11 paise), far beyond any EMD. */
export const EMD_MAX_PAISE = 100_000_000_000;

export type EmdDepositStatus = 'pending' | 'verified' | 'rejected';
export type EmdHoldStatus = 'held' | 'released' | 'adjusted' | 'forfeited';
export type EmdRefundStatus = 'requested' | 'paid' | 'rejected';

const END_OF_HOLD: Record<string, EmdHoldStatus> = {
  release: 'released',
  adjust: 'adjusted',
  forfeit: 'forfeited',
};

/** Each row's decision or end, by the id of the row it names. */
function followersOf(rows: readonly EmdRow[]): Map<string, EmdRow> {
  const byRef = new Map<string, EmdRow>();
  for (const row of rows) if (row.refId) byRef.set(row.refId, row);
  return byRef;
}

export function depositStatus(follower: EmdRow | undefined): EmdDepositStatus {
  if (!follower) return 'pending';
  return follower.kind === 'deposit_verified' ? 'verified' : 'rejected';
}

export function holdStatus(follower: EmdRow | undefined): EmdHoldStatus {
  return follower ? (END_OF_HOLD[follower.kind] ?? 'held') : 'held';
}

export function refundStatus(follower: EmdRow | undefined): EmdRefundStatus {
  if (!follower) return 'requested';
  return follower.kind === 'refund_paid' ? 'paid' : 'rejected';
}

/** The member's balance, derived from its rows (in any order). */
export function emdBalance(rows: readonly EmdRow[]): EmdBalance {
  const next = followersOf(rows);
  let deposited = 0;
  let held = 0;
  let adjusted = 0;
  let forfeited = 0;
  let refunded = 0;
  for (const row of rows) {
    const follower = next.get(row.id);
    switch (row.kind) {
      case 'deposit':
        if (depositStatus(follower) === 'verified') deposited += row.amount;
        break;
      case 'hold':
        if (holdStatus(follower) === 'held') held += row.amount;
        break;
      case 'adjust':
        adjusted += row.amount;
        break;
      case 'forfeit':
        forfeited += row.amount;
        break;
      case 'refund':
        if (refundStatus(follower) !== 'rejected') refunded += row.amount;
        break;
      default:
        break;
    }
  }
  return {
    deposited,
    held,
    adjusted,
    forfeited,
    refunded,
    available: deposited - held - adjusted - forfeited - refunded,
  };
}

/** The hold in place for a sub-event, if any. */
export function openHoldFor(rows: readonly EmdRow[], subEventId: string): EmdRow | undefined {
  const next = followersOf(rows);
  return rows.find((r) => r.kind === 'hold' && r.subEventId === subEventId && !next.has(r.id));
}

/** A movement a member or Admin asks for. */
export type EmdMove =
  | { kind: 'deposit'; amount: number }
  | { kind: 'verify' | 'reject'; depositId: string }
  | { kind: 'hold'; subEventId: string; amount: number }
  | { kind: 'release' | 'forfeit'; holdId: string }
  /**
   * A hold applied to a sale's payment: all of it, or `amount` of it when the hold is more than the
   * sale's total (a two-phase transfer's partial post); the rest is then returned by `release_rest`.
   */
  | { kind: 'adjust'; holdId: string; amount?: number }
  /** The part of a hold an `adjust` did not take, released (refId: the adjust row). */
  | { kind: 'release_rest'; adjustId: string }
  | { kind: 'refund'; amount: number }
  | { kind: 'refund_paid' | 'refund_rejected'; refundId: string };

/** The row to add (the caller gives it an id, who and when). */
export interface EmdNewRow {
  kind: EmdRowKind;
  amount: number;
  refId: string | null;
  subEventId: string | null;
}

export type EmdRefusal =
  /** Not a whole number of paise from 1 to EMD_MAX_PAISE. */
  | 'bad_amount'
  /** The deposit, hold or refund named is not in this ledger. */
  | 'not_found'
  /** The deposit was already verified or rejected, the hold already ended, the refund already decided. */
  | 'already_decided'
  /** A hold for this sub-event is already in place. */
  | 'already_held'
  /** Not enough available: `shortfall` paise are missing. */
  | 'short';

export type EmdDecision =
  | { ok: true; row: EmdNewRow }
  | { ok: false; reason: EmdRefusal; shortfall?: number };

const refuse = (reason: EmdRefusal, shortfall?: number): EmdDecision =>
  shortfall === undefined ? { ok: false, reason } : { ok: false, reason, shortfall };

export const isEmdAmount = (amount: number): boolean =>
  Number.isSafeInteger(amount) && amount > 0 && amount <= EMD_MAX_PAISE;

/** Decides one movement on a member's ledger: the row to add, or why not. */
export function decideEmd(rows: readonly EmdRow[], move: EmdMove): EmdDecision {
  switch (move.kind) {
    case 'deposit':
      if (!isEmdAmount(move.amount)) return refuse('bad_amount');
      return { ok: true, row: { kind: 'deposit', amount: move.amount, refId: null, subEventId: null } };
    case 'verify':
    case 'reject':
      return decideFollower(
        rows,
        move.depositId,
        'deposit',
        move.kind === 'verify' ? 'deposit_verified' : 'deposit_rejected',
      );
    case 'hold': {
      if (!isEmdAmount(move.amount)) return refuse('bad_amount');
      if (openHoldFor(rows, move.subEventId)) return refuse('already_held');
      const { available } = emdBalance(rows);
      if (move.amount > available) return refuse('short', move.amount - Math.max(0, available));
      return {
        ok: true,
        row: { kind: 'hold', amount: move.amount, refId: null, subEventId: move.subEventId },
      };
    }
    case 'release':
    case 'forfeit':
      return decideFollower(rows, move.holdId, 'hold', move.kind);
    case 'adjust': {
      const d = decideFollower(rows, move.holdId, 'hold', 'adjust');
      if (!d.ok || move.amount === undefined) return d;
      if (!isEmdAmount(move.amount) || move.amount > d.row.amount) return refuse('bad_amount');
      return { ok: true, row: { ...d.row, amount: move.amount } };
    }
    case 'release_rest': {
      const adjust = rows.find((r) => r.id === move.adjustId);
      const hold = adjust?.kind === 'adjust' ? rows.find((r) => r.id === adjust.refId) : undefined;
      if (!adjust || !hold) return refuse('not_found');
      if (rows.some((r) => r.refId === adjust.id)) return refuse('already_decided');
      if (hold.amount <= adjust.amount) return refuse('bad_amount');
      return {
        ok: true,
        row: {
          kind: 'release',
          amount: hold.amount - adjust.amount,
          refId: adjust.id,
          subEventId: hold.subEventId ?? null,
        },
      };
    }
    case 'refund': {
      if (!isEmdAmount(move.amount)) return refuse('bad_amount');
      const { available } = emdBalance(rows);
      if (move.amount > available) return refuse('short', move.amount - Math.max(0, available));
      return { ok: true, row: { kind: 'refund', amount: move.amount, refId: null, subEventId: null } };
    }
    case 'refund_paid':
    case 'refund_rejected':
      return decideFollower(rows, move.refundId, 'refund', move.kind);
  }
}

/** A row that decides or ends `id` (of kind `of`): once only, for the same amount. */
function decideFollower(rows: readonly EmdRow[], id: string, of: EmdRowKind, kind: EmdRowKind): EmdDecision {
  const target = rows.find((r) => r.id === id);
  if (!target || target.kind !== of) return refuse('not_found');
  if (rows.some((r) => r.refId === id)) return refuse('already_decided');
  return { ok: true, row: { kind, amount: target.amount, refId: id, subEventId: target.subEventId ?? null } };
}

/** One line of a member's statement: a deposit, hold or refund with its state, or a hold's end. */
export interface EmdStatementLine<R extends EmdRow> {
  type: 'deposit' | 'hold' | 'release' | 'adjust' | 'forfeit' | 'refund';
  /** The row that opened the line. */
  row: R;
  status: EmdDepositStatus | EmdHoldStatus | EmdRefundStatus;
  /** The row that decided it (a deposit's verification, a refund's payment), if any. */
  decision?: R;
}

/**
 * The ledger as a member reads it (API.md: deposit, hold, release, adjust, forfeit, refund): a
 * deposit or refund with its current state (its decision folded in), each hold and each end of
 * a hold, in the rows' order.
 */
export function emdStatement<R extends EmdRow>(rows: readonly R[]): EmdStatementLine<R>[] {
  const next = followersOf(rows) as Map<string, R>;
  const lines: EmdStatementLine<R>[] = [];
  for (const row of rows) {
    const follower = next.get(row.id);
    switch (row.kind) {
      case 'deposit':
        lines.push({
          type: 'deposit',
          row,
          status: depositStatus(follower),
          ...(follower ? { decision: follower } : {}),
        });
        break;
      case 'refund':
        lines.push({
          type: 'refund',
          row,
          status: refundStatus(follower),
          ...(follower ? { decision: follower } : {}),
        });
        break;
      case 'hold':
        lines.push({ type: 'hold', row, status: holdStatus(follower) });
        break;
      case 'release':
      case 'adjust':
      case 'forfeit':
        lines.push({ type: row.kind, row, status: END_OF_HOLD[row.kind] });
        break;
      default:
        break;
    }
  }
  return lines;
}
