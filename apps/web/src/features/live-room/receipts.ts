/**
 * The member's bid receipts (API.md "Bid receipts"): each bid's acknowledgement carries one, which
 * the room keeps in this browser as it arrives, so the file holds what the server said at the time
 * of the bid; the server's list adds the bids the member's auto bid or pre-bid placed, and those
 * kept before a reload on another device. `/verify` checks the file against the lot's chain.
 */
import type { BidReceipt, ReceiptsFile } from '@neelami/shared/bid-receipts';
import { saveBlob } from '../../lib/save-blob';
import { getMyReceipts } from './api/get-my-receipts';

const keyOf = (subEventId: string) => `neelami.receipts.${subEventId}`;

/** The receipts kept in this browser for the lot. */
export function keptReceipts(subEventId: string): BidReceipt[] {
  try {
    const raw = localStorage.getItem(keyOf(subEventId));
    return raw ? (JSON.parse(raw) as BidReceipt[]) : [];
  } catch {
    return [];
  }
}

/** Keeps a bid's receipt from its acknowledgement (a repeated answer is kept once). */
export function keepReceipt(receipt: BidReceipt): void {
  const kept = keptReceipts(receipt.subEventId);
  if (kept.some((r) => r.chainHash === receipt.chainHash)) return;
  try {
    localStorage.setItem(keyOf(receipt.subEventId), JSON.stringify([...kept, receipt]));
  } catch {
    // Storage full or refused: the server's list still has the receipt.
  }
}

/** The kept receipts first (as the acknowledgements gave them), then the server's others, each once. */
export function mergeReceipts(kept: BidReceipt[], listed: BidReceipt[]): BidReceipt[] {
  const seen = new Set(kept.map((r) => r.chainHash));
  return [...kept, ...listed.filter((r) => !seen.has(r.chainHash))];
}

/** Saves the member's receipts on the lot as `receipts-<lot>.json`. */
export async function downloadMyReceipts(subEventId: string, lotName: string): Promise<void> {
  const file: ReceiptsFile = {
    subEventId,
    receipts: mergeReceipts(keptReceipts(subEventId), await getMyReceipts(subEventId)),
  };
  const name = `receipts-${lotName.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 40) || subEventId}.json`;
  saveBlob(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), name);
}
