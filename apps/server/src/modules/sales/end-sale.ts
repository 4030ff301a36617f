/**
 * Admin ends a sale that was not paid (API.md "After the award", "One sale per award"), with a
 * reason, under the sale's row lock:
 *
 * * default (`POST /api/admin/sales/:id/default`): after the due date, something still owed; the
 *   buyer's EMD hold is forfeited;
 * * cancel (`POST /api/admin/sales/:id/cancel`): before any payment is confirmed; the hold is
 *   released (not forfeited), and for the award's sale the award is withdrawn with its letter, so
 *   the owner of the lot decides again. A cancelled offer may be offered on to the next bidder.
 */
import { type cancelSaleSchema, type defaultSaleSchema, saleMessages } from '@neelami/shared/sales';
import type { SaleCommand } from '@neelami/trade/sale-machine';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/access';
import { withdrawAward } from '../bidding/seller-queries';
import { standAfterDefault } from './member-standing';
import { answer, decideOrThrow, type SalesDeps, tell, withLockedSale } from './sale-core';
import { type NewSaleRow, recordStatus, type SaleRecord, stateOf } from './sale-store';
import { mailStandingChange, type StandingNotice } from './standing-mails';

interface Ending {
  command: Extract<SaleCommand, { type: 'default' | 'cancel' }>;
  hold: 'forfeit' | 'release';
  /** Written with the status change, from the machine's new state. */
  patch: (state: ReturnType<typeof decideOrThrow>['state']) => Partial<NewSaleRow>;
  /** What else the ending does in its transaction. */
  also?: (tx: Db, r: SaleRecord, now: Date) => Promise<void>;
  message: string;
}

async function endSale(deps: SalesDeps, user: AuthUser, id: string, how: Ending) {
  const reason = how.command.reason;
  const { record, role } = await withLockedSale(
    deps,
    user,
    id,
    () => {},
    async (tx, r, now) => {
      const d = decideOrThrow(stateOf(r), how.command, now);
      const hold = { userId: r.sale.buyerId, subEventId: r.sale.subEventId, saleId: r.sale.id, by: user.id };
      await (how.hold === 'forfeit' ? deps.emd.forfeit(tx, hold) : deps.emd.release(tx, hold));
      await recordStatus(tx, r.sale, d.state.status, user.id, now, reason, how.patch(d.state));
      await how.also?.(tx, r, now);
    },
  );
  const kind = how.command.type === 'default' ? 'default' : 'cancelled';
  await tell(deps, record.sale, [{ kind, reason }]);
  return { message: how.message, sale: await answer(deps, record, role) };
}

/**
 * POST /api/admin/sales/:id/default (Admin): after the due date; the buyer's EMD hold is forfeited
 * and, in the same transaction, its standing decided anew (probation, suspension), mailed after.
 */
export async function defaultSale(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof defaultSaleSchema>,
) {
  const standing: { buyerId?: string; notice?: StandingNotice | null } = {};
  const out = await endSale(deps, user, id, {
    command: { type: 'default', reason: body.reason },
    hold: 'forfeit',
    patch: (state) => ({ forfeited: state.forfeited }),
    also: async (tx, r, now) => {
      standing.buyerId = r.sale.buyerId;
      standing.notice = await standAfterDefault(tx, r.sale.buyerId, r.sale.id, now);
    },
    message: saleMessages.defaulted,
  });
  if (standing.buyerId && standing.notice) {
    await mailStandingChange(deps.db, deps.notifier, standing.buyerId, standing.notice, deps.log);
  }
  return out;
}

/** POST /api/admin/sales/:id/cancel (Admin): before any payment is confirmed; the hold released. */
export const cancelSale = (
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof cancelSaleSchema>,
) =>
  endSale(deps, user, id, {
    command: { type: 'cancel', reason: body.reason },
    hold: 'release',
    patch: () => ({}),
    also: async (tx, r, now) => {
      if (!r.sale.previousSaleId) await withdrawAward(tx, r.sale.subEventId, user.id, now);
    },
    message: saleMessages.cancelled,
  });
