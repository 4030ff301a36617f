import {
  Badge,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { formatIst } from '@neelami/shared/ist';
import {
  IconBroadcast,
  IconCalendarEvent,
  IconCalendarOff,
  IconClock,
  IconHistory,
  IconList,
  IconMapPin,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { type EventListName, useEventList } from '../../lib/api/get-event-list';

/** An event (auction) as the public list endpoints return it (SPEC §3 Event, subset). */
export interface EventSummary {
  _id: string;
  auctionName: string;
  titleName: string;
  auctionType: string;
  auctionBehaviour: string;
  address: string;
  eventStart: string;
  eventEnd: string;
}

type EventTab = 'live' | 'upcoming' | 'past' | 'all';

// SPEC §7 General: the four public event lists.
const endpoints: Record<EventTab, EventListName> = {
  live: 'getTodaysAuctions',
  upcoming: 'getAllUpcomingAuctions',
  past: 'getAllPastAuctions',
  all: 'getAllAuctions',
};

const tabs: { value: EventTab; icon: typeof IconBroadcast }[] = [
  { value: 'live', icon: IconBroadcast },
  { value: 'upcoming', icon: IconCalendarEvent },
  { value: 'past', icon: IconHistory },
  { value: 'all', icon: IconList },
];

/** Event tabs of the home page: Live, Upcoming, Past and All (SPEC §2 Home). */
export function PublicEventTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<EventTab>('live');
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as EventTab)} variant="outline" keepMounted={false}>
      <Tabs.List aria-label={t('lists.eventLists')}>
        {tabs.map(({ value, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
            {t(`lists.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value }) => (
        <Tabs.Panel key={value} value={value} pt="lg">
          <EventList tab={value} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function EventList({ tab }: { tab: EventTab }) {
  const { t } = useTranslation();
  // A failure, or an answer of an unexpected shape, shows as "no events" (see below).
  const query = useEventList(endpoints[tab], {
    retry: 1,
    staleTime: 30_000,
    refetchInterval: tab === 'live' ? 60_000 : false,
  });

  if (query.isPending) {
    return (
      <Stack role="status" aria-label={t('lists.loadingEvents')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {[0, 1, 2].map((i) => (
            <Card key={i} withBorder radius="md" padding="lg">
              <Skeleton height={18} width="70%" mb="sm" />
              <Skeleton height={12} width="45%" mb="lg" />
              <Skeleton height={12} mb="xs" />
              <Skeleton height={12} mb="xs" />
              <Skeleton height={12} width="60%" />
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  const events = query.data ?? [];
  if (query.isError || events.length === 0) {
    return (
      <EmptyState
        py="xl"
        variant="light"
        color="gray"
        icon={<IconCalendarOff size={28} aria-hidden />}
        title={t('lists.noEvents')}
        description={t('lists.noEventsText')}
      />
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {events.map((event) => (
        <EventCard key={event._id} event={event} live={tab === 'live'} />
      ))}
    </SimpleGrid>
  );
}

function EventCard({ event, live }: { event: EventSummary; live: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={3} size="h4" lh={1.3}>
          {event.auctionName || t('lists.untitled')}
        </Title>
        {live && (
          <Badge
            color="red"
            variant="light"
            size="sm"
            style={{ flexShrink: 0 }}
            leftSection={<IconBroadcast size={12} aria-hidden />}
          >
            {t('lists.live')}
          </Badge>
        )}
      </Group>
      {event.titleName && (
        <Text size="sm" c="dimmed" mt={4}>
          {event.titleName}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        {event.auctionType && <Badge variant="light">{valueLabel(t, event.auctionType)}</Badge>}
        {event.auctionBehaviour && (
          <Badge variant="dot" color="orange">
            {valueLabel(t, event.auctionBehaviour)}
          </Badge>
        )}
      </Group>
      <Stack gap={6} mt="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm">{event.address || t('lists.noAddress')}</Text>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm">
            <Text span fw={600}>
              {t('lists.starts')}
            </Text>{' '}
            {formatIst(event.eventStart)}
            <br />
            <Text span fw={600}>
              {t('lists.ends')}
            </Text>{' '}
            {formatIst(event.eventEnd)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
