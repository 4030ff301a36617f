/**
 * POST /api/admin/sales/:id/cancel (Admin; API.md "One sale per award"): before any payment is
 * confirmed, a sale made in error is cancelled — the buyer's EMD hold released (not forfeited),
 * and for the award's sale the award withdrawn with its letter, so the owner of the lot decides
 * again. A cancelled offer to a next-ranked bidder may be offered on to the bidder after it.
 */
import { type cancelSaleSchema, saleMessages } from '@neelami/shared/sales';
import type { z } from 'zod';
import type { AuthUser } from '../../plugins/access';
import { withdrawAward } from '../bidding/seller-queries';
import { answer, decideOrThrow, type SalesDeps, tell, withLockedSale } from './sale-core';
import { recordStatus, stateOf } from './sale-store';

export async function cancelSale(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof cancelSaleSchema>,
) {
  const { record, role } = await withLockedSale(
    deps,
    user,
    id,
    () => {},
    async (tx, r, now) => {
      decideOrThrow(stateOf(r), { type: 'cancel', reason: body.reason }, now);
      await deps.emd.release(tx, {
        userId: r.sale.buyerId,
        subEventId: r.sale.subEventId,
        saleId: r.sale.id,
        by: user.id,
      });
      await recordStatus(tx, r.sale, 'cancelled', user.id, now, body.reason);
      if (!r.sale.previousSaleId) await withdrawAward(tx, r.sale.subEventId, user.id, now);
    },
  );
  await tell(deps, record.sale, [{ kind: 'cancelled', reason: body.reason }]);
  return { message: saleMessages.cancelled, sale: await answer(deps, record, role) };
}
