// Drawing the parts of a report PDF page with the fast text path (pdf-text.ts):
// the header band, the footer, page 1's details and notes, the table's header row,
// a table row and the closing note. report-pdf.ts decides where and when.
import type { ReportNote } from '@neelami/shared/reports';
import type { PageInk } from './pdf-page-ink';
import type { FastFont } from './pdf-text';
import { type Cell, type Column, headingOf } from './report-document';
import type { ReportFrameWords } from './report-frame-words';
import {
  BAND_H,
  C,
  CELL_PAD,
  CONTENT_W,
  FOOTER_TOP,
  HEAD_ROW_H,
  HEAD_SIZE,
  MARGIN,
  PLATFORM,
  pdfCellText,
  ROW_H,
  SIZE,
  toneColors,
} from './report-pdf-layout';

/** What the drawing functions draw with: the current page's ink and the two fonts. */
export interface Pen {
  ink: PageInk;
  R: FastFont;
  B: FastFont;
  /** The words of the page's frame, in the report's language. */
  words: ReportFrameWords;
}

/** A table column's left edge and width on the page. */
export interface ColumnBox {
  x: number;
  w: number;
}

export function alignX(font: FastFont, text: string, size: number, col: ColumnBox, align?: string): number {
  if (align === 'right') return col.x + col.w - CELL_PAD - font.widthOf(text, size);
  if (align === 'center') return col.x + (col.w - font.widthOf(text, size)) / 2;
  return col.x + CELL_PAD;
}

/** Breaks `text` into lines that fit `width` (a word longer than a line is cut). */
export function wrap(font: FastFont, text: string, size: number, width: number): string[] {
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

/** The brand band at the top of every page, with the report (and event) named on the right. */
export function drawBand({ ink, R, B, words }: Pen, right: string): void {
  ink.fillRect(MARGIN, MARGIN, CONTENT_W, BAND_H, C.brand);
  ink.text(B, 14, MARGIN + 10, MARGIN + 20, PLATFORM.name, C.white);
  ink.text(R, 8, MARGIN + 10 + B.widthOf(PLATFORM.name, 14) + 8, MARGIN + 19.5, words.tagline, C.white);
  const t = B.fit(right, 9, CONTENT_W / 2);
  ink.text(B, 9, MARGIN + CONTENT_W - 10 - B.widthOf(t, 9), MARGIN + 19, t, C.white);
}

/** The footer of every page: when it was generated, and "Page X of Y". */
export function drawFooter(
  { ink, R, B, words }: Pen,
  generated: string,
  pageNo: number,
  totalPages: number,
): void {
  ink.line(MARGIN, FOOTER_TOP, MARGIN + CONTENT_W, FOOTER_TOP, C.rule, 0.6);
  ink.text(
    R,
    7,
    MARGIN,
    FOOTER_TOP + 9,
    words.generatedOn(generated, `${PLATFORM.name} ${words.tagline}`),
    C.muted,
  );
  const [word, count] = words.page(pageNo, Math.max(totalPages, pageNo));
  const x = MARGIN + CONTENT_W - B.widthOf(count, 7.5);
  ink.text(B, 7.5, x, FOOTER_TOP + 9, count, C.ink);
  if (word) ink.text(B, 7.5, x - B.widthOf(`${word} `, 7.5), FOOTER_TOP + 9, word, C.ink);
}

/** Page 1's details block: the title, the label/value lines and the notes; answers where the table starts. */
export function drawDetails(pen: Pen, title: string, pairs: [string, string][], notes: ReportNote[]): number {
  const { ink, R, B } = pen;
  let top = MARGIN + BAND_H + 12;
  ink.text(B, 15, MARGIN, top + 12, title, C.ink);
  top += 22;
  const labelW = 78;
  for (const [label, value] of pairs) {
    ink.text(B, 8, MARGIN, top + 8, label, C.muted);
    ink.text(R, 8.5, MARGIN + labelW, top + 8, R.fit(value, 8.5, CONTENT_W - labelW), C.ink);
    top += 12;
  }
  top += 4;
  for (const note of notes) {
    const font = note.tone === 'info' ? R : B;
    const lines = wrap(font, note.text, 8.5, CONTENT_W - 16);
    const h = lines.length * 11 + 8;
    const [fg, bg] = toneColors(note.tone);
    ink.fillRect(MARGIN, top, CONTENT_W, h, bg);
    ink.fillRect(MARGIN, top, 3, h, fg);
    lines.forEach((line, i) => {
      ink.text(font, 8.5, MARGIN + 10, top + 12.5 + i * 11, line, fg);
    });
    top += h + 4;
  }
  return top + 6;
}

/** The table's header row at `y` (headers wrap onto at most two lines); answers the y below it. */
export function drawHeadRow({ ink, B }: Pen, columns: Column[], cols: ColumnBox[], y: number): number {
  ink.fillRect(MARGIN, y, CONTENT_W, HEAD_ROW_H, C.brand);
  const cap = (B.capHeight * HEAD_SIZE) / 1000;
  const lineGap = HEAD_SIZE + 1.2;
  columns.forEach((c, i) => {
    const room = cols[i].w - 2 * CELL_PAD;
    const all = wrap(B, headingOf(c), HEAD_SIZE, room);
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
  return y + HEAD_ROW_H;
}

/** One table row at `y`: zebra-striped, or in bold red on red when it marks a broken chain. */
export function drawRow(
  { ink, R, B }: Pen,
  columns: Column[],
  cols: ColumnBox[],
  row: Cell[],
  y: number,
  look: { zebra: boolean; broken: boolean },
): void {
  if (look.broken) ink.fillRect(MARGIN, y, CONTENT_W, ROW_H, C.badBg);
  else if (look.zebra) ink.fillRect(MARGIN, y, CONTENT_W, ROW_H, C.zebra);
  const base = y + (ROW_H + (R.capHeight * SIZE) / 1000) / 2;
  const font = look.broken ? B : R;
  const color = look.broken ? C.badInk : C.ink;
  for (let i = 0; i < columns.length; i++) {
    const col = columns[i];
    const t = font.fit(pdfCellText(row[i] ?? null, col), SIZE, cols[i].w - 2 * CELL_PAD);
    ink.text(font, SIZE, alignX(font, t, SIZE, cols[i], col.align), base, t, color);
  }
}

/** The closing note in a box under the table at `y` (at most two lines). */
export function drawClosing({ ink, R, B }: Pen, closing: ReportNote, y: number): void {
  const font = closing.tone === 'info' ? R : B;
  const all = wrap(font, closing.text, 8, CONTENT_W - 16);
  const lines = all.length > 2 ? [all[0], font.fit(all.slice(1).join(' '), 8, CONTENT_W - 16)] : all;
  const [fg, bg] = toneColors(closing.tone);
  const top = y + 6;
  ink.fillRect(MARGIN, top, CONTENT_W, lines.length * 10 + 6, bg);
  ink.fillRect(MARGIN, top, 3, lines.length * 10 + 6, fg);
  lines.forEach((line, i) => {
    ink.text(font, 8, MARGIN + 10, top + 11 + i * 10, line, fg);
  });
}
