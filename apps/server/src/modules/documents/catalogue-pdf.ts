/**
 * The auction catalogue of one event as a PDF: its facts, its lots in a table and each lot's details,
 * the terms, and "Page X of Y" on every page. Set in the PDF standard fonts (Helvetica), which is
 * why its text passes through pdfText. The events module gathers the event, its published
 * sub-events and their catalogue lots.
 */
import { formatIst } from '@neelami/shared/ist';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import PDFDocument from 'pdfkit';

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

/** The event as the catalogue prints it. */
export interface CatalogueEvent {
  auctionName: string;
  titleName: string;
  auctionType: string;
  auctionBehaviour: string;
  onBehalfOf: string;
  address: string;
  eventStart: Date;
  eventEnd: Date;
  inspectionDate: string;
  autoExtension: string;
  totalLots: number;
  currency: string;
  description: string;
  termCondition: string;
}

/** A published sub-event as the catalogue prints it (amounts in paise). */
export interface CatalogueSubEvent {
  serialNo: number;
  auctionNo: number;
  name: string;
  subEventType: string;
  quantityOrTypesOfTrunk: string;
  unit: string;
  startValue: number;
  incrementOrDecrement: number;
  location: string;
  eventStartsOn: Date;
  eventEndsOn: Date;
  specification: string;
  details: string;
  rule: string;
  /** The catalogue lot it sells, if any (`CatalogueLot._id`). */
  lotId: string | null;
}

/** A catalogue lot a sub-event sells. */
export interface CatalogueLot {
  _id: string;
  name: string;
  quantity: number;
  unit: string;
  description: string;
}

/** What the catalogue is drawn from. */
export interface CatalogueInput {
  event: CatalogueEvent;
  /** The published sub-events, in the event's order. */
  subEvents: CatalogueSubEvent[];
  lots: CatalogueLot[];
  /** When it was made, printed in every footer. */
  generatedAt: Date;
}

/** Amounts in the catalogue: `Rs 1,05,000` (paise in the database). */
const rs = (paise: number) => pdfText(formatRupeesOfPaise(paise));
/** A time in a column whose header already says IST. */
const inIstColumn = (d: Date) => formatIst(d).replace(/ IST$/, '');
/** Lot quantities with Indian grouping: `12.5`, `1,20,000`. */
const quantities = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

type Doc = PDFKit.PDFDocument;

/** The catalogue's file name: `catalogue-<event name as a slug>.pdf`. */
export function catalogueFileName(auctionName: string): string {
  const slug =
    auctionName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event';
  return `catalogue-${slug}.pdf`;
}

/** The catalogue PDF: the event's facts, lots, quantities, start values, steps, inspection date and terms. */
export async function drawCatalogue({
  event,
  subEvents,
  lots,
  generatedAt,
}: CatalogueInput): Promise<Buffer> {
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
  drawLots(doc, subEvents, lots);
  doc.addPage().font('Helvetica-Bold').fontSize(14).text('Terms and conditions');
  doc.moveDown(0.5).font('Helvetica').fontSize(9.5).text(pdfText(event.termCondition));
  drawFooters(doc, `Generated ${formatIst(generatedAt)}`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The heading and the event's facts. */
function drawEvent(doc: Doc, event: CatalogueEvent): void {
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
function drawLots(doc: Doc, subs: CatalogueSubEvent[], lotRows: CatalogueLot[]): void {
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
