/**
 * What every sale command shares (API.md "After the award"): who the caller is to a sale, the
 * sale's names and answers, the machine's refusals as errors, and the transaction under the sale's
 * row lock in which a command loads the rows, lets the pure machine decide and adds what it answers.
 * The commands themselves are in sale-commands.ts.
 */

import { formatDateOnly } from '@neelami/shared/ist';
import {
  SALE_STATUS_LABELS,
  type SaleDetailDto,
  type SaleDto,
  type SaleStatusName,
  saleMessages,
} from '@neelami/shared/sales';
import { uploadMessages } from '@neelami/shared/uploads';
import {
  decideSale,
  type SaleCommand,
  type SaleDecision,
  type SaleRefusal,
  type SaleState,
} from '@neelami/trade/sale-machine';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type AuthUser, hasRole } from '../../plugins/access';
import { findEventById, findSubEventById } from '../events/event-queries';
import type { AlertCentre } from '../notifications/centre';
import type { Notifier } from '../notify/notifier';
import { isOwnDocument } from '../uploads/upload-queries';
import { verifiedPayeeAccount } from '../users/payee-accounts';
import { findUserById } from '../users/user-queries';
import { type SaleNames, toQuantity, toSaleDetailDto, toSaleDto } from './sale-dto';
import { notifyBuyer, type SaleLot, type SaleNotice } from './sale-notices';
import { listSalesOfMember, loadSale, loadSales, type SaleRecord, type SaleRow } from './sale-store';

/** What the sale needs of the EMD ledger (the emd module's functions, passed in by app.ts). */
export interface SaleEmd {
  /** The member's hold on the sub-event still in place (paise; 0 when none). */
  heldFor(tx: Db, userId: string, subEventId: string): Promise<number>;
  /**
   * Applies `amount` of the member's hold to the sale's payment (ledger `adjust`) and releases the
   * rest of the hold; nothing when there is none.
   */
  adjust(
    tx: Db,
    input: { userId: string; subEventId: string; saleId: string; by: string | null; amount: number },
  ): Promise<void>;
  /** Forfeits the member's hold (ledger `forfeit`); nothing when there is none. */
  forfeit(
    tx: Db,
    input: { userId: string; subEventId: string; saleId: string; by: string | null },
  ): Promise<void>;
  /** Releases the member's hold (a cancelled sale); nothing when there is none. */
  release(
    tx: Db,
    input: { userId: string; subEventId: string; saleId: string; by: string | null },
  ): Promise<void>;
}

/** Sends the delivery order of a sale to its buyer (delivery-order.ts, with the letter mailer). */
export type SendDeliveryOrder = (saleId: string) => Promise<void>;

export interface SalesDeps {
  db: Db;
  emd: SaleEmd;
  notifier: Notifier;
  sendDeliveryOrder: SendDeliveryOrder;
  /** Publishes the alerts a command raised in its transaction, after the commit. */
  alerts: AlertCentre;
  clock: () => Date;
  log: { error(obj: unknown, msg: string): void };
}

type Role = SaleDto['role'];

/** What the caller is to the sale, or null for a stranger. */
export function roleIn(user: AuthUser, sale: SaleRow): Role | null {
  if (user.id === sale.buyerId) return 'buyer';
  if (sale.ownerId && user.id === sale.ownerId) return 'owner';
  if (hasRole(user, ['Admin'])) return 'admin';
  return null;
}

/** The names a sale's answer shows (lot, event, parties) and where the buyer pays (the owner's verified payee account). */
export async function namesOf(db: Db, sale: SaleRow): Promise<SaleNames & { lot: SaleLot }> {
  const [s, e, buyer, owner, payee] = await Promise.all([
    findSubEventById(db, sale.subEventId),
    findEventById(db, sale.eventId),
    findUserById(db, sale.buyerId),
    sale.ownerId ? findUserById(db, sale.ownerId) : Promise.resolve(undefined),
    sale.ownerId ? verifiedPayeeAccount(db, sale.ownerId) : Promise.resolve(null),
  ]);
  const lot = { name: s?.name ?? '', auctionNo: s?.auctionNo ?? 0, auctionName: e?.auctionName ?? '' };
  return {
    auctionName: lot.auctionName,
    auctionNo: lot.auctionNo,
    lotName: lot.name,
    buyerName: buyer?.organizationIndividualName ?? '',
    ownerName: owner?.organizationIndividualName ?? null,
    payee,
    lot,
  };
}

export async function detail(db: Db, id: string, role: Role): Promise<SaleDetailDto> {
  const r = await loadSale(db, id);
  if (!r) throw AppError.notFound(saleMessages.notFound);
  return toSaleDetailDto(r, await namesOf(db, r.sale), role);
}

/** GET /api/sales/:id: the buyer, the owner and Admin; a stranger 403. */
export async function getSale(db: Db, user: AuthUser, id: string): Promise<SaleDetailDto> {
  const r = await loadSale(db, id);
  if (!r) throw AppError.notFound(saleMessages.notFound);
  const role = roleIn(user, r.sale);
  if (!role) throw AppError.forbidden(saleMessages.forbidden);
  return toSaleDetailDto(r, await namesOf(db, r.sale), role);
}

