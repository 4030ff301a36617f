import { describe, expect, it } from 'vitest';
import { decideEmd, type EmdRow, emdBalance, emdStatement, openHoldFor } from './emd-ledger';

/** Applies moves in order, giving each accepted row an id r1, r2, … */
function ledger(...rows: Omit<EmdRow, 'id'>[]): EmdRow[] {
  return rows.map((r, i) => ({ ...r, id: `r${i + 1}` }));
}

describe('emdBalance', () => {
  it('counts only verified deposits and open holds', () => {
    const rows = ledger(
      { kind: 'deposit', amount: 50_000_00 },
      { kind: 'deposit', amount: 10_000_00 },
      { kind: 'deposit_verified', amount: 50_000_00, refId: 'r1' },
      { kind: 'hold', amount: 20_000_00, subEventId: 's1' },
      { kind: 'hold', amount: 5_000_00, subEventId: 's2' },
      { kind: 'release', amount: 5_000_00, refId: 'r5', subEventId: 's2' },
      { kind: 'refund', amount: 1_000_00 },
    );
    expect(emdBalance(rows)).toEqual({
      deposited: 50_000_00,
      held: 20_000_00,
      adjusted: 0,
      forfeited: 0,
      refunded: 1_000_00,
      available: 29_000_00,
    });
  });

  it('gives a rejected refund back and keeps an adjusted or forfeited hold taken', () => {
    const rows = ledger(
      { kind: 'deposit', amount: 100_00 },
      { kind: 'deposit_verified', amount: 100_00, refId: 'r1' },
      { kind: 'hold', amount: 30_00, subEventId: 's1' },
      { kind: 'adjust', amount: 30_00, refId: 'r3', subEventId: 's1' },
      { kind: 'hold', amount: 20_00, subEventId: 's2' },
      { kind: 'forfeit', amount: 20_00, refId: 'r5', subEventId: 's2' },
      { kind: 'refund', amount: 50_00 },
      { kind: 'refund_rejected', amount: 50_00, refId: 'r7' },
    );
    expect(emdBalance(rows)).toEqual({
      deposited: 100_00,
      held: 0,
      adjusted: 30_00,
      forfeited: 20_00,
      refunded: 0,
      available: 50_00,
    });
  });
});

