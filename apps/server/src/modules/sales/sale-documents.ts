import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { saleLiftings, salePayments, sales } from './tables';

/**
 * Whether the document at `fileUrl` belongs to a sale `userId` is a party to: a payment's proof
 * (uploaded by the buyer, checked by the owner of the lot) or a lifting's weighbridge slip
 * (uploaded by the owner, kept by the buyer). The uploads module asks this (app.ts passes it) for a
 * document that is not the reader's own.
 */
export function saleDocumentReaders(db: Db) {
  return async (fileUrl: string, userId: string): Promise<boolean> => {
    if (!fileUrl) return false;
    const party = or(eq(sales.buyerId, userId), eq(sales.ownerId, userId));
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(sales)
      .where(
        and(
          party,
          or(
            sql`exists (select 1 from ${salePayments} where ${salePayments.saleId} = ${sales.id} and ${salePayments.proofUrl} = ${fileUrl})`,
            sql`exists (select 1 from ${saleLiftings} where ${saleLiftings.saleId} = ${sales.id} and ${saleLiftings.slipUrl} = ${fileUrl})`,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  };
}