/** GET /api/sales: the caller's purchases and the sales of the lots it owns. */
export async function listMySales(db: Db, user: AuthUser): Promise<SaleDto[]> {
  const records = await loadSales(db, await listSalesOfMember(db, user.id));
  return Promise.all(
    records.map(async (r) => toSaleDto(r, await namesOf(db, r.sale), roleIn(user, r.sale) ?? 'buyer')),
  );
}

/** Every sale (of an event) for Admin. */
export async function listSalesForAdmin(db: Db, rows: SaleRow[]): Promise<SaleDto[]> {
  const records = await loadSales(db, rows);
  return Promise.all(records.map(async (r) => toSaleDto(r, await namesOf(db, r.sale), 'admin')));
}

const statusLabel = (s: string) => SALE_STATUS_LABELS[s as SaleStatusName] ?? s;

/** The API failure of a refused command. */
export function refusalError(refusal: SaleRefusal, state: SaleState): AppError {
  switch (refusal) {
    case 'AMOUNT_NOT_POSITIVE':
      return AppError.invalid(saleMessages.amountPositive, { amount: saleMessages.amountPositive });
    case 'ABOVE_BALANCE':
      return AppError.invalid(saleMessages.aboveBalance, { amount: saleMessages.aboveBalance });
    case 'UTR_REQUIRED':
      return AppError.invalid('This field is required', { utr: 'This field is required' });
    case 'UNKNOWN_PAYMENT':
      return AppError.notFound(saleMessages.paymentNotFound);
    case 'PAYMENT_DECIDED':
      return AppError.conflict(saleMessages.paymentDecided);
    case 'QUANTITY_NOT_POSITIVE':
      return AppError.invalid(saleMessages.quantityPositive, { quantity: saleMessages.quantityPositive });
    case 'LIFT_ABOVE_SOLD': {
      const msg = saleMessages.liftAboveSold(String(toQuantity(state.quantityMilli - state.liftedMilli)));
      return AppError.invalid(msg, { quantity: msg });
    }
    case 'NOT_YET_DUE':
      return AppError.conflict(saleMessages.notYetDue(formatDateOnly(state.dueDate)));
    case 'REASON_REQUIRED':
      return AppError.invalid(saleMessages.reasonRequired, { reason: saleMessages.reasonRequired });
    case 'OFFER_EXPIRED':
      return AppError.conflict(saleMessages.offerExpired);
    case 'WRONG_STATUS':
      return AppError.conflict(saleMessages.wrongStatus(statusLabel(state.status)));
    case 'NOTHING_OWED':
      return AppError.conflict(saleMessages.nothingOwed);
    case 'PAYMENT_CONFIRMED':
      return AppError.conflict(saleMessages.paymentConfirmedNoCancel);
    case 'NOT_COVERED':
      return AppError.conflict(saleMessages.wrongStatus(statusLabel(state.status)));
  }
}

/** The decision, or the refusal thrown (nothing is written). */
export function decideOrThrow(
  state: SaleState,
  c: SaleCommand,
  now: Date,
): Extract<SaleDecision, { ok: true }> {
  const d = decideSale(state, c, now);
  if (!d.ok) throw refusalError(d.refusal, state);
  return d;
}

/** A command only this party of the sale may give (`withLockedSale`'s `who`). */
export const onlyThe =
  (party: Role, message: string) =>
  (role: Role | null): void => {
    if (role !== party) throw AppError.forbidden(message);
  };

/**
 * Runs a command on a locked sale: `who` says whether the caller may (its answer is the caller's
 * role), `act` writes the rows. Answers the sale as it is after the commit, and what to tell.
 */
export async function withLockedSale<T>(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  who: (role: Role | null) => void,
  act: (tx: Db, r: SaleRecord, now: Date) => Promise<T>,
): Promise<{ result: T; record: SaleRecord; role: Role }> {
  const now = deps.clock();
  let role: Role | null = null;
  const result = await deps.db.transaction(async (tx) => {
    const r = await loadSale(tx, id, true);
    if (!r) throw AppError.notFound(saleMessages.notFound);
    role = roleIn(user, r.sale);
    if (!role) throw AppError.forbidden(saleMessages.forbidden);
    who(role);
    return act(tx, r, now);
  });
  const record = await loadSale(deps.db, id);
  if (!record || !role) throw AppError.notFound(saleMessages.notFound);
  return { result, record, role };
}

/** Sends what a command has to tell, after the commit; a failed mail is logged, never undoes the change. */
export async function tell(deps: SalesDeps, sale: SaleRow, notices: SaleNotice[]): Promise<void> {
  if (notices.length === 0) return;
  try {
    const { lot } = await namesOf(deps.db, sale);
    for (const n of notices) await notifyBuyer(deps.db, deps.notifier, n, sale, lot);
  } catch (err) {
    deps.log.error({ err, saleId: sale.id }, 'sale notice not sent');
  }
}

export async function answer(deps: SalesDeps, record: SaleRecord, role: Role): Promise<SaleDetailDto> {
  return toSaleDetailDto(record, await namesOf(deps.db, record.sale), role);
}

/**
 * A member attaches only its own upload (a payment's proof, a weighbridge slip): once attached, the
 * other party of the sale may read it.
 */
export async function attachableOrThrow(db: Db, user: AuthUser, url: string | undefined, field: string) {
  if (url && !(await isOwnDocument(db, user.id, url))) {
    throw AppError.invalid(uploadMessages.noFile, { [field]: uploadMessages.noFile });
  }
}

export { detail as saleDetail, tell as tellBuyer };
