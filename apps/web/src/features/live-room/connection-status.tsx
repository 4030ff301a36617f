import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { BADGE_FILL } from '../../components/tones';
import { type Key, t, useTranslation } from '../../i18n/i18n';
import type { ConnectionState, OfflineReason } from '../../lib/connection';
import { reconnectSocket } from '../../lib/room-channel';
import { useConnection } from '../../lib/use-socket';

/** What the screen says for each known reason of being offline. */
const REASON = {
  sessionEnded: 'room.sessionEnded',
  serverClosed: 'room.serverClosed',
  noNetwork: 'room.noNetwork',
} as const satisfies Record<OfflineReason, Key>;

const badge: Record<ConnectionState, { color: string; label: () => string }> = {
  connected: { color: 'green', label: () => t('room.badge.connected') },
  connecting: { color: BADGE_FILL.neutral, label: () => t('room.badge.connecting') },
  reconnecting: { color: BADGE_FILL.warn, label: () => t('room.badge.reconnecting') },
  offline: { color: BADGE_FILL.bad, label: () => t('room.badge.offline') },
};

/** Props of ConnectionBadge. */
export interface ConnectionBadgeProps {
  ended?: boolean;
  /** The state to show instead of the socket's (the room's page before the app has run: connecting). */
  state?: ConnectionState;
}

/**
 * A small badge with the connection state, for the room's header. Once every lot of the room is
 * over it says so instead of 'Live' (the connection stays up for results and messages).
 */
export function ConnectionBadge({ ended = false, state: shown }: ConnectionBadgeProps) {
  useTranslation();
  const socketState = useConnection().state;
  const state = shown ?? socketState;
  const b =
    state === 'connected' && ended
      ? { color: BADGE_FILL.neutral, label: () => t('room.badge.ended') }
      : badge[state];
  return (
    <Badge
      color={b.color}
      variant={state === 'connected' && !ended ? 'dot' : 'filled'}
      size="lg"
      data-testid="connection-state"
      data-state={state}
      data-ended={ended}
    >
      {b.label()}
    </Badge>
  );
}

/**
 * A bidder must know when the room is not live: while the connection is down this alert says
 * so (bids are paused), and offers to reconnect when the server closed the connection.
 */
export function ConnectionAlert() {
  useTranslation();
  const { state, reason } = useConnection();
  if (state === 'connected' || state === 'connecting') return null;
  const offline = state === 'offline';
  return (
    <Alert
      role="alert"
      color={offline ? 'red' : 'yellow'}
      variant="light"
      icon={<IconPlugConnectedX size={18} aria-hidden />}
      title={offline ? t('room.notLive') : t('room.reconnectingTitle')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {offline ? t(reason ? REASON[reason] : 'room.lostConnection') : t('room.dropped')}{' '}
          {t('room.paused')}
        </Text>
        {offline && (
          <Button size="xs" variant="outline" color="red" onClick={reconnectSocket}>
            {t('room.reconnect')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
