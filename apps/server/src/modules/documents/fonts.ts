/**
 * The font files the documents embed. DejaVu Sans carries the ₹ sign, which the PDF standard fonts
 * lack; Hindi is set in Noto Sans Devanagari (Latin, digits and ₹ included), which is shaped
 * (conjuncts, matras) through fontkit. The report tables' condensed DejaVu ships in `fonts/`
 * beside this file (the server build copies it beside the bundle); the others come from packages.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language } from '@neelami/shared/language';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(import.meta.dirname, 'fonts');
const DEVANAGARI = require.resolve(
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
);
const DEVANAGARI_BOLD = require.resolve(
  '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
);

/** The letters' fonts per language, registered as 'body' and 'bold'. */
export const LETTER_FONTS: Record<Language, { body: string; bold: string }> = {
  en: {
    body: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  },
  hi: { body: DEVANAGARI, bold: DEVANAGARI_BOLD },
};

/**
 * The report tables' fonts: DejaVu Sans Condensed for everything, and for a Hindi report's words
 * (Devanagari) Noto Sans Devanagari, shaped; its data stay in DejaVu.
 */
export const REPORT_FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSansCondensed.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf'),
  devanagari: DEVANAGARI,
  devanagariBold: DEVANAGARI_BOLD,
};
