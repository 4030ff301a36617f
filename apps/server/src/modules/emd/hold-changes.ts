/**
 * A lot's EMD changed before it has bids (API.md "Award and money rules", "EMD changes"): every hold
 * on it follows the new amount, in the caller's transaction (the edit of the lot's row), so the lot
 * never asks one amount while its members hold another.
 */
import { emdMessages } from '@neelami/shared/emd';
import { messages } from '@neelami/shared/messages';
import { decideEmd, type EmdRow, openHoldFor } from '@neelami/trade';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { ShortMember } from './holds';
import { applyMove } from './ledger';
import { type EmdEntryRow, loadLedger, lockLedger, openHolds } from './ledger-store';

/** The note on the rows a change of the lot's EMD adds (the member's statement shows it). */
const NOTE = 'EMD of the lot changed';

/**
 * Makes every hold on the sub-event `amount` paise: the `holders` (the members who must hold it)
 * and whoever holds it now. The ledger only adds rows, so a hold of another amount is released and
 * one of the new amount placed (`release`, then `hold`: the ledger's own moves, each decided by its
 * rules); at 0 every hold is released. All or nothing: each member is decided first, under its
 * ledger lock (taken in id order, as `placeHolds` does), and when any is short of the new amount
 * nothing is written and the short ones are answered (the caller refuses the change).
 */
export async function changeHolds(
  tx: Db,
  subEventId: string,
  amount: number,
  holders: readonly string[],
  by: string | null,
): Promise<{ rows: EmdEntryRow[]; short: ShortMember[] }> {
  const holding = (await openHolds(tx, subEventId)).map((h) => h.userId);
  const members = [...new Set([...holders, ...holding])].sort();
  const moves: { userId: string; open: EmdRow | undefined }[] = [];
  const short: ShortMember[] = [];
  for (const userId of members) {
    await lockLedger(tx, userId);
    const rows: EmdRow[] = await loadLedger(tx, userId);
    const open = openHoldFor(rows, subEventId);
    if (open ? open.amount === amount : amount === 0) continue;
    if (amount > 0) {
      // Decided on the ledger as it stands once the old hold is released.
      const released: EmdRow[] = open
        ? [{ id: `release-of-${open.id}`, kind: 'release', amount: open.amount, refId: open.id, subEventId }]
        : [];
      const d = decideEmd([...rows, ...released], { kind: 'hold', subEventId, amount });
      if (!d.ok && d.reason === 'short') {
        short.push({ userId, shortfall: d.shortfall ?? 0 });
        continue;
      }
      if (!d.ok) throw AppError.invalid(emdMessages.amountPaise, { emdAmount: emdMessages.amountPaise });
    }
    moves.push({ userId, open });
  }
  if (short.length > 0) return { rows: [], short };
  const added: EmdEntryRow[] = [];
  const note = { note: NOTE };
  // Decided above under the same locks: a refusal here would be a bug, never a member's state.
  const unexpected = () => new AppError('INTERNAL', messages.somethingWentWrong);
  for (const { userId, open } of moves) {
    if (open)
      added.push(await applyMove(tx, userId, { kind: 'release', holdId: open.id }, note, by, unexpected));
    if (amount > 0)
      added.push(await applyMove(tx, userId, { kind: 'hold', subEventId, amount }, note, by, unexpected));
  }
  return { rows: added, short: [] };
}

/** A change of the lot's EMD refused: one line per member short of it, naming it and its shortfall. */
export function shortEmdChangeError(short: { name: string; shortfall: number }[]): AppError {
  // One line each, so each is translated on its own (message-catalogue `hindiOf`).
  const message = short.map((s) => emdMessages.holdShort(s.name, s.shortfall)).join('\n');
  return new AppError('EMD_REQUIRED', message, { emdAmount: message });
}
