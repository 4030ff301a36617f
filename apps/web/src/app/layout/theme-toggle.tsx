import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';

/** Switches between the light and dark theme (kept in session storage). */
/** Touch screens show a title on tap and keep it up after; only a pointer that hovers gets one. */
const canHover = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(hover: hover)').matches === true;

export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'light' ? 'dark' : 'light';
  const label = t('header.themeTo', { scheme: t(`header.${next}`) });
  return (
    // The browser's own tooltip (title): Mantine's Tooltip would put its positioning library into
    // every page's first load (the home page's 200 KiB budget, issue 8 §7).
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={canHover() ? label : undefined}
      data-testid="theme-toggle"
      data-scheme={scheme}
      onClick={() => setColorScheme(next)}
    >
      {scheme === 'light' ? <IconMoon size={18} /> : <IconSun size={18} />}
    </ActionIcon>
  );
}
