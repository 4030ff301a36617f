/**
 * Bid receipts (API.md "Integrity desk, member record and bid receipts"): each accepted bid's
 * `digest` is SHA-256 of its salt and canonical content, and its `chainHash` SHA-256 of the
 * previous chain hash and the digest, so after the close a lot's chain of digests can be published
 * without amounts or identities and a member can check, in its own browser, that each of its
 * receipts is in it and that the chain is intact up to its head. The server writes the same
 * formula in Node (bidding/bid-hash.ts) and in SQL (bidding/chain-sql.ts). Written with
 * `zod/mini` and WebCrypto (`globalThis.crypto.subtle`: Node 20 and every browser), so the server's
 * tests and the web app's `/verify` page share one verification.
 */
import * as z from 'zod/mini';
import { succeeded } from './api-responses';

/** The chain hash before a lot's first bid. */
export const GENESIS_HASH = '0'.repeat(64);

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** What a member keeps of one of its accepted bids. */
export const bidReceiptSchema = z.strictObject({
  subEventId: z.string(),
  /** The lot's seq at which the bid was accepted (an auto bid's reply shares its rival's). */
  seq: z.number(),
  digest: hex64,
  chainHash: hex64,
  /** The random salt of the digest: with the bid's own content it reproduces `digest`. */
  salt: z.string(),
});
export type BidReceipt = z.infer<typeof bidReceiptSchema>;

/** One entry of a lot's public chain: no amount, no identity. */
export const chainEntrySchema = z.strictObject({ seq: z.number(), digest: hex64, chainHash: hex64 });
export type ChainEntry = z.infer<typeof chainEntrySchema>;

/** `GET /api/general/subEvents/:id/chain` (anyone, after the close): entries in chain order. */
export const bidChainResponse = succeeded({ head: z.string(), entries: z.array(chainEntrySchema) });
export type BidChain = Omit<z.infer<typeof bidChainResponse>, 'success'>;

/** `GET /api/member/subEvents/:id/receipts`: the caller's own receipts on the lot, in chain order. */
export const myReceiptsResponse = succeeded({ receipts: z.array(bidReceiptSchema) });

/** The file the room's "Download my receipts" saves and the `/verify` page reads. */
export const receiptsFileSchema = z.object({
  subEventId: z.string(),
  receipts: z.array(bidReceiptSchema),
});
export type ReceiptsFile = z.infer<typeof receiptsFileSchema>;

/** Lower-case hex SHA-256 of a UTF-8 text. */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new Uint8Array(
    await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** `chainHash` of an entry: SHA-256 of `previous chain hash | digest`. */
export const chainLink = (prevHash: string, digest: string) => sha256Hex(`${prevHash}|${digest}`);

/** `digest` of a bid: SHA-256 of `salt | canonical content` (bidding/bid-hash.ts `canonicalBid`). */
export const bidDigestOf = (salt: string, canonical: string) => sha256Hex(`${salt}|${canonical}`);

/** Where a chain breaks: the first entry whose chain hash does not follow, or a head it does not reach. */
export type ChainIntegrity = { ok: true } | { ok: false; at: number; seq: number | null };

/**
 * Checks every link of `chain` from the genesis, then that its last entry is its `head`:
 * a changed, removed or inserted entry breaks it at that entry.
 */
export async function checkChain(chain: BidChain): Promise<ChainIntegrity> {
  let prev = GENESIS_HASH;
  for (let i = 0; i < chain.entries.length; i++) {
    const e = chain.entries[i];
    if ((await chainLink(prev, e.digest)) !== e.chainHash) return { ok: false, at: i, seq: e.seq };
    prev = e.chainHash;
  }
  const last = chain.entries.at(-1);
  const head = last ? last.chainHash : GENESIS_HASH;
  return head === chain.head ? { ok: true } : { ok: false, at: chain.entries.length, seq: null };
}

/** The verdict on one receipt. */
export type ReceiptVerdict =
  /** In the chain, and the chain is intact up to its head. */
  | { result: 'included'; seq: number }
  /** The receipt is of another lot than the chain. */
  | { result: 'foreign_lot'; seq: number }
  /** The receipt's chain hash is in the chain, but its digest or seq is not the entry's. */
  | { result: 'altered'; seq: number }
  /** The chain itself does not hold together (an entry was changed, removed or added). */
  | { result: 'chain_broken'; seq: number; brokenAtSeq: number | null }
  /** Neither the receipt nor its digest is in the chain. */
  | { result: 'not_found'; seq: number };

/**
 * Checks `receipts` of one file against the chain of lot `subEventId`, the chain's links checked
 * once. A receipt passes only when the chain holds together and holds an entry with the receipt's
 * chain hash, digest and seq, and the chain hash follows from the previous entry and that digest.
 */
export async function verifyReceipts(
  receipts: BidReceipt[],
  chain: BidChain & { subEventId: string },
): Promise<ReceiptVerdict[]> {
  const integrity = await checkChain(chain);
  const at = new Map(chain.entries.map((e, i) => [e.chainHash, i] as const));
  return receipts.map((r): ReceiptVerdict => {
    const { seq } = r;
    if (r.subEventId !== chain.subEventId) return { result: 'foreign_lot', seq };
    if (!integrity.ok) return { result: 'chain_broken', seq, brokenAtSeq: integrity.seq };
    const i = at.get(r.chainHash);
    if (i === undefined) {
      const sameDigest = chain.entries.some((e) => e.digest === r.digest);
      return { result: sameDigest ? 'altered' : 'not_found', seq };
    }
    const e = chain.entries[i];
    return e.digest === r.digest && e.seq === r.seq
      ? { result: 'included', seq }
      : { result: 'altered', seq };
  });
}
