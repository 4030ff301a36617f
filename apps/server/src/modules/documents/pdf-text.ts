// Why this file exists: pdfkit's doc.text() shapes every string with fontkit and
// re-reads its options; for a 100,000-bid log (~1,000,000 cells) that takes a
// minute, against a 3 s budget (bench/src/reports.ts). Table cells are single lines of plain
// text, so they need no shaping: this file maps each character to its glyph once,
// registers the glyph in pdfkit's font subset exactly as pdfkit's own encode()
// does (so the embedded font, its widths and its ToUnicode map stay right and
// the text can be searched and copied), and writes the text operators itself.
// It leans on pdfkit 0.17 internals (EmbeddedFont.subset/widths/unicode); the
// PDF tests parse the output, so a pdfkit upgrade that breaks this fails them.
//
// Hindi cannot go unshaped: its conjuncts and matras are glyphs chosen and placed by
// the font's OpenType tables. A text holding Devanagari (headings, titles, notes: few strings,
// cached) is therefore drawn in a Devanagari font through fontkit's layout, glyph by glyph with
// its advances and offsets, while the rows' data keep the fast path.

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
    layout(text: string): {
      glyphs: { id: number; advanceWidth: number; codePoints: number[] }[];
      positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    };
  };
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
}

declare global {
  namespace PDFKit {
    interface PDFDocument {
      /** pdfkit's current font object; the type guard below checks it is an embedded font. */
      _font: unknown;
    }
  }
}

/** pdfkit's font object for a registered TrueType font (a standard font lacks the subset). */
function isEmbeddedFont(f: unknown): f is EmbeddedFontInternals {
  return typeof f === 'object' && f !== null && 'subset' in f && 'widths' in f && 'unicode' in f;
}

interface Glyph {
  /** The glyph id's two bytes, escaped for a PDF literal string. */
  bytes: string;
  /** Advance in 1/1000 em. */
  width: number;
}

/** A string ready to draw: its glyph bytes (for a literal string) and its width in 1/1000 em. */
interface Encoded {
  bytes: string;
  width: number;
  /** A shaped string's show operators at a font size (glyphs placed one by one); else `(bytes)Tj`. */
  show?: (size: number) => string;
}

/** Text that needs shaping: Devanagari (and the joiners that steer its conjuncts). */
const NEEDS_SHAPING = /[\u0900-\u097F\uA8E0-\uA8FF\u200C\u200D]/;
const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

// One byte inside a PDF literal string `( … )`: parentheses and backslash are
// escaped, and so are CR and LF (a reader would turn a raw CR into LF).
function literalByte(b: number): string {
  if (b === 0x28 || b === 0x29 || b === 0x5c) return `\\${String.fromCharCode(b)}`;
  if (b === 0x0d) return '\\r';
  if (b === 0x0a) return '\\n';
  return String.fromCharCode(b);
}

const ELLIPSIS = '…';
const CACHE_MAX = 4096;
const HAS_DIGIT = /\d/;

/** Single-line text in one embedded font, drawn without shaping. */
export class FastFont {
  /** Glyphs by UTF-16 code unit for the Basic Multilingual Plane (the hot path). */
  private readonly bmp: (Glyph | undefined)[] = new Array(0x10000);
  private readonly astral = new Map<number, Glyph>();
  /** Recently drawn strings (names, kinds and statuses repeat on every page). */
  private cache = new Map<string, Encoded>();
  private readonly f: EmbeddedFontInternals;
  private cap = 0;
  /** The font that draws text holding Devanagari, shaped (set by withDevanagari). */
  private devanagari: FastFont | null = null;
  private shaped = false;

