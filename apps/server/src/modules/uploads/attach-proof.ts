import { storedNameOf, uploadMessages } from '@neelami/shared/uploads';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { claimAttachment, isOwnDocument } from './upload-queries';

/** The money row a proof backs: `emd_deposit:<entry id>`, `sale_payment:<payment id>`, `sale_lifting:<sale id>`. */
export type ProofOf = `${'emd_deposit' | 'sale_payment' | 'sale_lifting'}:${string}`;

/**
 * Attaches the document at `fileUrl` as the proof of one money row, in that row's transaction `tx`
 * (nothing when no proof is sent). One transfer, one proof (API.md "A UTR is one bank transfer"):
 * a document already backing another deposit, payment or lifting is refused (409, CONFLICT), and
 * two reports racing with one file, on any instances, cannot both win: the claim is one update of
 * the upload's row, which the second waits for. A document that is not the member's own is
 * 'Please select a valid file.' (400), as before attaching was once only.
 */
export async function attachProofOnce(
  tx: Db,
  input: { fileUrl: string | null | undefined; userId: string; proofOf: ProofOf; field: string },
): Promise<void> {
  if (!input.fileUrl) return;
  const name = storedNameOf(input.fileUrl);
  if (name && (await claimAttachment(tx, name, input.userId, input.proofOf))) return;
  if (!(await isOwnDocument(tx, input.userId, input.fileUrl))) {
    throw AppError.invalid(uploadMessages.noFile, { [input.field]: uploadMessages.noFile });
  }
  const msg = uploadMessages.attachedElsewhere;
  throw new AppError('CONFLICT', msg, { [input.field]: msg });
}
