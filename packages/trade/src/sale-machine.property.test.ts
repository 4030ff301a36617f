import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endOfIstDay } from './sale-figures';
import {
  awardSale,
  confirmedOf,
  decideSale,
  offerNext,
  SALE_STATUSES,
  type SaleCommand,
  type SaleState,
  type SaleStatus,
} from './sale-machine';

/** The only status changes there are: every state is reached through these and no other. */
const TRANSITIONS: ReadonlySet<string> = new Set([
  'awaiting_payment>paid',
  'awaiting_payment>defaulted',
  'paid>delivery_order_issued',
  'delivery_order_issued>lifting',
  'delivery_order_issued>completed',
  'lifting>completed',
  'offered>awaiting_payment',
  'offered>declined',
  'awaiting_payment>cancelled',
  'offered>cancelled',
]);

const DUE = '2026-11-28';
const start = (emdHold: number, balanceDue: number, quantityMilli: number): SaleState =>
  awardSale({ balanceDue, emdHold, quantityMilli, paymentDays: 7, liftingDays: 30, dueDate: DUE });

/** Commands whose amounts are relative to the state they meet, so most of them mean something. */
type Step =
  | { kind: 'report'; share: number; utr: number }
  | { kind: 'confirm' | 'reject'; pick: number }
  | { kind: 'issue' }
  | { kind: 'lift'; share: number }
  | { kind: 'closeShort'; reason: string }
  | { kind: 'default'; reason: string }
  | { kind: 'offer'; accept: boolean }
  | { kind: 'offerNext' }
  | { kind: 'settle' }
  | { kind: 'cancel'; reason: string };

const stepArb: fc.Arbitrary<{ step: Step; dtHours: number }> = fc.record({
  step: fc.oneof(
    fc.record({
      kind: fc.constant('report' as const),
      share: fc.oneof(fc.constant(100), fc.constant(50), fc.integer({ min: -10, max: 130 })),
      utr: fc.nat(5),
    }),
    fc.record({ kind: fc.constantFrom('confirm' as const, 'reject' as const), pick: fc.nat(8) }),
    fc.record({ kind: fc.constant('issue' as const) }),
    fc.record({
      kind: fc.constant('lift' as const),
      share: fc.oneof(fc.constant(100), fc.constant(50), fc.integer({ min: -5, max: 120 })),
    }),
    fc.record({
      kind: fc.constant('closeShort' as const),
      reason: fc.constantFrom('', 'material short at site'),
    }),
    fc.record({ kind: fc.constant('default' as const), reason: fc.constantFrom('', ' ', 'not paid') }),
    fc.record({ kind: fc.constant('offer' as const), accept: fc.boolean() }),
    fc.record({ kind: fc.constant('offerNext' as const) }),
    fc.record({ kind: fc.constant('settle' as const) }),
    fc.record({ kind: fc.constant('cancel' as const), reason: fc.constantFrom('', 'award in error') }),
  ),
  dtHours: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
});

function command(s: SaleState, step: Step, n: number): SaleCommand | null {
  switch (step.kind) {
    case 'report': {
      const outstanding = s.balanceDue - confirmedOf(s);
      return {
        type: 'reportPayment',
        id: `p${n}`,
        amount: Math.round((outstanding * step.share) / 100),
        utr: `U${step.utr}`,
      };
    }
    case 'confirm':
    case 'reject': {
      const p = s.payments[step.pick % Math.max(1, s.payments.length)];
      const paymentId = p?.id ?? 'missing';
      return step.kind === 'confirm'
        ? { type: 'confirmPayment', paymentId }
        : { type: 'rejectPayment', paymentId };
    }
    case 'issue':
      return { type: 'issueDeliveryOrder' };
    case 'lift':
      return { type: 'recordLifting', quantityMilli: Math.round((s.quantityMilli * step.share) / 100) };
    case 'closeShort':
      return { type: 'closeShort', reason: step.reason };
    case 'default':
      return { type: 'default', reason: step.reason };
    case 'offer':
      return { type: 'respondOffer', accept: step.accept };
    case 'offerNext':
      return null;
    case 'settle':
      return { type: 'settleByEmd' };
    case 'cancel':
      return { type: 'cancel', reason: step.reason };
  }
}

interface Run {
  chain: { initial: SaleState; final: SaleState; edges: string[] }[];
  now: Date;
}

