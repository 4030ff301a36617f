import path from 'node:path';
import type { Writable } from 'node:stream';
import { formatIstNumeric } from '@neelami/shared/ist';
import { formatCount, formatPaise, toPaise } from '@neelami/shared/money';
import { reportMessages } from '@neelami/shared/reports';
import PDFDocument from 'pdfkit';
import { drained, yieldToLoop } from './drain';
import { type DocInternals, FastFont, PageInk } from './pdf-text';
import { type Cell, type Column, isReverse, type Prepared, type Report, subEventLabel } from './report';

const FONT_DIR = path.join(import.meta.dirname, 'fonts');
const REGULAR = path.join(FONT_DIR, 'DejaVuSansCondensed.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf');

/** The platform as report headers name it. */
export const PLATFORM = {
  name: 'NEELAMI',
  tagline: 'e-Auction Platform for scrap, metals and industrial assets',
};

// A4 landscape, in points.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 28;
const CONTENT_W = PAGE.width - 2 * MARGIN;
const BAND_H = 30;
const FOOTER_TOP = PAGE.height - MARGIN - 12;
const TABLE_BOTTOM = FOOTER_TOP - 6;
const HEAD_ROW_H = 21;
const ROW_H = 12.5;
const CELL_PAD = 3;
const SIZE = 7.2;
const HEAD_SIZE = 7.2;
/** Room under the table for the closing note (a box of up to two lines). */
const TRAILER_H = 6 + 2 * 10 + 6;

const C = {
  brand: '#1d4e89',
  ink: '#111827',
  muted: '#4b5563',
  white: '#ffffff',
  zebra: '#eef2f7',
  rule: '#c7d0dc',
  okInk: '#14532d',
  okBg: '#dcfce7',
  badInk: '#991b1b',
  badBg: '#fee2e2',
  infoInk: '#1e3a5f',
  infoBg: '#e8f0fa',
};

/** Text of a cell as the PDF prints it: ₹ en-IN amounts, IST times to the second. */
export function pdfCellText(c: Cell, col: Column): string {
  if (c === null || c === '') return '—';
  if (c instanceof Date) return formatIstNumeric(c);
  if (typeof c === 'number') {
    if (col.type === 'money') return formatPaise(toPaise(c));
    return String(c);
  }
  const text = c.replace(/\s+/g, ' ');
  return col.pdfMaxChars && text.length > col.pdfMaxChars ? `${text.slice(0, col.pdfMaxChars)}…` : text;
}

/** What a column needs: its natural width (everything on one line) and the least it can do with. */
interface ColumnNeed {
  natural: number;
  minimum: number;
}

/**
 * Column widths that fill the page: every column gets its natural width when they
 * all fit (the rest shared out); otherwise the widest columns are capped at one
 * level (found by bisection) and their text is cut with an ellipsis.
 */
