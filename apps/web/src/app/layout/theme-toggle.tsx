import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches between the light and dark theme (kept in session storage). */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'light' ? 'dark' : 'light';
  const label = `Switch to ${next} theme`;
  return (
    // The browser's own tooltip (title): Mantine's Tooltip would put its positioning library into
    // every page's first load (the home page's 200 KiB budget, issue 8 §7).
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-scheme={scheme}
      onClick={() => setColorScheme(next)}
    >
      {scheme === 'light' ? <IconMoon size={18} /> : <IconSun size={18} />}
    </ActionIcon>
  );
}
