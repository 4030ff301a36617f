import { describe, expect, it } from 'vitest';
import {
  type BidChain,
  type BidReceipt,
  bidDigestOf,
  chainLink,
  checkChain,
  GENESIS_HASH,
  sha256Hex,
  verifyReceipts,
} from './bid-receipts';

const LOT = 'lot-a';

/** A chain of `n` bids on LOT, with each bid's receipt. */
async function chainOf(
  n: number,
): Promise<{ chain: BidChain & { subEventId: string }; receipts: BidReceipt[] }> {
  let prev = GENESIS_HASH;
  const entries = [];
  const receipts = [];
  for (let i = 1; i <= n; i++) {
    const salt = `salt${i}`;
    const digest = await bidDigestOf(salt, `bid-${i}|${LOT}|amount-${i * 100}`);
    const chainHash = await chainLink(prev, digest);
    entries.push({ seq: i, digest, chainHash });
    receipts.push({ subEventId: LOT, seq: i, digest, chainHash, salt });
    prev = chainHash;
  }
  return { chain: { subEventId: LOT, head: prev, entries }, receipts };
}

describe('bid receipts', () => {
  it('hashes as Node does: SHA-256 in lower-case hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('finds every receipt included in an intact chain', async () => {
    const { chain, receipts } = await chainOf(5);
    expect(await checkChain(chain)).toEqual({ ok: true });
    const verdicts = await verifyReceipts(receipts, chain);
    expect(verdicts.map((v) => v.result)).toEqual(Array(5).fill('included'));
  });

  it('refuses a receipt of another lot', async () => {
    const { chain, receipts } = await chainOf(3);
    const [v] = await verifyReceipts([{ ...receipts[1], subEventId: 'lot-b' }], chain);
    expect(v).toEqual({ result: 'foreign_lot', seq: 2 });
  });

  it('refuses a receipt whose digest was changed', async () => {
    const { chain, receipts } = await chainOf(3);
    const digest = await sha256Hex('something else');
    const [v] = await verifyReceipts([{ ...receipts[1], digest }], chain);
    expect(v.result).toBe('altered');
  });

  it('refuses a receipt whose seq was changed', async () => {
    const { chain, receipts } = await chainOf(3);
    const [v] = await verifyReceipts([{ ...receipts[1], seq: 3 }], chain);
    expect(v.result).toBe('altered');
  });

  it('names the entry where a changed chain breaks', async () => {
    const { chain, receipts } = await chainOf(4);
    const entries = chain.entries.map((e) => ({ ...e }));
    entries[2].digest = await sha256Hex('a changed bid');
    const changed = { ...chain, entries };
    expect(await checkChain(changed)).toEqual({ ok: false, at: 2, seq: 3 });
    const verdicts = await verifyReceipts(receipts, changed);
    expect(verdicts.map((v) => v.result)).toEqual(Array(4).fill('chain_broken'));
    expect(verdicts[0]).toMatchObject({ brokenAtSeq: 3 });
  });

  it('refuses a chain with a removed entry or a head it does not reach', async () => {
    const { chain, receipts } = await chainOf(3);
    const removed = { ...chain, entries: [chain.entries[0], chain.entries[2]] };
    expect((await verifyReceipts([receipts[0]], removed))[0].result).toBe('chain_broken');
    const cut = { ...chain, entries: chain.entries.slice(0, 2) };
    expect(await checkChain(cut)).toEqual({ ok: false, at: 2, seq: null });
  });

  it('does not find a receipt of a bid the chain does not hold', async () => {
    const { chain } = await chainOf(2);
    const other = await chainOf(3);
    const [v] = await verifyReceipts([other.receipts[2]], chain);
    expect(v.result).toBe('not_found');
  });
});
