/**
 * What `/verify` does with a receipts file (API.md "Bid receipts"): reads it, fetches the lot's
 * public chain, and checks each receipt in the browser with the shared verification
 * (packages/shared/src/bid-receipts.ts), so nothing but the lot id leaves the page.
 */
import {
  type ReceiptsFile,
  type ReceiptVerdict,
  receiptsFileSchema,
  verifyReceipts,
} from '@neelami/shared/bid-receipts';
import { getBidChain } from './api/get-bid-chain';

/** A receipts file read from its text; null when it is not one. */
export function readReceiptsFile(text: string): ReceiptsFile | null {
  try {
    const parsed = receiptsFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The chain's head and a verdict per receipt, in the file's order. */
export interface VerifyResult {
  head: string;
  verdicts: ReceiptVerdict[];
}

/** Checks the file's receipts against the chain of lot `subEventId` (an ApiError when it cannot be read). */
export async function verifyFile(file: ReceiptsFile, subEventId: string): Promise<VerifyResult> {
  const chain = await getBidChain(subEventId);
  return { head: chain.head, verdicts: await verifyReceipts(file.receipts, { ...chain, subEventId }) };
}
