// Why this file exists: pdfkit's doc.text() shapes every string with fontkit and
// re-reads its options; for a 100,000-bid log (~1,000,000 cells) that takes a
// minute, against the 3 s budget. Table cells are single lines of plain
// text, so they need no shaping: this file maps each character to its glyph once,
// registers the glyph in pdfkit's font subset exactly as pdfkit's own encode()
// does (so the embedded font, its widths and its ToUnicode map stay right and
// the text can be searched and copied), and writes the text operators itself.
// It leans on pdfkit 0.17 internals (EmbeddedFont.subset/widths/unicode); the
// PDF tests parse the output, so a pdfkit upgrade that breaks this fails them.

/** The parts of pdfkit's EmbeddedFont this file uses. */
interface EmbeddedFontInternals {
  id: string;
  scale: number;
  ascender: number;
  descender: number;
  capHeight: number;
  font: {
    glyphForCodePoint(cp: number): {
      id: number;
      advanceWidth: number;
      codePoints: number[];
      bbox: { maxY: number };
    };
    hasGlyphForCodePoint(cp: number): boolean;
  };
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
}

/** The parts of pdfkit's document this file uses. */
export interface DocInternals {
  _font: EmbeddedFontInternals;
  page: { fonts: Record<string, unknown>; height: number; width: number };
  font(name: string): unknown;
  addContent(s: string): unknown;
}

interface Glyph {
  hex: string;
  /** Advance in 1/1000 em. */
  width: number;
}

const ELLIPSIS = '…';

/** Single-line text in one embedded font, drawn without shaping. */
export class FastFont {
  private readonly glyphs = new Map<string, Glyph>();
  private readonly f: EmbeddedFontInternals;
  private cap = 0;

  /** Selects the registered font `name` on `doc` once, to get hold of pdfkit's font object. */
  constructor(doc: DocInternals, name: string) {
    doc.font(name);
    this.f = doc._font;
  }

  /** pdfkit's resource name of the font (e.g. `F1`). */
  get id(): string {
    return this.f.id;
  }

  /** Cap height in 1/1000 em (for centring text in a row); DejaVu's OS/2 table lacks it, so 'H' is measured. */
  get capHeight(): number {
    if (this.cap > 0) return this.cap;
    const c = this.f.capHeight;
    this.cap = Number.isFinite(c) && c > 0 ? c : this.f.font.glyphForCodePoint(0x48).bbox.maxY * this.f.scale;
    return this.cap;
  }

  /** Makes the font a resource of the current page (needed on every page that uses it). */
  useOn(doc: DocInternals) {
    doc.page.fonts[this.f.id] ??= this.f.ref();
  }

  private glyph(ch: string): Glyph {
    let g = this.glyphs.get(ch);
    if (g) return g;
    let cp = ch.codePointAt(0) ?? 0x3f;
    if (!this.f.font.hasGlyphForCodePoint(cp)) cp = 0x3f; // '?' rather than an invisible .notdef box
    const gl = this.f.font.glyphForCodePoint(cp);
    const gid = this.f.subset.includeGlyph(gl.id);
    const width = gl.advanceWidth * this.f.scale;
    this.f.widths[gid] ??= width;
    this.f.unicode[gid] ??= gl.codePoints.length > 0 ? gl.codePoints : [cp];
    g = { hex: gid.toString(16).padStart(4, '0'), width };
    this.glyphs.set(ch, g);
    return g;
  }

  /** Width of `text` in points at `size`. */
  widthOf(text: string, size: number): number {
    let w = 0;
    for (const ch of text) w += this.glyph(ch).width;
    return (w * size) / 1000;
  }

  /** `text`, cut with an ellipsis so that it fits `maxWidth` points at `size`. */
  fit(text: string, size: number, maxWidth: number): string {
    const limit = (maxWidth * 1000) / size;
    let w = 0;
    for (const ch of text) w += this.glyph(ch).width;
    if (w <= limit) return text;
    const room = limit - this.glyph(ELLIPSIS).width;
    let out = '';
    w = 0;
    for (const ch of text) {
      const cw = this.glyph(ch).width;
      if (w + cw > room) break;
      w += cw;
      out += ch;
    }
    return out.trimEnd() + ELLIPSIS;
  }

  /** The hex glyph string of `text` for a `Tj` operator. */
  hex(text: string): string {
    let h = '';
    for (const ch of text) h += this.glyph(ch).hex;
    return h;
  }
}

const n2 = (v: number) => (Math.round(v * 100) / 100).toString();

/** A PDF colour `#rrggbb` as the operand of `rg`/`RG`. */
export function rgb(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return `${n2(((v >> 16) & 255) / 255)} ${n2(((v >> 8) & 255) / 255)} ${n2((v & 255) / 255)}`;
}

/**
 * Content operators for one page, in top-down coordinates like pdfkit's; flushed as
 * one `q … Q` block in PDF's own coordinates.
 */
export class PageInk {
  private parts: string[] = [];
  constructor(private readonly pageHeight: number) {}

  fillRect(x: number, y: number, w: number, h: number, color: string) {
    this.parts.push(`${rgb(color)} rg ${n2(x)} ${n2(this.pageHeight - y - h)} ${n2(w)} ${n2(h)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width = 0.5) {
    const H = this.pageHeight;
    this.parts.push(`${rgb(color)} RG ${n2(width)} w ${n2(x1)} ${n2(H - y1)} m ${n2(x2)} ${n2(H - y2)} l S`);
  }

  /** Text whose baseline is at `baseline` (top-down), starting at `x`. */
  text(font: FastFont, size: number, x: number, baseline: number, text: string, color: string) {
    if (!text) return;
    this.parts.push(
      `BT ${rgb(color)} rg /${font.id} ${n2(size)} Tf 1 0 0 1 ${n2(x)} ${n2(this.pageHeight - baseline)} Tm <${font.hex(text)}> Tj ET`,
    );
  }

  /** Writes what was drawn into the page's content stream. */
  flush(doc: DocInternals) {
    if (this.parts.length === 0) return;
    doc.addContent(`q 1 0 0 -1 0 ${n2(this.pageHeight)} cm\n${this.parts.join('\n')}\nQ`);
    this.parts = [];
  }
}
