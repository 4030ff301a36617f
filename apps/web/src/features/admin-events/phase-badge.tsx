import { Badge } from '@mantine/core';
import type { EventPhase } from '@neelami/shared/events';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';

const look: Record<
  EventPhase,
  { color: string; label: 'lists.tabs.live' | 'lists.tabs.upcoming' | 'lists.tabs.past' }
> = {
  // A fixed dark red keeps white text at AA contrast in both themes.
  live: { color: BADGE_FILL.bad, label: 'lists.tabs.live' },
  upcoming: { color: 'green', label: 'lists.tabs.upcoming' },
  past: { color: 'gray', label: 'lists.tabs.past' },
};

/** Props of PhaseBadge. */
export interface PhaseBadgeProps {
  phase: EventPhase;
}

/** Where an event stands (SPEC §4 past / upcoming / live), in words as well as colour. */
export function PhaseBadge({ phase }: PhaseBadgeProps) {
  const { t } = useTranslation();
  const l = look[phase];
  return (
    <Badge color={l.color} variant={phase === 'live' ? 'filled' : 'light'} size="sm">
      {t(l.label)}
    </Badge>
  );
}
