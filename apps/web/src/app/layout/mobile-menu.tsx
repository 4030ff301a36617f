import { Drawer, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { navLabel } from './nav-label';
import type { NavMenu } from './nav-links';

/** Props of MobileMenu. */
export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  menus: NavMenu[];
  onLogout: (() => void) | null;
}

/**
 * The phone menu (a drawer). Loaded only when the burger is first pressed, so the home page
 * does not carry the drawer's code for people on wide screens or who never open it.
 */
export function MobileMenu({ opened, onClose, menus, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('header.menu')} hiddenFrom="md" size="xs">
      <ScrollArea h="calc(100vh - 80px)">
        <Stack gap={0} component="nav" aria-label={t('header.mainNav')}>
          {menus.map((m) =>
            m.items ? (
              <NavLink key={m.label} label={navLabel(t, m.label)} childrenOffset="md">
                {m.items.map((i) => (
                  <NavLink
                    key={i.to}
                    label={navLabel(t, i.label)}
                    component={Link}
                    to={i.to}
                    onClick={onClose}
                  />
                ))}
              </NavLink>
            ) : (
              <NavLink
                key={m.label}
                label={navLabel(t, m.label)}
                component={Link}
                to={m.to!}
                onClick={onClose}
              />
            ),
          )}
          {onLogout && (
            <NavLink label={t('header.logout')} leftSection={<IconLogout size={16} />} onClick={onLogout} />
          )}
        </Stack>
      </ScrollArea>
    </Drawer>
  );
}
