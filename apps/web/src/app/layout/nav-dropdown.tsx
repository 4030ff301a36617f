import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { navLabel } from './nav-label';
import type { NavMenu } from './nav-links';

/** Props of NavDropdown. */
export interface NavDropdownProps {
  menu: NavMenu;
}

/** A header menu with its links, open at once: it loads when its button is hovered or clicked (NavMenuButton). */
export function NavDropdown({ menu }: NavDropdownProps) {
  const { t } = useTranslation();
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} withinPortal defaultOpened>
      <Menu.Target>
        <Button variant="subtle" color="gray" px="xs" rightSection={<IconChevronDown size={14} />}>
          {navLabel(t, menu.label)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(menu.items ?? []).map((i) => (
          <Menu.Item key={i.to} component={Link} to={i.to}>
            {navLabel(t, i.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
