import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideEmd, type EmdMove, type EmdRow, emdBalance } from './emd-ledger';

/** A move whose target is picked among the rows that exist when it is applied (by index). */
type Step =
  | { kind: 'deposit' | 'refund'; amount: number }
  | { kind: 'hold'; sub: number; amount: number }
  | {
      kind: 'verify' | 'reject' | 'release' | 'adjust' | 'forfeit' | 'refund_paid' | 'refund_rejected';
      pick: number;
    };

const amountArb = fc.oneof(fc.integer({ min: 1, max: 5_000_00 }), fc.constantFrom(0, -100, 0.5, 1e12));
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom<'deposit' | 'refund'>('deposit', 'refund'), amount: amountArb }),
  fc.record({ kind: fc.constant<'hold'>('hold'), sub: fc.integer({ min: 0, max: 4 }), amount: amountArb }),
  fc.record({
    kind: fc.constantFrom<
      'verify' | 'reject' | 'release' | 'adjust' | 'forfeit' | 'refund_paid' | 'refund_rejected'
    >('verify', 'verify', 'reject', 'release', 'adjust', 'forfeit', 'refund_paid', 'refund_rejected'),
    pick: fc.nat(),
  }),
);

const TARGET_KIND = {
  verify: 'deposit',
  reject: 'deposit',
  release: 'hold',
  adjust: 'hold',
  forfeit: 'hold',
  refund_paid: 'refund',
  refund_rejected: 'refund',
} as const;

function toMove(rows: readonly EmdRow[], step: Step): EmdMove {
  switch (step.kind) {
    case 'deposit':
    case 'refund':
      return { kind: step.kind, amount: step.amount };
    case 'hold':
      return { kind: 'hold', subEventId: `s${step.sub}`, amount: step.amount };
    default: {
      // Any row of the right kind, decided or not, so second decisions are tried too.
      const targets = rows.filter((r) => r.kind === TARGET_KIND[step.kind]);
      const id = targets.length ? targets[step.pick % targets.length].id : 'missing';
      if (step.kind === 'verify' || step.kind === 'reject') return { kind: step.kind, depositId: id };
      if (step.kind === 'refund_paid' || step.kind === 'refund_rejected')
        return { kind: step.kind, refundId: id };
      return { kind: step.kind, holdId: id };
    }
  }
}

/** The change each row makes to `available`, counted row by row (not through the balance's own folding). */
function effectOnAvailable(row: EmdRow): number {
  switch (row.kind) {
    case 'deposit_verified':
    case 'release':
    case 'refund_rejected':
      return row.amount;
    case 'hold':
    case 'refund':
      return -row.amount;
    default:
      // A deposit counts once verified; adjust and forfeit end a hold that already took its amount.
      return 0;
  }
}

function run(steps: Step[]): EmdRow[] {
  const rows: EmdRow[] = [];
  for (const step of steps) {
    const decision = decideEmd(rows, toMove(rows, step));
    if (decision.ok) rows.push({ ...decision.row, id: `r${rows.length}` });
  }
  return rows;
}

describe('EMD ledger properties', () => {
  it('never goes negative, and the movements sum to the balance', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const rows: EmdRow[] = [];
        for (const step of steps) {
          const decision = decideEmd(rows, toMove(rows, step));
          if (decision.ok) rows.push({ ...decision.row, id: `r${rows.length}` });
          const b = emdBalance(rows);
          for (const value of Object.values(b)) expect(value).toBeGreaterThanOrEqual(0);
          expect(b.available).toBe(rows.reduce((sum, r) => sum + effectOnAvailable(r), 0));
          expect(b.deposited).toBe(b.available + b.held + b.adjusted + b.forfeited + b.refunded);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('ends every hold in exactly one of release, adjust or forfeit', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 60 }),
        fc.constantFrom('release', 'adjust', 'forfeit'),
        (steps, how) => {
          const rows = run(steps);
          // The closing: end every hold still in place, then try to end each hold once more.
          for (const hold of rows.filter((r) => r.kind === 'hold')) {
            const decision = decideEmd(rows, { kind: how, holdId: hold.id });
            if (decision.ok) rows.push({ ...decision.row, id: `r${rows.length}` });
          }
          for (const hold of rows.filter((r) => r.kind === 'hold')) {
            const ends = rows.filter((r) => r.refId === hold.id);
            expect(ends).toHaveLength(1);
            expect(['release', 'adjust', 'forfeit']).toContain(ends[0].kind);
            expect(ends[0].amount).toBe(hold.amount);
            for (const again of ['release', 'adjust', 'forfeit'] as const) {
              expect(decideEmd(rows, { kind: again, holdId: hold.id })).toEqual({
                ok: false,
                reason: 'already_decided',
              });
            }
          }
          expect(emdBalance(rows).held).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('decides each deposit and refund at most once', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 80 }), (steps) => {
        const rows = run(steps);
        const counts = new Map<string, number>();
        for (const r of rows) if (r.refId) counts.set(r.refId, (counts.get(r.refId) ?? 0) + 1);
        for (const n of counts.values()) expect(n).toBe(1);
      }),
      { numRuns: 300 },
    );
  });
});
