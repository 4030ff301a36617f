import { useComputedColorScheme } from '@mantine/core';

// Colours chosen for WCAG AA contrast (4.5:1) on the room's light and dark backgrounds
// (Mantine's default red/green/orange text on white, or white on their fills, fall short).

/** Fill colours of badges with white text, AA in both themes. */
export const BADGE_FILL = {
  good: '#1e6b30',
  neutral: '#495057',
  warn: '#b06200',
  bad: '#c92a2a',
  reverse: '#862e9c',
} as const;

/** Text colours for messages and countdowns, per colour scheme. */
export function useTextTones() {
  const dark = useComputedColorScheme('light') === 'dark';
  return dark
    ? { error: '#ff8787', success: '#69db7c', warn: '#ffa94d' }
    : { error: '#c92a2a', success: '#1e6b30', warn: '#b06200' };
}
