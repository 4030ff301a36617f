import type { Language } from '@neelami/shared/language';
import { type ReportFormat, type ReportNote, SALES_REPORT } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { listSaleReportRows } from '../sales/sales-report-rows';
import { type Cell, type Column, inMemoryReport, type Report, type ReportScope } from './report';
import { lotResultText, wordsOf } from './report-words';

const columns: Column[] = [
  { header: 'Sr. No.', type: 'integer', width: 0.45, align: 'right' },
  { header: 'Auction No.', type: 'integer', width: 0.6, align: 'right' },
  { header: 'Lot', type: 'text', width: 1.5 },
  { header: 'Buyer', type: 'text', width: 1.3 },
  { header: 'Status', type: 'text', width: 1 },
  { header: 'Bid', type: 'text', width: 1.3 },
  { header: 'Quantity', type: 'text', width: 0.7 },
  { header: 'Sale Value', type: 'money', width: 1, align: 'right' },
  { header: 'GST', type: 'money', width: 0.9, align: 'right' },
  { header: 'TCS', type: 'money', width: 0.8, align: 'right' },
  { header: 'Total', type: 'money', width: 1, align: 'right' },
  { header: 'EMD Adjusted', type: 'money', width: 0.9, align: 'right' },
  { header: 'Balance Due', type: 'money', width: 1, align: 'right' },
  { header: 'Paid', type: 'money', width: 1, align: 'right' },
  { header: 'Due Date', type: 'text', width: 0.8 },
  { header: 'Payments', type: 'text', width: 2 },
  { header: 'Delivery Order', type: 'text', width: 1.4 },
  { header: 'Liftings', type: 'text', width: 1.6 },
  { header: 'Awarded At (IST)', type: 'datetime', width: 1.2 },
];

/**
 * An A4 page cuts a cell it cannot fit, so the PDF keeps the columns a reader needs on paper (the
 * figures paid, the status, the delivery order and what was lifted); Excel and JSON carry them all.
 */
const PDF_COLUMNS = [
  'Sr. No.',
  'Auction No.',
  'Lot',
  'Buyer',
  'Status',
  'Bid',
  'Total',
  'Balance Due',
  'Paid',
  'Due Date',
  'Delivery Order',
  'Lifted',
  'Result',
];

/** The sales report (API.md GET /api/report/salesReport/:eventId): every sale of the event. */
export async function buildSalesReport(
  db: Db,
  scope: ReportScope,
  format: ReportFormat,
  language: Language = 'en',
): Promise<Report> {
  const rows = await listSaleReportRows(db, scope.event.id);
  // API.md "The close": how each lot's close went (approved, a counter-offer accepted …).
  const lots = new Map(scope.subEvents.map((s) => [s.auctionNo, s]));
  const resultOf = (auctionNo: number) => {
    const s = lots.get(auctionNo);
    return s ? lotResultText(s, language) : '';
  };
  const full: Cell[][] = rows.map((r, i) => [
    i + 1,
    r.auctionNo,
    r.lot,
    r.buyer,
    r.status,
    r.bid,
    r.quantity,
    r.saleValue,
    r.gst,
    r.tcs,
    r.total,
    r.emdAdjusted,
    r.balanceDue,
    r.paid,
    r.dueDate,
    r.payments,
    r.deliveryOrder,
    r.liftings,
    r.awardedAt,
    r.lifted,
    resultOf(r.auctionNo),
  ]);
  const all = [
    ...columns,
    { header: 'Lifted', type: 'text', width: 0.8 } as Column,
    { header: 'Result', type: 'text', width: 1.2 } as Column,
  ];
  const keep =
    format === 'pdf'
      ? all.map((c, i) => (PDF_COLUMNS.includes(c.header) ? i : -1)).filter((i) => i >= 0)
      : all.map((_, i) => i);
  const data = full.map((row) => keep.map((i) => row[i]));
  const notes: ReportNote[] = [
    {
      text: wordsOf(language).sales(rows.length),
      tone: 'info',
    },
  ];
  return inMemoryReport({
    kind: 'sales',
    title: SALES_REPORT.title,
    fileBase: SALES_REPORT.fileBase,
    scope,
    columns: keep.map((i) => all[i]),
    notes,
    data,
  });
}
