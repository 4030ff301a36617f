/**
 * Demo deposits (API.md "Demo data"): the demo buyers, seller and guest hold verified EMD
 * deposits, written once (a member with any ledger row is left as it is). buyer2's covers the
 * live lots (the live-room demo has both buyers on every lot) but not the upcoming transformer lot,
 * whose assignment shows the refusal.
 */
import { isoIstDate } from '@neelami/shared/ist';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findUserIdsByEmail } from '../users/person-queries';
import { applyMove } from './ledger';
import { loadLedger } from './ledger-store';

/** Rupees each demo member deposited, and the UTR of its transfer. */
export const DEMO_DEPOSITS = [
  { email: 'buyer1@example.com', rupees: 2_00_000, utr: 'DEMOEMDBUYER1000001' },
  { email: 'buyer2@example.com', rupees: 1_50_000, utr: 'DEMOEMDBUYER2000001' },
  { email: 'seller@example.com', rupees: 50_000, utr: 'DEMOEMDSELLER000001' },
  { email: 'guest@example.com', rupees: 10_000, utr: 'DEMOEMDGUEST0000001' },
] as const;

/** Writes the demo deposits, verified by the demo admin; answers how many it wrote. */
export async function seedDemoDeposits(db: Db, now: Date = new Date()): Promise<number> {
  const ids = await findUserIdsByEmail(db, ['admin@example.com', ...DEMO_DEPOSITS.map((d) => d.email)]);
  const adminId = ids.get('admin@example.com') ?? null;
  let written = 0;
  for (const d of DEMO_DEPOSITS) {
    const userId = ids.get(d.email);
    if (!userId || (await loadLedger(db, userId)).length > 0) continue;
    await db.transaction(async (tx) => {
      const refuse = () => AppError.invalid('Demo deposit refused');
      const deposit = await applyMove(
        tx,
        userId,
        { kind: 'deposit', amount: d.rupees * 100 },
        { utr: d.utr, paidOn: isoIstDate(now), bank: 'State Bank of India' },
        userId,
        refuse,
      );
      await applyMove(
        tx,
        userId,
        { kind: 'verify', depositId: deposit.id },
        { note: 'Demo deposit' },
        adminId,
        refuse,
      );
    });
    written++;
  }
  return written;
}
