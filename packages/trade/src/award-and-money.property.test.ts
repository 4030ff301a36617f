import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayRecordTransfer, utrKey } from './bank-transfer';
import { awardStands, decideLotAward, type LotAward } from './lot-award';
import { endOfIstDay } from './sale-figures';
import { awardSale, decideSale, isPayable, outstandingOf, type SaleState } from './sale-machine';

const DUE = '2026-11-28';
const AFTER_DUE = endOfIstDay(DUE);

interface Bid {
  id: string;
  bidder: string;
  amount: number;
  marked: boolean;
}

interface Lot {
  bids: Bid[];
  award: LotAward | null;
  sales: { bidder: string; bidId: string; state: SaleState }[];
}

/** The leading bid: the highest that is not rejected or cancelled, the earlier on a tie. */
const leaderOf = (lot: Lot): Bid | undefined =>
  lot.bids.filter((b) => !b.marked).sort((a, b) => b.amount - a.amount || a.id.localeCompare(b.id))[0];

type LotStep =
  | { kind: 'authorize' | 'unauthorize'; pick: number; leader: boolean }
  | { kind: 'mark'; pick: number }
  | { kind: 'cancel' }
  | { kind: 'pay' }
  | { kind: 'default' };

const lotStepArb: fc.Arbitrary<LotStep> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('authorize' as const, 'unauthorize' as const),
    pick: fc.nat(5),
    leader: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('mark' as const), pick: fc.nat(5) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('pay' as const) }),
  fc.record({ kind: fc.constant('default' as const) }),
);

const bidsArb = fc.array(
  fc.record({ bidder: fc.constantFrom('A', 'B', 'C'), amount: fc.integer({ min: 1, max: 50 }) }),
  { minLength: 1, maxLength: 6 },
);

/**
 * Plays owner decisions, Admin's cancellations, payments and defaults on one lot, each allowed only
 * as the deciders allow it, the way the server applies them (the sale made with the award, paid at
 * once when the EMD covers it; a cancellation withdraws the award and cancels the sale together).
 */
function playLot(
  bids: { bidder: string; amount: number }[],
  steps: LotStep[],
  money: { hold: number; total: number },
): Lot {
  const lot: Lot = {
    bids: bids.map((b, i) => ({ ...b, id: `b${i}`, marked: false })),
    award: null,
    sales: [],
  };
  const live = () => lot.sales.find((s) => s.state.status !== 'cancelled');
  for (const step of steps) {
    const now = new Date('2026-11-22T06:00:00Z');
    switch (step.kind) {
      case 'authorize':
      case 'unauthorize': {
        const leader = leaderOf(lot);
        const bid = step.leader ? leader : lot.bids[step.pick % lot.bids.length];
        if (!bid) break;
        const d = decideLotAward(lot.award, {
          type: step.kind,
          bidId: bid.id,
          leadingBidId: leader?.id ?? null,
        });
        if (!d.ok) break;
        lot.award = d.award;
        if (step.kind === 'authorize') {
          const adjusted = Math.min(money.hold, money.total);
          let state = awardSale({
            balanceDue: money.total - adjusted,
            emdHold: money.hold,
            quantityMilli: 1000,
            paymentDays: 7,
            liftingDays: 30,
            dueDate: DUE,
          });
          const settled = decideSale(state, { type: 'settleByEmd' }, now);
          if (settled.ok) state = settled.state;
          lot.sales.push({ bidder: bid.bidder, bidId: bid.id, state });
        }
        break;
      }
      case 'mark': {
        const bid = lot.bids[step.pick % lot.bids.length];
        if (bid.marked) break;
        const d = decideLotAward(lot.award, { type: 'markBid', bidId: bid.id });
        if (d.ok) bid.marked = true;
        break;
      }
      case 'cancel': {
        const sale = live();
        const w = decideLotAward(lot.award, { type: 'withdraw' });
        if (!sale || !w.ok) break;
        const c = decideSale(sale.state, { type: 'cancel', reason: 'award in error' }, now);
        if (!c.ok) break;
        sale.state = c.state;
        lot.award = w.award;
        break;
      }
      case 'pay': {
        const sale = live();
        if (!sale) break;
        const r = decideSale(
          sale.state,
          { type: 'reportPayment', id: 'p', amount: outstandingOf(sale.state), utr: 'U1' },
          now,
        );
        if (!r.ok) break;
        const c = decideSale(r.state, { type: 'confirmPayment', paymentId: 'p' }, now);
        if (c.ok) sale.state = c.state;
        break;
      }
      case 'default': {
        const sale = live();
        if (!sale) break;
        const d = decideSale(sale.state, { type: 'default', reason: 'not paid' }, AFTER_DUE);
        if (d.ok) sale.state = d.state;
        break;
      }
    }
  }
  return lot;
}

