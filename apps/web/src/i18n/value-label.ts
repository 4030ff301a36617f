import type { Key, TFunction } from './i18n';

/** A stored value shown to people (an auction type, a behaviour) in the language shown; others as they are. */
export function valueLabel(t: TFunction, value: string): string {
  return t(`values.${value}` as Key, { defaultValue: value });
}
