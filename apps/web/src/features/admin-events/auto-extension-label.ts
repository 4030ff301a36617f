import type { TFunction } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';

/** An auto-extension option (SPEC §9: 'Duration', '1 Minute' … '10 Minute') in the language shown. */
export function autoExtensionLabel(t: TFunction, option: string): string {
  const minutes = /^(\d+) Minute$/.exec(option)?.[1];
  return minutes ? t('adminEvents.minutes', { n: minutes }) : valueLabel(t, option);
}
