import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidHash, GENESIS_HASH, verifyChain } from '../bidding/bid-hash';
import { type ChainRow, ChainVerifier } from './chain-check';

function chain(n: number): ChainRow[] {
  const rows: ChainRow[] = [];
  let prev = GENESIS_HASH;
  for (let i = 0; i < n; i++) {
    const f = {
      id: randomUUID(),
      subEventId: 'se',
      bidderId: `u${i % 3}`,
      amount: 100_00 + i * 50_00,
      kind: i % 2 ? 'auto' : 'manual',
      clientBidId: i % 4 ? `c${i}` : null,
      seq: i + 1,
      createdAt: new Date(Date.UTC(2025, 10, 20, 5, 0, i)),
      salt: `s${i}`,
    };
    const hash = bidHash(prev, f);
    rows.push({ ...f, prevHash: prev, hash });
    prev = hash;
  }
  return rows;
}

type Tamper =
  | { op: 'amount'; at: number; delta: number }
  | { op: 'delete'; at: number }
  | { op: 'swap'; at: number }
  | { op: 'time'; at: number }
  | { op: 'rehash'; at: number; delta: number };

function tamper(rows: ChainRow[], t: Tamper): ChainRow[] {
  const out = rows.map((r) => ({ ...r }));
  const i = t.at % Math.max(1, out.length);
  if (out.length === 0) return out;
  switch (t.op) {
    case 'amount':
      out[i].amount += t.delta;
      break;
    case 'delete':
      out.splice(i, 1);
      break;
    case 'swap':
      if (i + 1 < out.length) [out[i], out[i + 1]] = [out[i + 1], out[i]];
      break;
    case 'time':
      out[i].createdAt = new Date(out[i].createdAt.getTime() + 1);
      break;
    case 'rehash':
      // A forger who also recomputes the changed bid's own hash still breaks the next link.
      out[i].amount += t.delta;
      out[i].hash = bidHash(out[i].prevHash, out[i]);
      break;
  }
  return out;
}

const tampers: fc.Arbitrary<Tamper> = fc.oneof(
  fc.record({ op: fc.constant('amount' as const), at: fc.nat(), delta: fc.integer({ min: 1, max: 1e6 }) }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('swap' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('time' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('rehash' as const), at: fc.nat(), delta: fc.integer({ min: 1, max: 1e6 }) }),
);

function stream(rows: ChainRow[]) {
  const v = new ChainVerifier();
  const states = rows.map((r) => v.push(r));
  return { v, states };
}

describe('ChainVerifier (the streaming twin of verifyChain)', () => {
  it('agrees with verifyChain on intact and tampered chains', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), fc.array(tampers, { maxLength: 3 }), (n, ts) => {
        const rows = ts.reduce(tamper, chain(n));
        const expected = verifyChain(rows);
        const { v, states } = stream(rows);
        expect(v.count).toBe(rows.length);
        if (expected.ok) {
          expect(v.broken).toBeNull();
          expect(states.every((s) => s === 'verified')).toBe(true);
        } else {
          expect(v.broken).toMatchObject({ index: expected.brokenAt, bidId: expected.bidId });
          expect(states.slice(0, expected.brokenAt).every((s) => s === 'verified')).toBe(true);
          expect(states[expected.brokenAt]).toBe('broken');
          expect(states.slice(expected.brokenAt + 1).every((s) => s === 'after-break')).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('says why: a changed bid is "altered", a removed one leaves the next "unlinked"', () => {
    const rows = chain(5);
    expect(stream(tamper(rows, { op: 'amount', at: 2, delta: 1 })).v.broken).toMatchObject({
      index: 2,
      reason: 'altered',
    });
    expect(stream(tamper(rows, { op: 'delete', at: 1 })).v.broken).toMatchObject({
      index: 1,
      bidId: rows[2].id,
      reason: 'unlinked',
    });
    expect(stream(tamper(rows, { op: 'rehash', at: 1, delta: 5 })).v.broken).toMatchObject({
      index: 2,
      reason: 'unlinked',
    });
    const { v } = stream(rows);
    expect(v.broken).toBeNull();
    expect(v.head).toBe(rows[4].hash);
  });
});
