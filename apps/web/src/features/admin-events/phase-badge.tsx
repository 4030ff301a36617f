import { Badge } from '@mantine/core';
import type { EventPhase } from '@neelami/shared/events';
import { BADGE_FILL } from '../../components/tones';

const look: Record<EventPhase, { color: string; label: string }> = {
  // A fixed dark red keeps white text at AA contrast in both themes.
  live: { color: BADGE_FILL.bad, label: 'Live' },
  upcoming: { color: 'green', label: 'Upcoming' },
  past: { color: 'gray', label: 'Past' },
};

/** Props of PhaseBadge. */
export interface PhaseBadgeProps {
  phase: EventPhase;
}

/** Where an event stands (SPEC §4 past / upcoming / live), in words as well as colour. */
export function PhaseBadge({ phase }: PhaseBadgeProps) {
  const l = look[phase];
  return (
    <Badge color={l.color} variant={phase === 'live' ? 'filled' : 'light'} size="sm">
      {l.label}
    </Badge>
  );
}