export function fitColumns(needs: ColumnNeed[], total: number): number[] {
  const natural = needs.map((n) => n.natural);
  const sumNatural = natural.reduce((a, b) => a + b, 0);
  if (sumNatural <= total) return natural.map((w) => w + ((total - sumNatural) * w) / (sumNatural || 1));
  let minimum = needs.map((n) => Math.min(n.minimum, n.natural));
  const sumMin = minimum.reduce((a, b) => a + b, 0);
  if (sumMin >= total) minimum = minimum.map((m) => (m * total) / sumMin);
  const widths = (cap: number) => natural.map((nat, i) => Math.min(nat, Math.max(minimum[i], cap)));
  let lo = 0;
  let hi = Math.max(...natural);
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (widths(mid).reduce((a, b) => a + b, 0) > total) hi = mid;
    else lo = mid;
  }
  const w = widths(lo);
  const rest = total - w.reduce((a, b) => a + b, 0);
  return w.map((x) => x + rest / w.length);
}

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
  report: Report,
  prepared: Prepared,
  out: Writable,
  opts: PdfOptions = {},
): Promise<void> {
  const generatedAt = opts.generatedAt ?? new Date();
  const generated = `${formatIstNumeric(generatedAt)} IST`;
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
  doc.registerFont('R', REGULAR);
  doc.registerFont('B', BOLD);
  const d = doc as unknown as DocInternals;
  const R = new FastFont(d, 'R');
  const B = new FastFont(d, 'B');

  const { columns } = report;
  // Rows arrive in chunks; the first chunk sizes the columns (later rows are cut to fit).
  const it = report.rows()[Symbol.asyncIterator]();
  let next = await it.next();
  const sample = next.done ? [] : next.value.slice(0, 500);
  const headLines = columns.map((c) => c.header.split(/\s+/));
  const widths = fitColumns(
    columns.map((c, i) => {
      let content = 0;
      for (const row of sample) content = Math.max(content, R.widthOf(pdfCellText(row[i] ?? null, c), SIZE));
      for (const v of c.widest ?? []) content = Math.max(content, R.widthOf(v, SIZE));
      // A highlighted (bold) row is about 8% wider.
      content *= 1.08;
      const header = B.widthOf(c.header, HEAD_SIZE);
      const word = Math.max(...headLines[i].map((w) => B.widthOf(w, HEAD_SIZE)));
      return {
        natural: Math.max(content, header) + 2 * CELL_PAD,
        // A header may wrap onto two lines; content of up to ~24 characters is never cut.
        minimum: Math.max(word, header / 2 + 4, Math.min(content, 92)) + 2 * CELL_PAD,
      };
    }),
    CONTENT_W,
  );
  let left = MARGIN;
  const cols = widths.map((w) => {
    const col = { x: left, w };
    left += w;
    return col;
  });

  let pageNo = 0;
  let totalPages = 1;
  let ink = new PageInk(PAGE.height);
  let y = 0;
  const rowsFit = (top: number) => Math.max(1, Math.floor((TABLE_BOTTOM - top - HEAD_ROW_H) / ROW_H));

  // Pages are counted before the first row is drawn: rows fill pages, and the closing
  // note under the table (TRAILER_H) moves to a page of its own when it does not fit.
  const countPages = (firstTop: number, rows: number): number => {
    const n = Math.max(rows, 1); // an empty report prints one "No records found." line
    const firstFits = rowsFit(firstTop);
    const otherTop = MARGIN + BAND_H + 8;
    let pages = 1;
    let used = firstTop + HEAD_ROW_H + Math.min(n, firstFits) * ROW_H;
    if (n > firstFits) {
      const otherFits = rowsFit(otherTop);
      const extra = Math.ceil((n - firstFits) / otherFits);
      pages += extra;
      used = otherTop + HEAD_ROW_H + (n - firstFits - (extra - 1) * otherFits) * ROW_H;
    }
    return used + TRAILER_H > TABLE_BOTTOM ? pages + 1 : pages;
  };

  const newPage = (first: boolean, table = true) => {
    if (pageNo > 0) ink.flush(d);
    doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
    pageNo++;
    ink = new PageInk(PAGE.height);
    R.useOn(d);
    B.useOn(d);
    drawBand();
    y = first ? drawDetails() : MARGIN + BAND_H + 8;
    // Page 1's details block decides how many rows it holds, hence the "of Y" of every footer.
    if (first) totalPages = countPages(y, prepared.rowCount);
    drawFooter();
    if (table) drawHeadRow();
  };

  const drawBand = () => {
    ink.fillRect(MARGIN, MARGIN, CONTENT_W, BAND_H, C.brand);
    ink.text(B, 14, MARGIN + 10, MARGIN + 20, PLATFORM.name, C.white);
    ink.text(R, 8, MARGIN + 10 + B.widthOf(PLATFORM.name, 14) + 8, MARGIN + 19.5, PLATFORM.tagline, C.white);
    const right = event ? `${report.title} · ${event.auctionName}` : report.title;
    const t = B.fit(right, 9, CONTENT_W / 2);
    ink.text(B, 9, MARGIN + CONTENT_W - 10 - B.widthOf(t, 9), MARGIN + 19, t, C.white);
  };

  const drawFooter = () => {
    ink.line(MARGIN, FOOTER_TOP, MARGIN + CONTENT_W, FOOTER_TOP, C.rule, 0.6);
    ink.text(
      R,
      7,
      MARGIN,
      FOOTER_TOP + 9,
      `Generated on ${generated} · ${PLATFORM.name} ${PLATFORM.tagline}`,
      C.muted,
    );
    const p = `Page ${pageNo} of ${Math.max(totalPages, pageNo)}`;
    ink.text(B, 7.5, MARGIN + CONTENT_W - B.widthOf(p, 7.5), FOOTER_TOP + 9, p, C.ink);
  };

  // The first page's details block: title, event, sub-event, generated time, notes.
  const drawDetails = (): number => {
    let top = MARGIN + BAND_H + 12;
    ink.text(B, 15, MARGIN, top + 12, report.title, C.ink);
    top += 22;
    const pairs: [string, string][] = [];
    if (event) {
      pairs.push(['Event', `${event.auctionName}${event.titleName ? ` — ${event.titleName}` : ''}`]);
      pairs.push([
        'Auction',
        `${event.auctionType} · ${event.auctionBehaviour} · on behalf of ${event.onBehalfOf}`,
      ]);
      pairs.push([
        'Event window',
        `${formatIstNumeric(event.eventStart)} to ${formatIstNumeric(event.eventEnd)} IST${event.address ? ` · ${event.address}` : ''}`,
      ]);
    }
    const scope = report.scope;
    if (scope?.subEvent) {
      const s = scope.subEvent;
      pairs.push([
        'Sub-event',
        `${subEventLabel(s)} · ${isReverse(s) ? 'Reverse (lowest wins)' : 'Forward (highest wins)'}${s.quantityOrTypesOfTrunk ? ` · ${s.quantityOrTypesOfTrunk} ${s.unit}`.trimEnd() : ''}`,
      ]);
      const lead = s.leadingAmount === null ? 'no valid bid yet' : formatPaise(s.leadingAmount);
      const state =
        s.status === 'closed'
          ? `Closed${s.closedAt ? ` on ${formatIstNumeric(s.closedAt)} IST` : ''}`
          : `Open, closes ${formatIstNumeric(s.closesAt)} IST`;
      pairs.push([
        'Bidding',
        `Start ${formatPaise(s.startValue)} · Step ${formatPaise(s.incrementOrDecrement)} · Leading ${lead} · ${state}`,
      ]);
    } else if (scope) {
      const list = scope.subEvents.map(subEventLabel).join(', ');
      pairs.push([
        'Sub-events',
        `All ${scope.subEvents.length} sub-events of the event${list ? `: ${list}` : ''}`,
      ]);
    }
    const n = prepared.rowCount;
    pairs.push(['Generated', `${generated} · ${formatCount(n)} ${n === 1 ? 'row' : 'rows'}`]);
    const labelW = 78;
    for (const [label, value] of pairs) {
      ink.text(B, 8, MARGIN, top + 8, label, C.muted);
      ink.text(R, 8.5, MARGIN + labelW, top + 8, R.fit(value, 8.5, CONTENT_W - labelW), C.ink);
      top += 12;
    }
    top += 4;
    for (const note of prepared.notes) {
      const font = note.tone === 'info' ? R : B;
      const lines = wrap(font, note.text, 8.5, CONTENT_W - 16);
      const h = lines.length * 11 + 8;
      const [fg, bg] =
        note.tone === 'ok'
          ? [C.okInk, C.okBg]
          : note.tone === 'bad'
            ? [C.badInk, C.badBg]
            : [C.infoInk, C.infoBg];
      ink.fillRect(MARGIN, top, CONTENT_W, h, bg);
      ink.fillRect(MARGIN, top, 3, h, fg);
      lines.forEach((line, i) => {
        ink.text(font, 8.5, MARGIN + 10, top + 12.5 + i * 11, line, fg);
      });
      top += h + 4;
    }
    return top + 6;
  };

  const drawHeadRow = () => {
    ink.fillRect(MARGIN, y, CONTENT_W, HEAD_ROW_H, C.brand);
    const cap = (B.capHeight * HEAD_SIZE) / 1000;
    const lineGap = HEAD_SIZE + 1.2;
    columns.forEach((c, i) => {
      const room = cols[i].w - 2 * CELL_PAD;
      const all = wrap(B, c.header, HEAD_SIZE, room);
      const lines = all.length > 2 ? [all[0], B.fit(all.slice(1).join(' '), HEAD_SIZE, room)] : all;
      const first = y + (HEAD_ROW_H - (lines.length - 1) * lineGap + cap) / 2;
      lines.forEach((line, k) => {
        ink.text(
          B,
          HEAD_SIZE,
          alignX(B, line, HEAD_SIZE, cols[i], c.align),
          first + k * lineGap,
          line,
          C.white,
        );
      });
    });
    y += HEAD_ROW_H;
  };

  newPage(true);
  const chainCol = columns.findIndex((c) => c.header === 'Chain');
  let rowOnPage = 0;
  let written = 0;
  while (!next.done) {
    for (const row of next.value) {
      if (y + ROW_H > TABLE_BOTTOM) {
        newPage(false);
        rowOnPage = 0;
      }
      const broken = chainCol >= 0 && row[chainCol] === 'BROKEN';
      if (broken) ink.fillRect(MARGIN, y, CONTENT_W, ROW_H, C.badBg);
      else if (rowOnPage % 2 === 1) ink.fillRect(MARGIN, y, CONTENT_W, ROW_H, C.zebra);
      const base = y + (ROW_H + (R.capHeight * SIZE) / 1000) / 2;
      const font = broken ? B : R;
      const color = broken ? C.badInk : C.ink;
      for (let i = 0; i < columns.length; i++) {
        const col = columns[i];
        const t = font.fit(pdfCellText(row[i] ?? null, col), SIZE, cols[i].w - 2 * CELL_PAD);
        ink.text(font, SIZE, alignX(font, t, SIZE, cols[i], col.align), base, t, color);
      }
      y += ROW_H;
      rowOnPage++;
      written++;
    }
    ink.flush(d);
    await drained(out);
    await yieldToLoop();
    next = await it.next();
  }
  if (written === 0) {
    ink.text(R, 8.5, MARGIN + CELL_PAD, y + 9, reportMessages.noRecords, C.muted);
    y += ROW_H;
  }
  ink.line(MARGIN, y, MARGIN + CONTENT_W, y, C.rule, 0.6);
  // The closing note: "End of report", and for the bid log the second check of the chain.
  const closing = report.closingNotes?.()[0] ?? {
    text: `End of report: ${formatCount(written)} ${written === 1 ? 'row' : 'rows'}.`,
    tone: 'info' as const,
  };
  if (y + TRAILER_H > TABLE_BOTTOM) newPage(false, false);
  const font = closing.tone === 'info' ? R : B;
  const all = wrap(font, closing.text, 8, CONTENT_W - 16);
  const lines = all.length > 2 ? [all[0], font.fit(all.slice(1).join(' '), 8, CONTENT_W - 16)] : all;
  const [fg, bg] =
    closing.tone === 'ok'
      ? [C.okInk, C.okBg]
      : closing.tone === 'bad'
        ? [C.badInk, C.badBg]
        : [C.infoInk, C.infoBg];
  const top = y + 6;
  ink.fillRect(MARGIN, top, CONTENT_W, lines.length * 10 + 6, bg);
  ink.fillRect(MARGIN, top, 3, lines.length * 10 + 6, fg);
  lines.forEach((line, i) => {
    ink.text(font, 8, MARGIN + 10, top + 11 + i * 10, line, fg);
  });
  ink.flush(d);
  doc.end();
  await ended;
}

function alignX(
  font: FastFont,
  text: string,
  size: number,
  col: { x: number; w: number },
  align?: string,
): number {
  if (align === 'right') return col.x + col.w - CELL_PAD - font.widthOf(text, size);
  if (align === 'center') return col.x + (col.w - font.widthOf(text, size)) / 2;
  return col.x + CELL_PAD;
}

/** Breaks `text` into lines that fit `width` (a word longer than a line is cut). */
function wrap(font: FastFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOf(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = font.fit(word, size, width);
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 6);
}
