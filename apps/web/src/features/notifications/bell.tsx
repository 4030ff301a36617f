import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { badgeOf } from './alert-time';
import { useRecentAlerts } from './api';
import { useLiveAlerts } from './live-alerts';
import { useOpenAlert } from './use-open-alert';

// Mantine's Popover and the panel's list load on the first press of the bell.
const BellPanel = lazy(async () => ({ default: (await import('./bell-panel')).BellPanel }));

/** Phones get the full list as a page rather than a panel over the header. */
const isPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 48em)').matches;

/**
 * The header's bell for a logged-in member (app/layout/app-header.tsx loads it after the page's
 * first paint): the unread count, the panel of the newest alerts, and the socket's live alerts.
 */
export function Bell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenAlert();
  useLiveAlerts(open);
  const recent = useRecentAlerts();
  const count = recent.data?.unread ?? 0;
  const badge = badgeOf(count);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);

  const toggle = () => {
    if (isPhone()) {
      navigate('/notifications');
      return;
    }
    setWanted(true);
    setOpened((o) => !o);
  };
  const button = (
    <Indicator label={badge} disabled={!badge} size={18} offset={6} color="red" inline zIndex={2}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={32}
        aria-label={count > 0 ? t('bell.labelUnread', { count: badge ?? '' }) : t('bell.label')}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={toggle}
        data-testid="alerts-bell"
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <BellPanel
        target={button}
        opened={opened}
        onClose={() => setOpened(false)}
        onOpenAlert={(item) => {
          setOpened(false);
          open(item);
        }}
      />
    </Suspense>
  );
}
