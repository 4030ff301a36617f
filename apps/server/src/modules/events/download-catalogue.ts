import { eventMessages } from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { findLotsByIds } from '../catalog/lot-queries';
import { findUserById } from '../users/user-queries';
import { type EventRow, findEventById, listSubEventsOfEvent, type SubEventRow } from './event-queries';

/**
 * The PDF's standard fonts cover Latin-1 only: write the rupee sign as 'Rs' (SPEC §9:
 * events use 'Rs') and replace anything else they cannot draw, rather than print garbage.
 */
export const pdfText = (s: string) =>
  s
    .replaceAll('₹', 'Rs ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\n\r\t -~\u00A0-\u00FF]/g, '?');

/**
 * SPEC §6 terms: "only paid members can download the auction catalogue". Checked on
 * the server: an Admin, or a verified member with a member type.
 */
export async function checkCatalogueAccess(db: Db, user: AuthUser): Promise<void> {
  if (user.role === 'Admin' && user.isVerified) return;
  const row = await findUserById(db, user.id);
  if (!row?.isVerified) throw AppError.forbidden(eventMessages.catalogueNotVerified);
  if (!row.membertype.trim()) throw AppError.forbidden(eventMessages.catalogueNoMembership);
}

/** Amounts in the catalogue: `Rs 1,05,000` (paise in the database). */
const rs = (paise: number) => pdfText(formatRupeesOfPaise(paise));
/** A time in a column whose header already says IST. */
const inIstColumn = (d: Date) => formatIst(d).replace(/ IST$/, '');
/** Lot quantities with Indian grouping: `12.5`, `1,20,000`. */
const quantities = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

type Doc = PDFKit.PDFDocument;
type CatalogueLot = Awaited<ReturnType<typeof findLotsByIds>>[number];

/** The catalogue's file name: `catalogue-<event name as a slug>.pdf`. */
export function catalogueFileName(auctionName: string): string {
  const slug =
    auctionName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event';
  return `catalogue-${slug}.pdf`;
}

/** The catalogue PDF of one event: its facts, lots, quantities, start values, steps, inspection date and terms. */
export async function buildCatalogue(db: Db, eventId: string): Promise<{ fileName: string; pdf: Buffer }> {
  const event = await findEventById(db, eventId);
  if (!event) throw AppError.notFound(eventMessages.eventNotFound);
  const subs = await listSubEventsOfEvent(db, eventId, { activeOnly: true });
  const lotIds = subs.map((s) => s.lotId).filter((x): x is string => x !== null);
  const lotRows = await findLotsByIds(db, lotIds);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: {
      Title: pdfText(`Auction catalogue: ${event.auctionName}`),
      Author: 'Neelami',
      Subject: event.titleName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  drawEvent(doc, event);
  drawLots(doc, subs, lotRows);
  doc.addPage().font('Helvetica-Bold').fontSize(14).text('Terms and conditions');
  doc.moveDown(0.5).font('Helvetica').fontSize(9.5).text(pdfText(event.termCondition));
  drawFooters(doc, `Generated ${formatIst(new Date())}`);
  doc.end();
  await done;
  return { fileName: catalogueFileName(event.auctionName), pdf: Buffer.concat(chunks) };
}

/** The heading and the event's facts. */
function drawEvent(doc: Doc, event: EventRow): void {
  doc.font('Helvetica').fontSize(9).fillColor('#555').text('Neelami e-auction platform | Auction catalogue');
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000').text(pdfText(event.auctionName));
  doc.font('Helvetica').fontSize(12).text(pdfText(event.titleName));
  doc.moveDown();
  const facts: [string, string][] = [
    ['Auction type', event.auctionType],
    ['Behaviour', event.auctionBehaviour],
    ['On behalf of', event.onBehalfOf],
    ['Address', event.address],
    ['Starts', formatIst(event.eventStart)],
    ['Ends', formatIst(event.eventEnd)],
    ['Inspection date', event.inspectionDate],
    ['Auto extension', event.autoExtension],
    ['Total lots', String(event.totalLots)],
    ['Currency', event.currency],
  ];
  doc.fontSize(10).table({
    columnStyles: [130, '*'],
    data: facts.map(([k, v]) => [
      { text: k, font: { family: 'Helvetica-Bold' }, type: 'TH' as const },
      pdfText(v),
    ]),
  });
  if (event.description.trim()) {
    doc.moveDown().font('Helvetica').fontSize(10).text(pdfText(event.description));
  }
}

/** The lots table and each lot's details. */
function drawLots(doc: Doc, subs: SubEventRow[], lotRows: CatalogueLot[]): void {
  doc.moveDown().font('Helvetica-Bold').fontSize(14).text('Lots');
  doc.moveDown(0.3).font('Helvetica').fontSize(8.5);
  if (subs.length === 0) {
    doc.text('No lots have been published for this event yet.');
    return;
  }
  const header = [
    'No.',
    'Lot',
    'Quantity',
    'Unit',
    'Start value',
    'Step',
    'Location',
    'Bidding window (IST)',
  ];
  doc.table({
    columnStyles: [30, '*', 60, 40, 65, 55, 70, 100],
    data: [
      header.map((h) => ({ text: h, font: { family: 'Helvetica-Bold' }, type: 'TH' as const })),
      ...subs.map((s) => [
        String(s.serialNo || s.auctionNo),
        pdfText(`${s.name} (${s.subEventType === 'reverse' ? 'reverse' : 'forward'})`),
        pdfText(s.quantityOrTypesOfTrunk),
        pdfText(s.unit),
        rs(s.startValue),
        rs(s.incrementOrDecrement),
        pdfText(s.location),
        `${inIstColumn(s.eventStartsOn)} to ${inIstColumn(s.eventEndsOn)}`,
      ]),
    ],
  });
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Lot details');
  for (const s of subs) {
    const lot = lotRows.find((l) => l._id === s.lotId);
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(pdfText(`${s.serialNo || s.auctionNo}. ${s.name}`));
    doc.font('Helvetica').fontSize(9);
    doc.text(pdfText(`Specification: ${s.specification}`));
    if (s.details.trim()) doc.text(pdfText(`Details: ${s.details}`));
    if (s.rule.trim()) doc.text(pdfText(`Rule: ${s.rule}`));
    if (lot) {
      const quantity = quantities.format(lot.quantity);
      doc.text(pdfText(`Catalogue lot: ${lot.name}, ${quantity} ${lot.unit}. ${lot.description}`));
    }
  }
}

/** "Generated … | Page X of Y" at the foot of every page. */
function drawFooters(doc: Doc, generated: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 36;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555')
      .text(`${generated} | Page ${i + 1} of ${range.count}`, 48, y, { lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