/** Plays the steps against a sale, moving to the next-bidder offer when `offerNext` is allowed. */
function play(initial: SaleState, steps: { step: Step; dtHours: number }[]): Run {
  let now = new Date('2026-11-21T04:00:00Z');
  const chain: Run['chain'] = [{ initial, final: initial, edges: [] }];
  steps.forEach(({ step, dtHours }, n) => {
    now = new Date(now.getTime() + dtHours * 3_600_000);
    const link = chain[chain.length - 1];
    if (step.kind === 'offerNext') {
      const wasOffer = chain.length > 1;
      const o = offerNext(
        link.final,
        { balanceDue: link.initial.balanceDue / 2, emdHold: 0, quantityMilli: link.final.quantityMilli },
        now,
        wasOffer,
      );
      if (o.ok) chain.push({ initial: o.state, final: o.state, edges: [] });
      else {
        expect(['defaulted', 'declined']).not.toContain(link.final.status);
        if (wasOffer) expect(link.final.status).not.toBe('cancelled');
      }
      return;
    }
    const c = command(link.final, step, n);
    if (!c) return;
    const d = decideSale(link.final, c, now);
    if (!d.ok) {
      expect(d.status).toBe(link.final.status);
      return;
    }
    for (const e of d.events) if (e.type === 'status') link.edges.push(`${e.from}>${e.to}`);
    if (d.state.status !== link.final.status) {
      expect(d.events.some((e) => e.type === 'status' && e.to === d.state.status)).toBe(true);
    }
    link.final = d.state;
  });
  return { chain, now };
}

const saleArb = fc
  .record({
    emdHold: fc.integer({ min: 0, max: 5_00_000_00 }),
    balanceDue: fc.integer({ min: 1, max: 1_00_00_000_00 }),
    quantityMilli: fc.integer({ min: 1, max: 1_000_000 }),
  })
  .map((r) => start(r.emdHold, r.balanceDue, r.quantityMilli));

const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 60 });

