/**
 * The alerts of a sale's moves (API.md "Alerts, watchlist and saved searches": `payment_decided`,
 * `delivery_order`, `lifting` to the buyer and the owner of the lot). Raised in the transaction of
 * the move, through the notifications module, so an alert is stored exactly when the move is; the
 * caller publishes what is answered after its commit. Each has a key per member, so the same move
 * raised twice stores one alert.
 */
import type { Db } from '../../db/client';
import { findSubEventById } from '../events/event-queries';
import { type Alert, raiseNotifications, type StoredNotification } from '../notifications/raise';
import { findUsersByIds } from '../users/person-queries';
import { toQuantity } from './sale-dto';
import type { SaleRow } from './sale-store';

/** Where the buyer acts on its sale: My Purchases. */
export const MY_PURCHASES = '/auction/myPurchases';
/** Where the owner of the lot acts on its sale: My Sales. */
export const MY_SALES = '/auction/mySales';

/** A move of a sale that both parties are told of. */
export type SaleMove =
  | { kind: 'payment_decided'; paymentId: string; amountPaise: number; confirmed: boolean }
  | { kind: 'delivery_order' }
  | { kind: 'lifting'; liftingId: string; quantityMilli: number }
  | { kind: 'sale_completed'; short: string | null };

type Party = 'buyer' | 'owner';

function alertOf(move: SaleMove, sale: SaleRow, party: Party, lot: string, buyer: string): Alert {
  const base = {
    userId: party === 'buyer' ? sale.buyerId : (sale.ownerId as string),
    link: party === 'buyer' ? MY_PURCHASES : MY_SALES,
    topic: sale.id,
  };
  // The owner's alert names the buyer (an owner has many sales); the buyer's speaks to the buyer.
  const named = party === 'owner' ? { buyer } : {};
  switch (move.kind) {
    case 'payment_decided':
      return {
        ...base,
        kind: 'payment_decided',
        facts: { lot, amountPaise: move.amountPaise, confirmed: move.confirmed, ...named },
        dedupeKey: `payment_decided:${move.paymentId}`,
      };
    case 'delivery_order':
      return {
        ...base,
        kind: 'delivery_order',
        facts: { lot, ...named },
        dedupeKey: `delivery_order:${sale.id}`,
      };
    case 'lifting':
      return {
        ...base,
        kind: 'lifting',
        facts: { lot, quantity: `${toQuantity(move.quantityMilli)} ${sale.unit}`.trim() },
        dedupeKey: `lifting:${move.liftingId}`,
      };
    case 'sale_completed':
      return {
        ...base,
        kind: 'sale_completed',
        facts: { lot, short: move.short },
        dedupeKey: `sale_completed:${sale.id}`,
      };
  }
}

/**
 * Raises `moves` of `sale` to its buyer and to the owner of the lot (a lot without an owner: the
 * buyer only), in `tx`, the transaction of the moves; answers the alerts stored.
 */
export async function raiseSaleAlerts(
  tx: Db,
  sale: SaleRow,
  moves: readonly SaleMove[],
  now: Date,
): Promise<StoredNotification[]> {
  if (moves.length === 0) return [];
  const lot = (await findSubEventById(tx, sale.subEventId))?.name ?? '';
  const buyer =
    (await findUsersByIds(tx, [sale.buyerId])).get(sale.buyerId)?.organizationIndividualName ?? '';
  const parties: Party[] = sale.ownerId ? ['buyer', 'owner'] : ['buyer'];
  const alerts = moves.flatMap((move) => parties.map((party) => alertOf(move, sale, party, lot, buyer)));
  return raiseNotifications(tx, alerts, now);
}
