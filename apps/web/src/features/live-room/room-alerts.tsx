import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { tm, useTranslation } from '../../i18n/i18n';
import type { ApiError } from '../../lib/api';
import { reconnectSocket } from '../../lib/room-channel';
import type { JoinStatus } from './join-status';

/** The room's event could not be loaded: the server's reason and the way back to the live list. */
export function EventErrorAlert({ error, isAdmin }: { error: ApiError; isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('room.cannotOpen')}>
      {error.message}{' '}
      <Anchor component={Link} to={isAdmin ? '/admin/liveAuctionAdmin' : '/auction/liveAuctions'}>
        {t('room.backToLive')}
      </Anchor>
    </Alert>
  );
}

/** Props of JoinAlert. */
export interface JoinAlertProps {
  join: JoinStatus;
  isAdmin: boolean;
  connected: boolean;
  /** A refusal the terms popup answers instead (TERMS_NOT_ACCEPTED): no alert. */
  needsTerms: boolean;
  rejoin: () => Promise<void>;
}

/**
 * Why this window is not in the room, when it is not: the join was refused (try again), or the
 * same account entered the room elsewhere (bid from here again).
 */
export function JoinAlert({ join, isAdmin, connected, needsTerms, rejoin }: JoinAlertProps) {
  const { t } = useTranslation();
  if (join.kind === 'refused' && !needsTerms) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('room.notInRoom')}>
        <Stack gap="xs">
          {/* The server's refusal comes in the room's language; the app's own fallbacks are translated here. */}
          <Text size="sm">{tm(join.message)}</Text>
          <Group gap="xs">
            <Button size="xs" variant="outline" onClick={() => void rejoin()} disabled={!connected}>
              {t('room.tryAgain')}
            </Button>
            {!isAdmin && (
              <Button size="xs" variant="subtle" component={Link} to="/auction/liveAuctions">
                {t('room.liveAuctions')}
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (join.kind === 'taken-over') {
    return (
      <Alert color="orange" variant="light" role="alert" title={t('room.leftRoom')}>
        <Stack gap="xs">
          <Text size="sm">{tm(join.message)}</Text>
          <Group>
            {/* The server closed this window's connection: reconnecting joins again (and takes over). */}
            <Button size="xs" onClick={() => (connected ? void rejoin() : reconnectSocket())}>
              {t('room.bidFromHere')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return null;
}
