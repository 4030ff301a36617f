// Devanagari glyphs for phones that lack a Hindi font: self-hosted Noto Sans
// Devanagari, only the devanagari subset, loaded with the Hindi strings and never for English.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
