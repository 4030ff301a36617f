// One page's content operators, written by hand beside the fast text path (pdf-text.ts explains
// why): pdfkit's own drawing calls re-read their options and colours for every cell.
import { type FastFont, n2 } from './pdf-text';

const colorCache = new Map<string, string>();
/** A PDF colour `#rrggbb` as the operand of `rg`/`RG`. */
export function rgb(hex: string): string {
  let c = colorCache.get(hex);
  if (c === undefined) {
    const v = Number.parseInt(hex.slice(1), 16);
    c = `${n2(((v >> 16) & 255) / 255)} ${n2(((v >> 8) & 255) / 255)} ${n2((v & 255) / 255)}`;
    colorCache.set(hex, c);
  }
  return c;
}

/**
 * Content operators for one page, in top-down coordinates like pdfkit's; flushed as
 * one `q … Q` block in PDF's own coordinates: shapes first, then all text in one
 * `BT … ET` that sets font and colour only when they change (a 100,000-row log
 * is ~2,000 pages; every byte saved here is deflated 2,000 times less).
 */
export class PageInk {
  private shapes: string[] = [];
  private texts: string[] = [];
  private font = '';
  private color = '';
  /** Where the last text line started, in 1/100 pt (`Td` moves are relative to it). */
  private lastX = 0;
  private lastY = 0;
  constructor(private readonly pageHeight: number) {}

  fillRect(x: number, y: number, w: number, h: number, color: string) {
    this.shapes.push(`${rgb(color)} rg ${n2(x)} ${n2(this.pageHeight - y - h)} ${n2(w)} ${n2(h)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width = 0.5) {
    const H = this.pageHeight;
    this.shapes.push(`${rgb(color)} RG ${n2(width)} w ${n2(x1)} ${n2(H - y1)} m ${n2(x2)} ${n2(H - y2)} l S`);
  }

  /** Text whose baseline is at `baseline` (top-down), starting at `x`. */
  text(font: FastFont, size: number, x: number, baseline: number, text: string, color: string) {
    if (!text) return;
    const drawn = font.fontFor(text);
    const f = `/${drawn.id} ${n2(size)} Tf`;
    if (f !== this.font) {
      this.texts.push(f);
      this.font = f;
    }
    if (color !== this.color) {
      this.texts.push(`${rgb(color)} rg`);
      this.color = color;
    }
    const X = Math.round(x * 100);
    const Y = Math.round((this.pageHeight - baseline) * 100);
    const e = drawn.encode(text);
    const show = e.show ? e.show(size) : `(${e.bytes})Tj`;
    this.texts.push(`${(X - this.lastX) / 100} ${(Y - this.lastY) / 100} Td${show}`);
    this.lastX = X;
    this.lastY = Y;
  }

  /** Writes what was drawn into the page's content stream. */
  flush(doc: PDFKit.PDFDocument) {
    if (this.shapes.length === 0 && this.texts.length === 0) return;
    let s = `q 1 0 0 -1 0 ${n2(this.pageHeight)} cm\n`;
    if (this.shapes.length > 0) s += `${this.shapes.join('\n')}\n`;
    if (this.texts.length > 0) s += `BT\n${this.texts.join('\n')}\nET\n`;
    doc.addContent(`${s}Q`);
    this.shapes = [];
    this.texts = [];
    this.font = '';
    this.color = '';
    this.lastX = 0;
    this.lastY = 0;
  }
}
