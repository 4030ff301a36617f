import { Box, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconGavel, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { useTranslation } from '../../i18n/i18n';
import { logout } from '../../lib/logout';
import { useSessionUser } from '../../lib/use-session';
import { useShellRender } from '../shell-render';
import classes from './app-layout.module.css';
import { LanguageSwitch } from './language-switch';
import { navLabel } from './nav-label';
import { menusFor, type NavMenu } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));
const NavDropdown = lazy(async () => ({ default: (await import('./nav-dropdown')).NavDropdown }));
// The alerts' bell (its count, panel and the socket's live alerts) comes after the page's first
// paint, so neither the home page nor the live room's first load carries its code.
const Bell = lazy(async () => ({ default: (await import('../../features/notifications/bell')).Bell }));

/** Where the bell will be, so the header does not move when it arrives. */
const bellSpace = <Box w={32} h={32} aria-hidden />;

/**
 * A header menu's button. Mantine's Menu, and the positioning library under it, load on the first
 * hover or click (Enter on it clicks), so the home page does not carry them (its 200 KiB budget, e2e/public-site.e2e.test.ts).
 */
function NavMenuButton({ menu }: { menu: NavMenu }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant="subtle"
      color="gray"
      px="xs"
      rightSection={<IconChevronDown size={14} />}
      onPointerEnter={() => setWanted(true)}
      onClick={() => setWanted(true)}
    >
      {navLabel(t, menu.label)}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <NavDropdown menu={menu} />
    </Suspense>
  );
}

/** The site header: brand, menus by login state and role, theme toggle, and a drawer on phones. */
export function AppHeader() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first press of the burger and then stays mounted (for its transitions).
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (opened && !menuLoaded) setMenuLoaded(true);
  // A member screen's build-time first render is for every role: no menus until the app has run.
  const menus = useShellRender() ? [] : menusFor(user);
  const onLogout = async () => {
    close();
    await logout();
    navigate('/');
  };

  return (
    <Box component="header" className={classes.bar}>
      <Group h="100%" justify="space-between" wrap="nowrap">
        <UnstyledButton component={Link} to="/home" title={t('header.homeTitle')}>
          <Group gap={8} wrap="nowrap">
            <IconGavel size={28} color="var(--mantine-color-saffron-6)" aria-hidden />
            <div>
              <Text fw={800} size="lg" lh={1.1}>
                Neelami
              </Text>
              <Text size="xs" c="dimmed" lh={1.1} visibleFrom="xs">
                {t('header.tagline')}
              </Text>
            </div>
          </Group>
        </UnstyledButton>

        {/* Tight buttons on one line: the admin's six menus in Hindi fit 1280 px without wrapping. */}
        <Group gap={2} visibleFrom="md" component="nav" aria-label={t('header.mainNav')} wrap="nowrap">
          {menus.map((m) =>
            m.items ? (
              <NavMenuButton key={m.label} menu={m} />
            ) : (
              <Button key={m.label} variant="subtle" color="gray" px="xs" component={Link} to={m.to!}>
                {navLabel(t, m.label)}
              </Button>
            ),
          )}
        </Group>

        <Group gap="xs" wrap="nowrap" className={classes.tools}>
          {/* The members' alerts; Admin raises none for itself (API.md). */}
          {user && user.role !== 'Admin' && menus.length > 0 && (
            <AfterFirstPaint>
              <Suspense fallback={bellSpace}>
                <Bell />
              </Suspense>
            </AfterFirstPaint>
          )}
          {user && (
            <Text size="sm" c="dimmed" visibleFrom="lg" maw={180} truncate="end" title={user.email}>
              {user.OrganizationIndividualName || user.email}
            </Text>
          )}
          {user && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={14} />}
              onClick={onLogout}
              visibleFrom="md"
            >
              {t('header.logout')}
            </Button>
          )}
          <LanguageSwitch />
          <ThemeToggle />
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('header.openMenu')} />
        </Group>
      </Group>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} menus={menus} onLogout={user ? onLogout : null} />
        </Suspense>
      )}
    </Box>
  );
}
