import { describe, expect, it } from 'vitest';
import { bidHash, GENESIS_HASH, type HashedBidFields, verifyChain } from './bid-hash';

function chain(n: number) {
  const rows: (HashedBidFields & { prevHash: string; hash: string })[] = [];
  let prev = GENESIS_HASH;
  for (let i = 0; i < n; i++) {
    const b: HashedBidFields = {
      id: `bid-${i}`,
      subEventId: 'se-1',
      bidderId: i % 2 ? 'u1' : 'u2',
      amount: 100_000_00 + i * 1_000_00,
      kind: 'manual',
      clientBidId: null,
      seq: i + 1,
      createdAt: new Date(Date.UTC(2026, 10, 22, 10, 0, i)),
      salt: `salt-${i}`,
    };
    const hash = bidHash(prev, b);
    rows.push({ ...b, prevHash: prev, hash });
    prev = hash;
  }
  return rows;
}

describe('bid hash chain', () => {
  it('verifies an untouched chain', () => {
    expect(verifyChain(chain(5))).toEqual({ ok: true, count: 5 });
  });
  it('catches a changed amount at its row', () => {
    const rows = chain(5);
    rows[2] = { ...rows[2], amount: rows[2].amount + 1 };
    expect(verifyChain(rows)).toMatchObject({ ok: false, brokenAt: 2, bidId: 'bid-2' });
  });
  it('catches a deleted row at the row after it', () => {
    const rows = chain(5);
    rows.splice(1, 1);
    expect(verifyChain(rows)).toMatchObject({ ok: false, brokenAt: 1, bidId: 'bid-2' });
  });
});
