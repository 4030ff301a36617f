/** The languages of the product (API.md "Conventions"): English and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A language that is not one of LANGUAGES. */
export const CHOOSE_LANGUAGE_MESSAGE = 'Choose English or Hindi';

/**
 * The language of a request from its `Accept-Language` header (or a socket's `auth.language`):
 * Hindi when the first language named is `hi` (`hi`, `hi-IN`, `hi;q=0.9, en`), else English.
 */
export function languageOf(header: unknown): Language {
  if (typeof header !== 'string') return 'en';
  const first = header.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}
