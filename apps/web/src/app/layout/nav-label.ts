import type { Key, TFunction } from '../../i18n/i18n';

/** A menu or page title in the language shown (keyed by its English text; unknown ones as they are). */
export function navLabel(t: TFunction, label: string): string {
  return t(`nav.${label}` as Key, { defaultValue: label });
}
