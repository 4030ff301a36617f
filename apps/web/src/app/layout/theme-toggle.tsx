import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
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
  // Known after mount: a prerendered page (made without a pointer) hydrates with the same markup.
  const [hover, setHover] = useState(false);
  useEffect(() => setHover(canHover()), []);
  return (
    // The browser's own tooltip (title): Mantine's Tooltip would put its positioning library into
    // every page's first load (the home page's 200 KiB budget, e2e/public-site.e2e.test.ts).
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={hover ? label : undefined}
      data-testid="theme-toggle"
      data-scheme={scheme}
      onClick={() => setColorScheme(next)}
    >
      {/* Both, the page's theme shows one (Mantine's global styles): the icon follows the theme on
          the page even before React has rendered the switch. */}
      <IconMoon size={18} className="mantine-dark-hidden" />
      <IconSun size={18} className="mantine-light-hidden" />
    </ActionIcon>
  );
}
