import { type Key, t } from '../i18n/i18n';

/**
 * One name for the auto bid everywhere (the live room, the owner's bids, the reports): the bid an
 * auto bid places when it is set, and each reply it makes to a rival ('proxy' in the data).
 */
export const BID_KIND_LABELS: Record<string, string> = {
  manual: 'Manual',
  auto: 'Auto bid',
  proxy: 'Auto bid (reply)',
};

/** The label of a bid's kind. */
export const bidKindLabel = (kind: string): string => {
  const label = BID_KIND_LABELS[kind];
  return label ? t(`values.${label}` as Key, { defaultValue: label }) : kind;
};
