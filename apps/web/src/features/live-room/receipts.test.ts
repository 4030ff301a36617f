import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepReceipt, keptReceipts, mergeReceipts } from './receipts';

function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
  };
}

const receipt = (subEventId: string, n: number) => ({
  subEventId,
  seq: n,
  digest: String(n).repeat(64).slice(0, 64),
  chainHash: String(n + 1)
    .repeat(64)
    .slice(0, 64),
  salt: `s${n}`,
});

afterEach(() => vi.unstubAllGlobals());

describe('the room keeps bid receipts', () => {
  it('keeps each receipt of an answer once, per lot', () => {
    vi.stubGlobal('localStorage', storage());
    keepReceipt(receipt('a', 1));
    keepReceipt(receipt('a', 1));
    keepReceipt(receipt('a', 2));
    keepReceipt(receipt('b', 3));
    expect(keptReceipts('a').map((r) => r.seq)).toEqual([1, 2]);
    expect(keptReceipts('b').map((r) => r.seq)).toEqual([3]);
  });

  it('puts the kept receipts first and adds the listed ones it lacks', () => {
    const kept = [receipt('a', 2)];
    const listed = [receipt('a', 1), { ...receipt('a', 2), salt: 'from the server' }, receipt('a', 5)];
    expect(mergeReceipts(kept, listed).map((r) => [r.seq, r.salt])).toEqual([
      [2, 's2'],
      [1, 's1'],
      [5, 's5'],
    ]);
  });
});
