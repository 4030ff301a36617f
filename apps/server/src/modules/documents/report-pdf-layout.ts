// The report PDF's page geometry, colours and the decisions that need no drawing:
// cell text, column widths, how many pages, what the details block says. Pure, so
// a unit test (report-pdf-layout.test.ts) checks them; report-pdf.ts and report-pdf-draw.ts draw.
import { formatIstNumeric } from '@neelami/shared/ist';
import { formatPaise, toPaise } from '@neelami/shared/money';
import type { ReportNote } from '@neelami/shared/reports';
import { type Cell, type Column, isReverse, type ReportDocument, subEventLabel } from './report-document';
import { frameWordsOf, REPORT_FRAME_WORDS } from './report-frame-words';

/** The platform as report headers name it. */
export const PLATFORM = {
  name: 'NEELAMI',
  tagline: REPORT_FRAME_WORDS.en.tagline,
};

// A4 landscape, in points.
export const PAGE = { width: 841.89, height: 595.28 };
export const MARGIN = 28;
export const CONTENT_W = PAGE.width - 2 * MARGIN;
export const BAND_H = 30;
export const FOOTER_TOP = PAGE.height - MARGIN - 12;
export const TABLE_BOTTOM = FOOTER_TOP - 6;
export const HEAD_ROW_H = 21;
export const ROW_H = 12.5;
export const CELL_PAD = 3;
export const SIZE = 7.2;
export const HEAD_SIZE = 7.2;
/** Room under the table for the closing note (a box of up to two lines). */
export const TRAILER_H = 6 + 2 * 10 + 6;
/** Where the table starts on every page after the first. */
export const OTHER_PAGE_TOP = MARGIN + BAND_H + 8;

export const C = {
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

/** A note's ink and background colours by its tone. */
export function toneColors(tone: ReportNote['tone']): [ink: string, background: string] {
  if (tone === 'ok') return [C.okInk, C.okBg];
  if (tone === 'bad') return [C.badInk, C.badBg];
  return [C.infoInk, C.infoBg];
}

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
export interface ColumnNeed {
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

/** How many table rows fit under a table header whose page starts the table at `top`. */
export const rowsFit = (top: number) => Math.max(1, Math.floor((TABLE_BOTTOM - top - HEAD_ROW_H) / ROW_H));

/**
 * How many pages a table of `rows` rows takes when page 1's table starts at
 * `firstTop`: rows fill pages, and the closing note under the table (TRAILER_H)
 * moves to a page of its own when it does not fit. Known before the first row is
 * drawn, so every footer can say "Page X of Y".
 */
export function countPages(firstTop: number, rows: number): number {
  const n = Math.max(rows, 1); // an empty report prints one "No records found." line
  const firstFits = rowsFit(firstTop);
  let pages = 1;
  let used = firstTop + HEAD_ROW_H + Math.min(n, firstFits) * ROW_H;
  if (n > firstFits) {
    const otherFits = rowsFit(OTHER_PAGE_TOP);
    const extra = Math.ceil((n - firstFits) / otherFits);
    pages += extra;
    used = OTHER_PAGE_TOP + HEAD_ROW_H + (n - firstFits - (extra - 1) * otherFits) * ROW_H;
  }
  return used + TRAILER_H > TABLE_BOTTOM ? pages + 1 : pages;
}

/** The label and value lines of page 1's details block: event, sub-event(s), generated time and rows. */
export function detailPairs(
  report: Pick<ReportDocument, 'scope' | 'language'>,
  rowCount: number,
  generated: string,
): [label: string, value: string][] {
  const w = frameWordsOf(report.language);
  const pairs: [string, string][] = [];
  const scope = report.scope;
  const event = scope?.event;
  if (event) {
    pairs.push([w.event, `${event.auctionName}${event.titleName ? ` — ${event.titleName}` : ''}`]);
    pairs.push([w.auction, w.onBehalfOf(event.auctionType, event.auctionBehaviour, event.onBehalfOf)]);
    pairs.push([
      w.eventWindow,
      `${w.window(formatIstNumeric(event.eventStart), formatIstNumeric(event.eventEnd))}${event.address ? ` · ${event.address}` : ''}`,
    ]);
  }
  if (scope?.subEvent) {
    const s = scope.subEvent;
    pairs.push([
      w.subEvent,
      `${subEventLabel(s)} · ${isReverse(s) ? w.reverse : w.forward}${s.quantityOrTypesOfTrunk ? ` · ${s.quantityOrTypesOfTrunk} ${s.unit}`.trimEnd() : ''}`,
    ]);
    const lead = s.leadingAmount === null ? w.noValidBidYet : formatPaise(s.leadingAmount);
    const state =
      s.status === 'closed'
        ? w.closed(s.closedAt ? formatIstNumeric(s.closedAt) : null)
        : w.open(formatIstNumeric(s.closesAt));
    pairs.push([
      w.bidding,
      w.biddingLine(formatPaise(s.startValue), formatPaise(s.incrementOrDecrement), lead, state),
    ]);
  } else if (scope) {
    const list = scope.subEvents.map(subEventLabel).join(', ');
    pairs.push([w.subEvents, w.allSubEvents(scope.subEvents.length, list)]);
  }
  pairs.push([w.generated, w.generatedLine(generated, rowCount)]);
  return pairs;
}
