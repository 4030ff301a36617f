/**
 * The sales module's reads and writes of its own tables: a sale with its rows, as the pure state
 * machine (`@neelami/trade/sale-machine`) sees it, and the rows a decision adds.
 */
import type { SaleState, SaleStatus } from '@neelami/trade/sale-machine';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  saleDeliveryOrders,
  saleLiftings,
  salePaymentDecisions,
  salePayments,
  saleStatusHistory,
  sales,
} from './tables';

export type SaleRow = typeof sales.$inferSelect;
export type NewSaleRow = typeof sales.$inferInsert;
export type PaymentRow = typeof salePayments.$inferSelect;
export type DecisionRow = typeof salePaymentDecisions.$inferSelect;
export type LiftingRow = typeof saleLiftings.$inferSelect;
export type DeliveryOrderRow = typeof saleDeliveryOrders.$inferSelect;
export type HistoryRow = typeof saleStatusHistory.$inferSelect;

/** A sale with every row that belongs to it. */
export interface SaleRecord {
  sale: SaleRow;
  payments: PaymentRow[];
  decisions: DecisionRow[];
  liftings: LiftingRow[];
  deliveryOrder: DeliveryOrderRow | null;
  history: HistoryRow[];
}

export async function findSale(db: Db, id: string, lock = false): Promise<SaleRow | undefined> {
  const q = db.select().from(sales).where(eq(sales.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The sale and its rows; `lock` takes the sale's row lock first (commands run under it). */
export async function loadSale(db: Db, id: string, lock = false): Promise<SaleRecord | undefined> {
  const sale = await findSale(db, id, lock);
  if (!sale) return undefined;
  const [payments, decisions, liftings, orders, history] = await Promise.all([
    db.select().from(salePayments).where(eq(salePayments.saleId, id)).orderBy(asc(salePayments.createdAt)),
    db.select().from(salePaymentDecisions).where(eq(salePaymentDecisions.saleId, id)),
    db.select().from(saleLiftings).where(eq(saleLiftings.saleId, id)).orderBy(asc(saleLiftings.createdAt)),
    db.select().from(saleDeliveryOrders).where(eq(saleDeliveryOrders.saleId, id)),
    db
      .select()
      .from(saleStatusHistory)
      .where(eq(saleStatusHistory.saleId, id))
      .orderBy(asc(saleStatusHistory.serialNo)),
  ]);
  return { sale, payments, decisions, liftings, deliveryOrder: orders[0] ?? null, history };
}

/** Money reported on a sale that the owner has neither confirmed nor rejected (paise). */
export function reportedOf(r: SaleRecord): number {
  const decided = new Set(r.decisions.map((d) => d.paymentId));
  return r.payments.reduce((sum, p) => (decided.has(p.id) ? sum : sum + p.amount), 0);
}

/** The state the pure machine decides on, derived from the rows. */
export function stateOf(r: SaleRecord): SaleState {
  const decided = new Map(r.decisions.map((d) => [d.paymentId, d.status as 'confirmed' | 'rejected']));
  return {
    status: r.sale.status as SaleStatus,
    balanceDue: r.sale.balanceDue,
    emdHold: r.sale.emdHold,
    quantityMilli: r.sale.quantityMilli,
    paymentDays: r.sale.paymentDays,
    liftingDays: r.sale.liftingDays,
    dueDate: r.sale.dueDate,
    offerExpiresOn: r.sale.offerExpiresOn,
    payments: r.payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      utr: p.utr,
      status: decided.get(p.id) ?? 'pending',
    })),
    liftedMilli: r.liftings.reduce((sum, l) => sum + l.quantityMilli, 0),
    liftUntil: r.deliveryOrder?.liftUntil ?? null,
    closedShortReason: r.sale.closedShortReason,
    forfeited: r.sale.forfeited,
  };
}

/** Moves the sale to `to` and adds the history row (with who, when and why). */
export async function recordStatus(
  tx: Db,
  sale: SaleRow,
  to: SaleStatus,
  by: string | null,
  at: Date,
  note = '',
  patch: Partial<NewSaleRow> = {},
): Promise<void> {
  await tx
    .update(sales)
    .set({ ...patch, status: to, updatedAt: at })
    .where(eq(sales.id, sale.id));
  await tx
    .insert(saleStatusHistory)
    .values({ saleId: sale.id, fromStatus: sale.status, toStatus: to, note, by, at });
}

export async function insertSale(tx: Db, row: NewSaleRow, by: string | null, at: Date): Promise<SaleRow> {
  const [sale] = await tx.insert(sales).values(row).returning();
  await tx
    .insert(saleStatusHistory)
    .values({ saleId: sale.id, fromStatus: null, toStatus: sale.status, note: '', by, at });
  return sale;
}

export async function insertPayment(tx: Db, row: typeof salePayments.$inferInsert): Promise<PaymentRow> {
  const [p] = await tx.insert(salePayments).values(row).returning();
  return p;
}

export async function insertDecision(tx: Db, row: typeof salePaymentDecisions.$inferInsert): Promise<void> {
  await tx.insert(salePaymentDecisions).values(row);
}