describe('award and money rules (properties)', () => {
  it("no reachable state has a payable sale whose lot's award names someone else", () => {
    fc.assert(
      fc.property(
        bidsArb,
        fc.array(lotStepArb, { maxLength: 40 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        (bids, steps, hold, total) => {
          const lot = playLot(bids, steps, { hold, total });
          const standing = lot.sales.filter((s) => s.state.status !== 'cancelled');
          expect(standing.length).toBeLessThanOrEqual(1);
          for (const sale of lot.sales) {
            if (isPayable(sale.state) || sale.state.status === 'paid') {
              expect(awardStands(lot.award)).toBe(true);
              expect(lot.award?.bidId).toBe(sale.bidId);
              expect(lot.bids.find((b) => b.id === sale.bidId)?.marked).toBe(false);
            }
          }
          if (standing.length === 0) expect(awardStands(lot.award)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a buyer who owes nothing never forfeits', () => {
    fc.assert(
      fc.property(
        bidsArb,
        fc.array(lotStepArb, { maxLength: 40 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 200 }),
        (bids, steps, hold, total) => {
          const lot = playLot(bids, steps, { hold, total });
          for (const sale of lot.sales) {
            if (hold >= total) {
              // The EMD covered the total: the sale was paid at once and nothing could be forfeited.
              expect(sale.state.status).not.toBe('awaiting_payment');
              expect(sale.state.forfeited).toBe(0);
            }
            if (sale.state.status === 'defaulted') expect(sale.state.balanceDue).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a default whenever nothing is outstanding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hold) => {
        const s = awardSale({
          balanceDue: 0,
          emdHold: hold,
          quantityMilli: 1000,
          paymentDays: 7,
          liftingDays: 30,
          dueDate: DUE,
        });
        expect(decideSale(s, { type: 'default', reason: 'x' }, AFTER_DUE)).toMatchObject({
          ok: false,
          refusal: 'NOTHING_OWED',
        });
        const settled = decideSale(s, { type: 'settleByEmd' }, AFTER_DUE);
        expect(settled.ok && settled.state.status).toBe('paid');
      }),
    );
  });

  it('a UTR appears once in all money rows, whatever its case and spaces', () => {
    const utrArb = fc
      .tuple(fc.constantFrom('SBIN00001234', 'HDFC99887766', 'ICIC55443322'), fc.boolean(), fc.nat(11))
      .map(([u, lower, space]) => {
        const cased = lower ? u.toLowerCase() : u;
        return `${cased.slice(0, space)} ${cased.slice(space)}`;
      });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom('emd_deposit', 'sale_payment', 'refund_payout'),
            utr: utrArb,
          }),
          { maxLength: 30 },
        ),
        (reports) => {
          const recorded = new Set<string>();
          const rows: { kind: string; utr: string }[] = [];
          for (const r of reports) {
            if (!mayRecordTransfer(recorded, r.utr)) continue;
            recorded.add(utrKey(r.utr));
            rows.push(r);
          }
          const keys = rows.map((r) => utrKey(r.utr));
          expect(new Set(keys).size).toBe(keys.length);
          expect(rows.length).toBe(new Set(reports.map((r) => utrKey(r.utr))).size);
        },
      ),
    );
  });
});
