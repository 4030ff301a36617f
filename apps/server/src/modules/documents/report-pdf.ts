import type { Writable } from 'node:stream';
import { formatIstNumeric } from '@neelami/shared/ist';
import type { ReportNote } from '@neelami/shared/reports';
import PDFDocument from 'pdfkit';
import { drained, yieldToLoop } from './drain';
import { REPORT_FONTS } from './fonts';
import { PageInk } from './pdf-page-ink';
import { FastFont } from './pdf-text';
import { type Cell, type Column, headingOf, type Prepared, type ReportDocument } from './report-document';
import { frameWordsOf } from './report-frame-words';
import {
  type ColumnBox,
  drawBand,
  drawClosing,
  drawDetails,
  drawFooter,
  drawHeadRow,
  drawRow,
  type Pen,
} from './report-pdf-draw';
import {
  C,
  CELL_PAD,
  CONTENT_W,
  countPages,
  detailPairs,
  fitColumns,
  HEAD_SIZE,
  MARGIN,
  OTHER_PAGE_TOP,
  PAGE,
  PLATFORM,
  pdfCellText,
  ROW_H,
  SIZE,
  TABLE_BOTTOM,
  TRAILER_H,
} from './report-pdf-layout';

/** Options of the PDF writer. */
export interface PdfOptions {
  generatedAt?: Date;
}

/**
 * Streams a report as an A4 landscape PDF into `out`: the platform's header, the
 * event and sub-event details, the notes (e.g. the bid log's integrity line), a
 * table with a repeated header row, and on every page the generated time (IST)
 * and "Page X of Y". Each page is written out as soon as it is full, and the
 * writer waits for `out` between chunks of rows (backpressure).
 */
export async function writeReportPdf(
  report: ReportDocument,
  prepared: Prepared,
  out: Writable,
  opts: PdfOptions = {},
): Promise<void> {
  const generatedAt = opts.generatedAt ?? new Date();
  const { doc, R, B, ended } = openDocument(report, generatedAt, out);
  const { columns } = report;
  // Rows arrive in chunks; the first chunk sizes the columns (later rows are cut to fit).
  const it = report.rows()[Symbol.asyncIterator]();
  let next = await it.next();
  const cols = measureColumns(columns, next.done ? [] : next.value.slice(0, 500), R, B);
  const pages = new Pages(doc, { R, B }, report, prepared, `${formatIstNumeric(generatedAt)} IST`, cols);

  pages.newPage(true);
  const words = frameWordsOf(report.language);
  const chainCol = columns.findIndex((c) => c.header === 'Chain');
  let rowOnPage = 0;
  let written = 0;
  while (!next.done) {
    for (const row of next.value) {
      if (pages.y + ROW_H > TABLE_BOTTOM) {
        pages.newPage(false);
        rowOnPage = 0;
      }
      const broken = chainCol >= 0 && row[chainCol] === 'BROKEN';
      drawRow(pages.pen, columns, cols, row, pages.y, { zebra: rowOnPage % 2 === 1, broken });
      pages.y += ROW_H;
      rowOnPage++;
      written++;
    }
    pages.pen.ink.flush(doc);
    await drained(out);
    await yieldToLoop();
    next = await it.next();
  }
  if (written === 0) {
    pages.pen.ink.text(R, 8.5, MARGIN + CELL_PAD, pages.y + 9, words.noRecords, C.muted);
    pages.y += ROW_H;
  }
  pages.pen.ink.line(MARGIN, pages.y, MARGIN + CONTENT_W, pages.y, C.rule, 0.6);
  // The closing note: "End of report", and for the bid log the second check of the chain.
  const closing: ReportNote = report.closingNotes?.()[0] ?? {
    text: words.endOfReport(written),
    tone: 'info',
  };
  if (pages.y + TRAILER_H > TABLE_BOTTOM) pages.newPage(false, false);
  drawClosing(pages.pen, closing, pages.y);
  pages.pen.ink.flush(doc);
  doc.end();
  await ended;
}

