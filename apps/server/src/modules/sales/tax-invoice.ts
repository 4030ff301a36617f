/**
 * The GST tax invoice of a sale (API.md "Where money goes"): `GET /api/sales/:id/tax-invoice`, for
 * the buyer, the owner and Admin, once the sale is paid. Issued on its first download: numbered
 * consecutively per supplier (the owner of the lot) and financial year, with what decides its taxes
 * fixed in its row (both GSTINs, both states, the HSN code); drawn in the buyer's language.
 */
import { isoIstDate } from '@neelami/shared/ist';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import { SALE_STATUS_LABELS } from '@neelami/shared/sale-status-labels';
import { type SaleStatusName, saleMessages } from '@neelami/shared/sales';
import { isStateCode, stateFromGst } from '@neelami/shared/states';
import { financialYearOf, splitGst, taxInvoiceNumber } from '@neelami/trade/tax-invoice';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuthUser } from '../../plugins/access';
import { languageOf } from '../auth/account-mails';
import { partyOf } from '../documents/letter-party';
import { buildTaxInvoice, type InvoiceParty, type TaxInvoiceInput } from '../documents/tax-invoice-pdf';
import { findEventById, findSubEventById } from '../events/event-queries';
import { verifiedPayeeAccount } from '../users/payee-accounts';
import { findUserById, type UserRow } from '../users/user-queries';
import { roleIn } from './sale-core';
import { toQuantity } from './sale-dto';
import { findSale, type SaleRow } from './sale-store';
import { saleTaxInvoices } from './tables';

type InvoiceRow = typeof saleTaxInvoices.$inferSelect;

/** The statuses of a sale that is paid: its invoice can be issued. */
const PAID: readonly SaleStatusName[] = ['paid', 'delivery_order_issued', 'lifting', 'completed'];

/** A member's GST state: its GSTIN's first two digits, else the state of its profile. */
const stateOf = (u: UserRow | undefined): string | null =>
  u ? (stateFromGst(u.gst) ?? (isStateCode(u.state) ? u.state : null)) : null;

const invoiceOf = async (db: Db, saleId: string) =>
  (await db.select().from(saleTaxInvoices).where(eq(saleTaxInvoices.saleId, saleId)).limit(1))[0];

/**
 * The sale's invoice row, issued now if it has none: under the sale's row lock, the supplier's next
 * number in the financial year. Two sales of one supplier issued at once on PostgreSQL can take the
 * same number; the unique index refuses the second, which takes the next.
 */
async function issueOnce(db: Db, sale: SaleRow, by: string, now: Date): Promise<InvoiceRow> {
  const issued = await invoiceOf(db, sale.id);
  if (issued) return issued;
  const sub = await findSubEventById(db, sale.subEventId);
  const owner = sale.ownerId ? await findUserById(db, sale.ownerId) : undefined;
  const buyer = await findUserById(db, sale.buyerId);
  const financialYear = financialYearOf(isoIstDate(now));
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await findSale(tx, sale.id, true);
        const again = await invoiceOf(tx, sale.id);
        if (again) return again;
        const supplier = sale.ownerId
          ? eq(saleTaxInvoices.supplierId, sale.ownerId)
          : isNull(saleTaxInvoices.supplierId);
        const [last] = await tx
          .select({ seq: max(saleTaxInvoices.seq) })
          .from(saleTaxInvoices)
          .where(and(supplier, eq(saleTaxInvoices.financialYear, financialYear)));
        const [row] = await tx
          .insert(saleTaxInvoices)
          .values({
            saleId: sale.id,
            supplierId: sale.ownerId,
            financialYear,
            seq: (last?.seq ?? 0) + 1,
            supplierGstin: owner?.gst ?? '',
            supplierState: stateOf(owner) ?? '',
            buyerGstin: buyer?.gst ?? '',
            buyerState: stateOf(buyer) ?? '',
            hsnCode: sub?.hsnCode ?? '',
            issuedBy: by,
            issuedAt: now,
          })
          .returning();
        return row!;
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
      const raced = await invoiceOf(db, sale.id);
      if (raced) return raced;
    }
  }
}

/** What the invoice prints: the row's fixed facts, the sale's figures, the parties' names. */
async function inputOf(db: Db, sale: SaleRow, inv: InvoiceRow): Promise<TaxInvoiceInput> {
  const [sub, event, buyer, owner] = await Promise.all([
    findSubEventById(db, sale.subEventId),
    findEventById(db, sale.eventId),
    findUserById(db, sale.buyerId),
    sale.ownerId ? findUserById(db, sale.ownerId) : Promise.resolve(undefined),
  ]);
  const language = buyer ? languageOf(buyer) : 'en';
  const party = (u: UserRow | undefined, gstin: string, state: string): InvoiceParty => ({
    ...partyOf(u),
    gstin,
    state: state || null,
  });
  const rate = formatRupeesOfPaise(sale.bidAmount);
  return {
    number: taxInvoiceNumber(inv.financialYear, inv.seq),
    issuedAt: inv.issuedAt,
    reference: `${language === 'hi' ? 'नीलामी नं.' : 'Auction No.'} ${sub?.auctionNo ?? ''} — ${event?.auctionName ?? ''}`,
    supplier: party(owner, inv.supplierGstin, inv.supplierState),
    recipient: party(buyer, inv.buyerGstin, inv.buyerState),
    goods: {
      description: sub?.name ?? '',
      hsn: inv.hsnCode,
      quantity: `${toQuantity(sale.quantityMilli)} ${sale.unit}`.trim(),
      rate: sale.bidBasis === 'unit' ? `${rate}/${sale.unit}` : rate,
    },
    taxableValue: sale.saleValue,
    gstRate: sale.gstRateBp / 100,
    split: splitGst(sale.gst, inv.supplierState || null, inv.buyerState || null),
    tcsRate: sale.tcsRateBp / 100,
    tcs: sale.tcs,
    total: sale.total,
    payee: sale.ownerId ? await verifiedPayeeAccount(db, sale.ownerId) : null,
    language,
  };
}

export const taxInvoiceFileName = (number: string) => `tax-invoice-${number.replaceAll('/', '-')}.pdf`;

/** GET /api/sales/:id/tax-invoice: the buyer, the owner and Admin, once the sale is paid (409 before). */
export async function getTaxInvoice(db: Db, user: AuthUser, id: string, now: Date) {
  const sale = await findSale(db, id);
  if (!sale) throw AppError.notFound(saleMessages.notFound);
  if (!roleIn(user, sale)) throw AppError.forbidden(saleMessages.forbidden);
  const status = sale.status as SaleStatusName;
  if (!PAID.includes(status)) {
    throw AppError.conflict(
      status === 'awaiting_payment'
        ? saleMessages.taxInvoiceNotYet
        : saleMessages.wrongStatus(SALE_STATUS_LABELS[status] ?? status),
    );
  }
  const inv = await issueOnce(db, sale, user.id, now);
  const input = await inputOf(db, sale, inv);
  return { filename: taxInvoiceFileName(input.number), pdf: await buildTaxInvoice(input) };
}
