import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import { useContext } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ShellRoomEvent, useShellRender } from '../../app/shell-render';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { useEventList } from '../../lib/api/get-event-list';
import { useSessionUser } from '../../lib/use-session';
import { LiveRoom } from './live-room';
import { RoomShell } from './room-heading';

/** The room's margins: narrow on a phone, where every pixel goes to the lots. */
const ROOM_CONTAINER = { size: 'xl', py: { base: 'xs', sm: 'lg' }, px: { base: 'xs', sm: 'md' } } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Props of LiveEventPicker. */
export interface LiveEventPickerProps {
  basePath: string;
}

/** Without an eventId: the events live now, each opening its room (members come through the terms popup). */
export function LiveEventPicker({ basePath }: LiveEventPickerProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.role === 'Admin';
  const live = useEventList('getTodaysAuctions');
  if (live.isPending) return <Loader />;
  if (live.isError) return <Alert color="red">{live.error.message}</Alert>;
  if (live.data.length === 0) {
    return (
      <Alert color="gray" variant="light">
        {t('banners.noneLive')}{' '}
        <Anchor component={Link} to="/auction/upcomingAuctions">
          {t('banners.upcoming')}
        </Anchor>
        {t('banners.fullStop')}
      </Alert>
    );
  }
  return (
    <Stack>
      <Text>{isAdmin ? t('banners.pickToWatch') : t('banners.pickToBid')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {live.data.map((e) => (
          <Card key={e._id} withBorder>
            <Stack gap={4}>
              <Text fw={700}>{e.auctionName}</Text>
              <Text size="sm" c="dimmed">
                {e.titleName} · {valueLabel(t, e.auctionType)} · {valueLabel(t, e.auctionBehaviour)}
              </Text>
              <Text size="sm">{t('room.ends', { time: formatIstWithSeconds(e.eventEnd) })}</Text>
              <Group justify="flex-end" mt="xs">
                <Button component={Link} to={`${basePath}?eventId=${e._id}`} size="xs">
                  {t('banners.openRoom')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /auction/auctionRoom (members) and /admin/liveAuctionAdmin (admin), SPEC §2: the live room
 * of the event named by `?eventId=`; without one, a choice of the events live now.
 */
export function LiveRoomPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const eventId = params.get('eventId') ?? '';
  const isAdminPath = useLocation().pathname.startsWith('/admin/');
  const basePath = isAdminPath ? '/admin/liveAuctionAdmin' : '/auction/auctionRoom';
  // The page's first render (no member; the event's name when the server renders it for one): the
  // room as it opens.
  const shell = useShellRender();
  const shellEvent = useContext(ShellRoomEvent);
  if (shell) {
    return (
      <Container {...ROOM_CONTAINER}>
        <RoomShell event={shellEvent} />
      </Container>
    );
  }
  if (!user) return null;
  if (eventId === '' || !UUID.test(eventId)) {
    return (
      <Container size="xl" py="lg">
        <Stack>
          <Title order={1}>{t('room.title')}</Title>
          {eventId !== '' && <Alert color="red">{t('banners.badLink')}</Alert>}
          <LiveEventPicker basePath={basePath} />
        </Stack>
      </Container>
    );
  }
  return (
    <Container {...ROOM_CONTAINER}>
      <LiveRoom key={eventId} eventId={eventId} role={user.role} />
    </Container>
  );
}