/** A pdfkit document with the DejaVu fonts, its bytes written to `out` as they come. */
function openDocument(report: ReportDocument, generatedAt: Date, out: Writable) {
  const event = report.scope?.event;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: false,
    info: {
      Title: event ? `${report.title} — ${event.auctionName}` : report.title,
      Author: `${PLATFORM.name} ${PLATFORM.tagline}`,
      Subject: report.title,
      Creator: 'Neelami reports',
      CreationDate: generatedAt,
    },
  });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.on('data', (chunk: Buffer) => {
    if (!out.destroyed) out.write(chunk);
  });
  doc.registerFont('R', REPORT_FONTS.regular);
  doc.registerFont('B', REPORT_FONTS.bold);
  const R = new FastFont(doc, 'R');
  const B = new FastFont(doc, 'B');
  if (report.language === 'hi') {
    doc.registerFont('HR', REPORT_FONTS.devanagari);
    doc.registerFont('HB', REPORT_FONTS.devanagariBold);
    R.withDevanagari(new FastFont(doc, 'HR'));
    B.withDevanagari(new FastFont(doc, 'HB'));
  }
  return { doc, R, B, ended };
}

/** The table's columns on the page, sized by their headers and a sample of the rows. */
function measureColumns(columns: Column[], sample: Cell[][], R: FastFont, B: FastFont): ColumnBox[] {
  const widths = fitColumns(
    columns.map((c, i) => {
      let content = 0;
      for (const row of sample) content = Math.max(content, R.widthOf(pdfCellText(row[i] ?? null, c), SIZE));
      for (const v of c.widest ?? []) content = Math.max(content, R.widthOf(v, SIZE));
      // A highlighted (bold) row is about 8% wider.
      content *= 1.08;
      const heading = headingOf(c);
      const header = B.widthOf(heading, HEAD_SIZE);
      const word = Math.max(...heading.split(/\s+/).map((w) => B.widthOf(w, HEAD_SIZE)));
      return {
        natural: Math.max(content, header) + 2 * CELL_PAD,
        // A header may wrap onto two lines; content of up to ~24 characters is never cut.
        minimum: Math.max(word, header / 2 + 4, Math.min(content, 92)) + 2 * CELL_PAD,
      };
    }),
    CONTENT_W,
  );
  let left = MARGIN;
  return widths.map((w) => {
    const col = { x: left, w };
    left += w;
    return col;
  });
}

/** The pages as they are written: which page, how many in all, and where the next row goes. */
class Pages {
  pageNo = 0;
  totalPages = 1;
  y = 0;
  readonly pen: Pen;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    fonts: { R: FastFont; B: FastFont },
    private readonly report: ReportDocument,
    private readonly prepared: Prepared,
    private readonly generated: string,
    private readonly cols: ColumnBox[],
  ) {
    this.pen = { ink: new PageInk(PAGE.height), ...fonts, words: frameWordsOf(report.language) };
  }

  /** Ends the page (if any) and starts the next: band, page 1's details, footer, and the table header. */
  newPage(first: boolean, table = true): void {
    const { pen, report } = this;
    if (this.pageNo > 0) pen.ink.flush(this.doc);
    this.doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
    this.pageNo++;
    pen.ink = new PageInk(PAGE.height);
    pen.R.useOn(this.doc);
    pen.B.useOn(this.doc);
    const event = report.scope?.event;
    drawBand(pen, event ? `${report.title} · ${event.auctionName}` : report.title);
    this.y = first
      ? drawDetails(
          pen,
          report.title,
          detailPairs(report, this.prepared.rowCount, this.generated),
          this.prepared.notes,
        )
      : OTHER_PAGE_TOP;
    // Page 1's details block decides how many rows it holds, hence the "of Y" of every footer.
    if (first) this.totalPages = countPages(this.y, this.prepared.rowCount);
    drawFooter(pen, this.generated, this.pageNo, this.totalPages);
    if (table) this.y = drawHeadRow(pen, report.columns, this.cols, this.y);
  }
}