export async function insertDeliveryOrder(
  tx: Db,
  row: typeof saleDeliveryOrders.$inferInsert,
): Promise<DeliveryOrderRow> {
  const [d] = await tx.insert(saleDeliveryOrders).values(row).returning();
  return d;
}

export async function insertLifting(tx: Db, row: typeof saleLiftings.$inferInsert): Promise<LiftingRow> {
  const [l] = await tx.insert(saleLiftings).values(row).returning();
  return l;
}

/** The sales where the user is the buyer or the owner, newest first. */
export async function listSalesOfMember(db: Db, userId: string): Promise<SaleRow[]> {
  return db
    .select()
    .from(sales)
    .where(or(eq(sales.buyerId, userId), eq(sales.ownerId, userId)))
    .orderBy(desc(sales.createdAt));
}

/** Every sale (of one event), newest first. */
export async function listAllSales(db: Db, eventId?: string): Promise<SaleRow[]> {
  const q = db.select().from(sales);
  return (eventId ? q.where(eq(sales.eventId, eventId)) : q).orderBy(desc(sales.createdAt));
}

/** Rows of many sales at once (lists and the report). */
export async function loadSales(db: Db, rows: SaleRow[]): Promise<SaleRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [payments, decisions, liftings, orders, history] = await Promise.all([
    db
      .select()
      .from(salePayments)
      .where(inArray(salePayments.saleId, ids))
      .orderBy(asc(salePayments.createdAt)),
    db.select().from(salePaymentDecisions).where(inArray(salePaymentDecisions.saleId, ids)),
    db
      .select()
      .from(saleLiftings)
      .where(inArray(saleLiftings.saleId, ids))
      .orderBy(asc(saleLiftings.createdAt)),
    db.select().from(saleDeliveryOrders).where(inArray(saleDeliveryOrders.saleId, ids)),
    db
      .select()
      .from(saleStatusHistory)
      .where(inArray(saleStatusHistory.saleId, ids))
      .orderBy(asc(saleStatusHistory.serialNo)),
  ]);
  const of = <T extends { saleId: string }>(list: T[], id: string) => list.filter((x) => x.saleId === id);
  return rows.map((sale) => ({
    sale,
    payments: of(payments, sale.id),
    decisions: of(decisions, sale.id),
    liftings: of(liftings, sale.id),
    deliveryOrder: of(orders, sale.id)[0] ?? null,
    history: of(history, sale.id),
  }));
}

/** The award's standing sale of a lot (not an offer, not cancelled), if any. */
export async function findAwardSale(db: Db, subEventId: string): Promise<SaleRow | undefined> {
  const [row] = await db
    .select()
    .from(sales)
    .where(
      and(eq(sales.subEventId, subEventId), isNull(sales.previousSaleId), ne(sales.status, 'cancelled')),
    );
  return row;
}

/** The newest sale of a lot (the award, or the latest offer). */
export async function findLatestSaleOfLot(db: Db, subEventId: string): Promise<SaleRow | undefined> {
  const [row] = await db
    .select()
    .from(sales)
    .where(eq(sales.subEventId, subEventId))
    .orderBy(desc(sales.createdAt))
    .limit(1);
  return row;
}

/** Buyers who already had a sale of this lot (not to be offered it again). */
export async function buyersOfLot(db: Db, subEventId: string): Promise<Set<string>> {
  const rows = await db
    .select({ buyerId: sales.buyerId })
    .from(sales)
    .where(eq(sales.subEventId, subEventId));
  return new Set(rows.map((r) => r.buyerId));
}

/** Whether a sale was already offered on to the next bidder. */
export async function hasSuccessor(db: Db, saleId: string): Promise<boolean> {
  const [row] = await db.select({ id: sales.id }).from(sales).where(eq(sales.previousSaleId, saleId));
  return Boolean(row);
}

/**
 * Claims the sales awaiting payment whose due date is `dueDate` or earlier and that have had no
 * reminder: marks them reminded in the same statement, so across instances each is claimed once.
 */
export async function claimDueReminders(db: Db, dueDate: string, at: Date): Promise<SaleRow[]> {
  return db
    .update(sales)
    .set({ remindedAt: at })
    .where(and(eq(sales.status, 'awaiting_payment'), isNull(sales.remindedAt), lte(sales.dueDate, dueDate)))
    .returning();
}

/** The ids of the sales awaiting payment due from `from` to `to` (IST dates, both included). */
export async function awaitingPaymentDueBetween(db: Db, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.status, 'awaiting_payment'), gte(sales.dueDate, from), lte(sales.dueDate, to)))
    .orderBy(asc(sales.id));
  return rows.map((r) => r.id);
}

export const salesCount = (db: Db) => db.select({ n: sql<number>`count(*)::int` }).from(sales);

/** The confirmed payments of a sale (for the documents). */
export function confirmedPaymentsOf(r: SaleRecord): { amount: number; utr: string; paidOn: string }[] {
  const confirmed = new Set(r.decisions.filter((d) => d.status === 'confirmed').map((d) => d.paymentId));
  return r.payments
    .filter((p) => confirmed.has(p.id))
    .map((p) => ({ amount: p.amount, utr: p.utr, paidOn: p.paidOn }));
}