describe('the sale state machine (properties)', () => {
  it('never confirms more money than is due', () => {
    fc.assert(
      fc.property(saleArb, stepsArb, (sale, steps) => {
        for (const link of play(sale, steps).chain) {
          expect(confirmedOf(link.final)).toBeLessThanOrEqual(link.final.balanceDue);
          if (['paid', 'delivery_order_issued', 'lifting', 'completed'].includes(link.final.status))
            expect(confirmedOf(link.final)).toBe(link.final.balanceDue);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('completes a sale only when its quantity is lifted, or closed short with a reason', () => {
    fc.assert(
      fc.property(saleArb, stepsArb, (sale, steps) => {
        for (const link of play(sale, steps).chain) {
          const s = link.final;
          expect(s.liftedMilli).toBeLessThanOrEqual(s.quantityMilli);
          if (s.status === 'completed')
            expect(s.liftedMilli === s.quantityMilli || (s.closedShortReason ?? '').trim() !== '').toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a defaulted sale forfeits exactly the winner's hold, and only after the due date", () => {
    fc.assert(
      fc.property(saleArb, stepsArb, (sale, steps) => {
        for (const link of play(sale, steps).chain) {
          if (link.final.status === 'defaulted') expect(link.final.forfeited).toBe(link.initial.emdHold);
          else expect(link.final.forfeited).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reaches every state only by its transitions', () => {
    const seen = new Set<SaleStatus>();
    fc.assert(
      fc.property(saleArb, stepsArb, (sale, steps) => {
        for (const link of play(sale, steps).chain) {
          let at = link.initial.status;
          for (const edge of link.edges) {
            expect(TRANSITIONS.has(edge)).toBe(true);
            expect(edge.startsWith(`${at}>`)).toBe(true);
            at = edge.split('>')[1] as SaleStatus;
            seen.add(at);
          }
          expect(at).toBe(link.final.status);
          seen.add(link.final.status);
        }
      }),
      { numRuns: 500 },
    );
    // Random runs reach most states; the walk below reaches each one for certain.
    expect(seen.size).toBeGreaterThan(4);
  });

  it('reaches each of the nine states along its transitions', () => {
    const now = new Date('2026-11-22T06:00:00Z');
    const seen = new Set<SaleStatus>();
    const step = (s: SaleState, c: SaleCommand, at = now): SaleState => {
      const d = decideSale(s, c, at);
      if (!d.ok) throw new Error(`${c.type} refused: ${d.refusal}`);
      seen.add(d.state.status);
      return d.state;
    };
    let s = start(100, 1000_00, 2000);
    seen.add(s.status);
    s = step(s, { type: 'reportPayment', id: 'a', amount: 1000_00, utr: 'U1' });
    s = step(s, { type: 'confirmPayment', paymentId: 'a' });
    s = step(s, { type: 'issueDeliveryOrder' });
    s = step(s, { type: 'recordLifting', quantityMilli: 1000 });
    s = step(s, { type: 'recordLifting', quantityMilli: 1000 });
    const defaulted = step(start(100, 5, 1000), { type: 'default', reason: 'unpaid' }, endOfIstDay(DUE));
    const o = offerNext(defaulted, { balanceDue: 5, emdHold: 0, quantityMilli: 1000 }, now);
    if (!o.ok) throw new Error('offer');
    seen.add(o.state.status);
    step(o.state, { type: 'respondOffer', accept: false });
    step(o.state, { type: 'respondOffer', accept: true });
    step(o.state, { type: 'cancel', reason: 'offered in error' });
    expect([...seen].sort()).toEqual([...SALE_STATUSES].sort());
  });
});

describe('the sale state machine (rules)', () => {
  const now = new Date('2026-11-22T06:00:00Z');
  it('refuses a payment of nothing or above the balance, and a default before the due date ends', () => {
    const s = start(0, 1000_00, 1000);
    expect(decideSale(s, { type: 'reportPayment', id: 'a', amount: 0, utr: 'U' }, now)).toMatchObject({
      ok: false,
      refusal: 'AMOUNT_NOT_POSITIVE',
    });
    expect(decideSale(s, { type: 'reportPayment', id: 'a', amount: 1000_01, utr: 'U' }, now)).toMatchObject({
      ok: false,
      refusal: 'ABOVE_BALANCE',
    });
    const lastMoment = new Date(endOfIstDay(DUE).getTime() - 1);
    expect(decideSale(s, { type: 'default', reason: 'x' }, lastMoment)).toMatchObject({
      ok: false,
      refusal: 'NOT_YET_DUE',
    });
    expect(decideSale(s, { type: 'default', reason: 'x' }, endOfIstDay(DUE))).toMatchObject({ ok: true });
  });

  it('refuses to confirm a payment twice, and to lift more than was sold', () => {
    let s = start(0, 1000_00, 2000);
    const r = decideSale(s, { type: 'reportPayment', id: 'a', amount: 1000_00, utr: 'U' }, now);
    if (!r.ok) throw new Error('report');
    const c = decideSale(r.state, { type: 'confirmPayment', paymentId: 'a' }, now);
    if (!c.ok) throw new Error('confirm');
    expect(c.state.status).toBe('paid');
    expect(decideSale(c.state, { type: 'confirmPayment', paymentId: 'a' }, now)).toMatchObject({
      ok: false,
      refusal: 'PAYMENT_DECIDED',
    });
    const i = decideSale(c.state, { type: 'issueDeliveryOrder' }, now);
    if (!i.ok) throw new Error('issue');
    expect(i.state.liftUntil).toBe('2026-12-22');
    s = i.state;
    expect(decideSale(s, { type: 'recordLifting', quantityMilli: 2001 }, now)).toMatchObject({
      ok: false,
      refusal: 'LIFT_ABOVE_SOLD',
    });
  });

  it('lets an offer be answered only until it expires', () => {
    const defaulted = { ...start(0, 100, 1000), status: 'defaulted' as const };
    const o = offerNext(defaulted, { balanceDue: 90, emdHold: 0, quantityMilli: 1000 }, now);
    if (!o.ok) throw new Error('offer');
    expect(o.state.offerExpiresOn).toBe('2026-11-29');
    expect(
      decideSale(o.state, { type: 'respondOffer', accept: true }, endOfIstDay('2026-11-29')),
    ).toMatchObject({ ok: false, refusal: 'OFFER_EXPIRED' });
    const a = decideSale(o.state, { type: 'respondOffer', accept: true }, now);
    expect(a.ok && a.state).toMatchObject({ status: 'awaiting_payment', dueDate: '2026-11-29' });
    expect(offerNext(start(0, 1, 1), { balanceDue: 1, emdHold: 0, quantityMilli: 1 }, now).ok).toBe(false);
  });
});
