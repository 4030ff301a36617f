import { Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ShellRoomEventLine } from '../../app/shell-render';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import type { ConnectionState } from '../../lib/connection';
import { ConnectionBadge } from './connection-status';

/**
 * The top of the live room (its title, connection badge and event line) and what shows while the
 * room is being entered, for the room itself (live-room.tsx) and for its first render before the
 * app's code has arrived (RoomShell).
 */

/** Props of RoomHeading. */
export interface RoomHeadingProps {
  wide: boolean;
  /** The event's line is still loading: its place is kept (one line wide, two on a phone). */
  pending: boolean;
  ended?: boolean;
  /** The connection state to show instead of the socket's (RoomShell). */
  connection?: ConnectionState;
  /** The event's line, once it has come. */
  children?: ReactNode;
}

/**
 * The room's title with the connection badge beside it and the event's line under both. The badge
 * stays beside the title, and the event's line keeps its place while it loads: arriving later, it
 * moved the badge and everything below it (layout shift). The line takes the whole width, so it
 * wraps the same whatever the badge says (Connecting…, Live).
 */
export function RoomHeading({ wide, pending, ended = false, connection, children }: RoomHeadingProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Title order={1} size={wide ? undefined : 'h3'} style={{ minWidth: 0 }}>
          {t('room.title')}
        </Title>
        <ConnectionBadge ended={ended} state={connection} />
      </Group>
      {pending && (
        <Text size={wide ? 'sm' : 'xs'} aria-hidden style={{ visibility: 'hidden' }}>
          {'\u00a0'}
          {!wide && <br />}
          {!wide && '\u00a0'}
        </Text>
      )}
      {children}
    </div>
  );
}

/** The room's event under its title: name, title, type and behaviour (two lines at most on a phone). */
export function RoomEventLine({ wide, event }: { wide: boolean; event: ShellRoomEventLine }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" size={wide ? 'sm' : 'xs'} lineClamp={wide ? undefined : 2} data-testid="room-event-name">
      {event.auctionName} — {event.titleName} ({valueLabel(t, event.auctionType)},{' '}
      {valueLabel(t, event.auctionBehaviour)})
    </Text>
  );
}

/** Where the lots come, while the room is being entered. */
export function RoomEntering() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('room.entering')}</Text>
      </Group>
    </Center>
  );
}

/**
 * The room's first render for its page (app/shell-render.ts; @neelami/shared/prerender SHELL_PATHS):
 * what LiveRoom shows before the event's data and the lots have come, so a phone paints the room
 * before the app's code has arrived; with `event` (the server's render for an event of the live
 * list), the room's event under its title. The page knows no width: it holds the wide and the
 * narrow form (LiveRoom's `wide`, 75em, Mantine's `lg`), and the page's CSS shows one.
 */
export function RoomShell({ event }: { event?: ShellRoomEventLine | null }) {
  const form = (wide: boolean) => (
    <Stack gap={wide ? 'md' : 'xs'}>
      <RoomHeading wide={wide} pending={!event} connection="connecting">
        {event && <RoomEventLine wide={wide} event={event} />}
      </RoomHeading>
      <RoomEntering />
    </Stack>
  );
  return (
    <>
      <Box visibleFrom="lg">{form(true)}</Box>
      <Box hiddenFrom="lg">{form(false)}</Box>
    </>
  );
}
