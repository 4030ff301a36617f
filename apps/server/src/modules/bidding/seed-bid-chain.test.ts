import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, verifyChain } from './bid-hash';
import { seedChainRows } from './seed-bid-chain';

const at = (s: number) => new Date(Date.UTC(2025, 10, 20, 5, 0, s));
let n = 0;
const ids = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const asChain = (rows: ReturnType<typeof seedChainRows>['rows']) =>
  rows.map((r) => ({
    id: r.id as string,
    subEventId: r.subEventId,
    bidderId: r.bidderId,
    amount: r.amount,
    kind: r.kind as string,
    clientBidId: r.clientBidId ?? null,
    seq: r.seq as number,
    createdAt: r.createdAt as Date,
    prevHash: r.prevHash as string,
    hash: r.hash as string,
    salt: r.salt as string,
  }));

describe('seedChainRows', () => {
  it('numbers the bids from the chain seq and links each to the one before, from the genesis hash', () => {
    const c = seedChainRows(
      'se',
      { seq: 0, head: '' },
      [
        { bidderId: 'a', amount: 100, at: at(0) },
        { bidderId: 'b', amount: 200, at: at(1), kind: 'auto', status: 'rejected', ip: '10.0.0.2' },
      ],
      ids,
    );
    expect(c.rows.map((r) => [r.seq, r.serial, r.kind, r.status, r.ip])).toEqual([
      [1, 1, 'manual', 'accepted', ''],
      [2, 2, 'auto', 'rejected', '10.0.0.2'],
    ]);
    expect(c.rows[0].prevHash).toBe(GENESIS_HASH);
    expect(c.seq).toBe(2);
    expect(c.head).toBe(c.rows[1].hash);
    expect(verifyChain(asChain(c.rows))).toEqual({ ok: true, count: 2 });
  });

  it('continues a chain where it stands, so two calls make one valid chain', () => {
    const first = seedChainRows('se', { seq: 0, head: '' }, [{ bidderId: 'a', amount: 100, at: at(0) }], ids);
    const next = seedChainRows('se', first, [{ bidderId: 'b', amount: 200, at: at(5) }], ids);
    expect(next.rows[0].seq).toBe(2);
    expect(next.rows[0].prevHash).toBe(first.head);
    expect(verifyChain(asChain([...first.rows, ...next.rows])).ok).toBe(true);
  });

  it('gives a different hash when a field differs, so a changed amount breaks the chain', () => {
    const c = seedChainRows('se', { seq: 0, head: '' }, [{ bidderId: 'a', amount: 100, at: at(0) }], ids);
    const tampered = asChain(c.rows).map((r) => ({ ...r, amount: 101 }));
    expect(verifyChain(tampered).ok).toBe(false);
  });
});