  /** Selects the registered font `name` on `doc` once, to get hold of pdfkit's font object. */
  constructor(doc: PDFKit.PDFDocument, name: string) {
    doc.font(name);
    const f = doc._font;
    if (!isEmbeddedFont(f)) throw new Error(`The font ${name} is not an embedded TrueType font`);
    this.f = f;
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
  useOn(doc: PDFKit.PDFDocument) {
    doc.page.fonts[this.f.id] ??= this.f.ref();
    this.devanagari?.useOn(doc);
  }

  /** Has `font` (one with Devanagari glyphs) draw, shaped, every text of this font that holds Devanagari. */
  withDevanagari(font: FastFont): this {
    font.shaped = true;
    this.devanagari = font;
    return this;
  }

  /** The font that draws `text`: the Devanagari one for Hindi text, else this one. */
  fontFor(text: string): FastFont {
    return this.devanagari && NEEDS_SHAPING.test(text) ? this.devanagari : this;
  }

  /** `text` laid out by the font's OpenType tables: glyphs, their advances and offsets. */
  private shape(text: string): Encoded {
    const run = this.f.font.layout(text);
    const scale = this.f.scale;
    // Each glyph as [bytes, its own advance, where it starts from the pen, its rise] (1/1000 em).
    const placed: [string, number, number, number][] = [];
    let pen = 0;
    let bytes = '';
    run.glyphs.forEach((gl, i) => {
      const p = run.positions[i] ?? { xAdvance: gl.advanceWidth, xOffset: 0, yOffset: 0 };
      const gid = this.f.subset.includeGlyph(gl.id);
      const own = gl.advanceWidth * scale;
      this.f.widths[gid] ??= own;
      this.f.unicode[gid] ??= gl.codePoints;
      const b = literalByte(gid >> 8) + literalByte(gid & 255);
      bytes += b;
      placed.push([b, own, pen + p.xOffset * scale, p.yOffset * scale]);
      pen += p.xAdvance * scale;
    });
    const show = (size: number) => {
      let out = '';
      let items = '';
      let cursor = 0;
      let rise = 0;
      for (const [b, own, x, y] of placed) {
        if (y !== rise) {
          if (items) out += `[${items}]TJ `;
          items = '';
          out += `${n2((y * size) / 1000)} Ts `;
          rise = y;
        }
        const gap = x - cursor;
        if (Math.abs(gap) > 0.01) items += `${n2(-gap)}`;
        items += `(${b})`;
        cursor = x + own;
      }
      if (items) out += `[${items}]TJ`;
      if (rise !== 0) out += ' 0 Ts';
      // The glyphs stand in visual order (an i-matra before its consonant, a reph after the
      // syllable): ActualText gives readers the text in logical order, to copy and search.
      return `/Span<</ActualText<${actualText}>>>BDC ${out} EMC`;
    };
    const actualText = `FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}`;
    return { bytes, width: pen, show };
  }

  private load(codePoint: number): Glyph {
    let cp = codePoint;
    if (!this.f.font.hasGlyphForCodePoint(cp)) cp = 0x3f; // '?' rather than an invisible .notdef box
    const gl = this.f.font.glyphForCodePoint(cp);
    const gid = this.f.subset.includeGlyph(gl.id);
    const width = gl.advanceWidth * this.f.scale;
    this.f.widths[gid] ??= width;
    this.f.unicode[gid] ??= gl.codePoints.length > 0 ? gl.codePoints : [cp];
    return { bytes: literalByte(gid >> 8) + literalByte(gid & 255), width };
  }

  private glyphAt(text: string, i: number): [Glyph, number] {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const cp = text.codePointAt(i) ?? 0x3f;
      let g = this.astral.get(cp);
      if (!g) {
        g = this.load(cp);
        this.astral.set(cp, g);
      }
      return [g, 2];
    }
    let g = this.bmp[c];
    if (!g) {
      g = this.load(c >= 0xd800 && c <= 0xdfff ? 0x3f : c);
      this.bmp[c] = g;
    }
    return [g, 1];
  }

  /** Glyphs and width (1/1000 em) of `text`. */
  encode(text: string): Encoded {
    const hit = this.cache.get(text);
    if (hit) return hit;
    if (this.shaped) {
      const e = this.shape(text);
      if (this.cache.size >= CACHE_MAX) this.cache = new Map();
      this.cache.set(text, e);
      return e;
    }
    let bytes = '';
    let width = 0;
    for (let i = 0; i < text.length; ) {
      const [g, step] = this.glyphAt(text, i);
      bytes += g.bytes;
      width += g.width;
      i += step;
    }
    const e = { bytes, width };
    // Names, kinds and statuses repeat; times, amounts, numbers and hashes (all with digits) do not.
    if (!HAS_DIGIT.test(text)) {
      if (this.cache.size >= CACHE_MAX) this.cache = new Map();
      this.cache.set(text, e);
    }
    return e;
  }

  /** Width of `text` in points at `size`. */
  widthOf(text: string, size: number): number {
    return (this.fontFor(text).encode(text).width * size) / 1000;
  }

  /** `text`, cut with an ellipsis so that it fits `maxWidth` points at `size`. */
  fit(text: string, size: number, maxWidth: number): string {
    const font = this.fontFor(text);
    if (font !== this || this.shaped) return font.fitShaped(text, size, maxWidth);
    const limit = (maxWidth * 1000) / size;
    if (this.encode(text).width <= limit) return text;
    const room = limit - this.encode(ELLIPSIS).width;
    let w = 0;
    let end = 0;
    for (let i = 0; i < text.length; ) {
      const [g, step] = this.glyphAt(text, i);
      if (w + g.width > room) break;
      w += g.width;
      i += step;
      end = i;
    }
    return text.slice(0, end).trimEnd() + ELLIPSIS;
  }

  /** fit() for shaped text: cut between grapheme clusters, so no matra loses its consonant. */
  private fitShaped(text: string, size: number, maxWidth: number): string {
    const limit = (maxWidth * 1000) / size;
    if (this.encode(text).width <= limit) return text;
    const cuts = [...graphemes.segment(text)].map((g) => g.index);
    let lo = 0;
    let hi = cuts.length - 1;
    // The longest start (in clusters) that fits with the ellipsis.
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      const candidate = text.slice(0, cuts[mid]).trimEnd() + ELLIPSIS;
      if (this.encode(candidate).width <= limit) lo = mid;
      else hi = mid - 1;
    }
    return text.slice(0, cuts[lo]).trimEnd() + ELLIPSIS;
  }
}

/** A PDF number with at most two decimals (the text operators here and PageInk's). */
export const n2 = (v: number) => (Math.round(v * 100) / 100).toString();