describe('decideEmd', () => {
  const funded = ledger(
    { kind: 'deposit', amount: 1_000_00 },
    { kind: 'deposit_verified', amount: 1_000_00, refId: 'r1' },
  );

  it('refuses amounts that are not whole positive paise', () => {
    for (const amount of [0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e12]) {
      expect(decideEmd([], { kind: 'deposit', amount })).toEqual({ ok: false, reason: 'bad_amount' });
      expect(decideEmd(funded, { kind: 'hold', subEventId: 's', amount })).toEqual({
        ok: false,
        reason: 'bad_amount',
      });
      expect(decideEmd(funded, { kind: 'refund', amount })).toEqual({ ok: false, reason: 'bad_amount' });
    }
  });

  it('verifies or rejects a deposit once', () => {
    const pending = ledger({ kind: 'deposit', amount: 500_00 });
    expect(decideEmd(pending, { kind: 'verify', depositId: 'r1' })).toEqual({
      ok: true,
      row: { kind: 'deposit_verified', amount: 500_00, refId: 'r1', subEventId: null },
    });
    const verified = ledger(
      { kind: 'deposit', amount: 500_00 },
      { kind: 'deposit_verified', amount: 500_00, refId: 'r1' },
    );
    expect(decideEmd(verified, { kind: 'verify', depositId: 'r1' })).toEqual({
      ok: false,
      reason: 'already_decided',
    });
    expect(decideEmd(verified, { kind: 'reject', depositId: 'r1' })).toEqual({
      ok: false,
      reason: 'already_decided',
    });
    expect(decideEmd(verified, { kind: 'verify', depositId: 'r2' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(decideEmd(verified, { kind: 'verify', depositId: 'nope' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('holds up to available and names the shortfall', () => {
    expect(decideEmd(funded, { kind: 'hold', subEventId: 's1', amount: 1_000_00 }).ok).toBe(true);
    expect(decideEmd(funded, { kind: 'hold', subEventId: 's1', amount: 1_250_00 })).toEqual({
      ok: false,
      reason: 'short',
      shortfall: 250_00,
    });
    expect(decideEmd([], { kind: 'hold', subEventId: 's1', amount: 100 })).toEqual({
      ok: false,
      reason: 'short',
      shortfall: 100,
    });
  });

  it('holds once per sub-event until the hold ends', () => {
    const held = [...funded, { id: 'h', kind: 'hold' as const, amount: 100_00, subEventId: 's1' }];
    expect(decideEmd(held, { kind: 'hold', subEventId: 's1', amount: 100_00 })).toEqual({
      ok: false,
      reason: 'already_held',
    });
    expect(openHoldFor(held, 's1')?.id).toBe('h');
    const released = [
      ...held,
      { id: 'x', kind: 'release' as const, amount: 100_00, refId: 'h', subEventId: 's1' },
    ];
    expect(openHoldFor(released, 's1')).toBeUndefined();
    expect(decideEmd(released, { kind: 'hold', subEventId: 's1', amount: 100_00 }).ok).toBe(true);
  });

  it('ends a hold once, by release, adjustment or forfeiture', () => {
    const held = [...funded, { id: 'h', kind: 'hold' as const, amount: 100_00, subEventId: 's1' }];
    expect(decideEmd(held, { kind: 'release', holdId: 'h' })).toEqual({
      ok: true,
      row: { kind: 'release', amount: 100_00, refId: 'h', subEventId: 's1' },
    });
    const released = [
      ...held,
      { id: 'x', kind: 'release' as const, amount: 100_00, refId: 'h', subEventId: 's1' },
    ];
    for (const kind of ['release', 'adjust', 'forfeit'] as const) {
      expect(decideEmd(released, { kind, holdId: 'h' })).toEqual({ ok: false, reason: 'already_decided' });
    }
    expect(decideEmd(released, { kind: 'release', holdId: 'r1' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('refunds up to available, and pays or rejects a refund once', () => {
    expect(decideEmd(funded, { kind: 'refund', amount: 1_000_01 })).toEqual({
      ok: false,
      reason: 'short',
      shortfall: 1,
    });
    const requested = [...funded, { id: 'f', kind: 'refund' as const, amount: 400_00 }];
    expect(emdBalance(requested).available).toBe(600_00);
    expect(decideEmd(requested, { kind: 'refund_paid', refundId: 'f' }).ok).toBe(true);
    const paid = [...requested, { id: 'p', kind: 'refund_paid' as const, amount: 400_00, refId: 'f' }];
    expect(decideEmd(paid, { kind: 'refund_rejected', refundId: 'f' })).toEqual({
      ok: false,
      reason: 'already_decided',
    });
    expect(emdBalance(paid)).toMatchObject({ refunded: 400_00, available: 600_00 });
  });
});

describe('emdStatement', () => {
  it('folds decisions into their deposit or refund and lists hold ends', () => {
    const rows = ledger(
      { kind: 'deposit', amount: 100_00 },
      { kind: 'deposit_verified', amount: 100_00, refId: 'r1' },
      { kind: 'hold', amount: 30_00, subEventId: 's1' },
      { kind: 'release', amount: 30_00, refId: 'r3', subEventId: 's1' },
      { kind: 'refund', amount: 10_00 },
    );
    expect(emdStatement(rows).map((l) => [l.type, l.status, l.decision?.id])).toEqual([
      ['deposit', 'verified', 'r2'],
      ['hold', 'released', undefined],
      ['release', 'released', undefined],
      ['refund', 'requested', undefined],
    ]);
  });
});

describe('a hold larger than the sale it pays (API.md: EMD that covers the total)', () => {
  const base = ledger(
    { kind: 'deposit', amount: 5_000_00 },
    { kind: 'deposit_verified', amount: 5_000_00, refId: 'r1' },
    { kind: 'hold', amount: 5_000_00, subEventId: 's1' },
  );

  it('adjusts only the total and releases the rest of the hold', () => {
    const adjust = decideEmd(base, { kind: 'adjust', holdId: 'r3', amount: 120_00 });
    expect(adjust).toEqual({
      ok: true,
      row: { kind: 'adjust', amount: 120_00, refId: 'r3', subEventId: 's1' },
    });
    const withAdjust = [...base, { ...(adjust.ok ? adjust.row : ({} as never)), id: 'r4' }];
    const rest = decideEmd(withAdjust, { kind: 'release_rest', adjustId: 'r4' });
    expect(rest).toEqual({
      ok: true,
      row: { kind: 'release', amount: 4_880_00, refId: 'r4', subEventId: 's1' },
    });
    const all = [...withAdjust, { ...(rest.ok ? rest.row : ({} as never)), id: 'r5' }];
    expect(emdBalance(all)).toMatchObject({ held: 0, adjusted: 120_00, available: 4_880_00 });
    expect(decideEmd(all, { kind: 'release_rest', adjustId: 'r4' })).toEqual({
      ok: false,
      reason: 'already_decided',
    });
    expect(emdStatement(all).map((l) => [l.type, l.row.amount])).toEqual([
      ['deposit', 5_000_00],
      ['hold', 5_000_00],
      ['adjust', 120_00],
      ['release', 4_880_00],
    ]);
  });

  it('refuses to adjust more than the hold, or to release a rest that is not there', () => {
    expect(decideEmd(base, { kind: 'adjust', holdId: 'r3', amount: 5_000_01 })).toEqual({
      ok: false,
      reason: 'bad_amount',
    });
    const whole = [
      ...base,
      { kind: 'adjust' as const, amount: 5_000_00, refId: 'r3', subEventId: 's1', id: 'r4' },
    ];
    expect(decideEmd(whole, { kind: 'release_rest', adjustId: 'r4' })).toEqual({
      ok: false,
      reason: 'bad_amount',
    });
    expect(decideEmd(whole, { kind: 'release_rest', adjustId: 'r3' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});
