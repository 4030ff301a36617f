import { Button, Container, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { AuctionEventWithSubEvents, EventPhase } from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import { IconDoorEnter } from '@tabler/icons-react';
import { useState } from 'react';
import { CatalogueDownloadButton } from '../../components/catalogue-download-button';
import { TermsAcceptModal } from '../../components/terms-accept-modal';
import type { TermsEvent } from '../../components/terms-event';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { useAdminEvents } from './api/get-admin-events';
import { PhaseBadge } from './phase-badge';

type Filter = EventPhase | 'all';

/**
 * /admin/eventsRoomAdmin: the events with a way into the admin's live room
 * (/admin/liveAuctionAdmin), through the terms popup as SPEC §2 describes the room
 * ("reached after accepting terms").
 */
export function EventsRoomAdminPage() {
  const { t } = useTranslation();
  const events = useAdminEvents();
  const [filter, setFilter] = useState<Filter>('live');
  const [entering, setEntering] = useState<TermsEvent | null>(null);
  const rows = (events.data ?? []).filter((e) => filter === 'all' || e.phase === filter);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('adminEvents.roomTitle')}</Title>
            <Text c="dimmed" size="sm">
              {t('adminEvents.roomIntro')}
            </Text>
          </div>
          <SegmentedControl
            aria-label={t('adminEvents.whichEvents')}
            value={filter}
            onChange={(v) => setFilter(v as Filter)}
            data={[
              { value: 'live', label: t('lists.tabs.live') },
              { value: 'upcoming', label: t('lists.tabs.upcoming') },
              { value: 'past', label: t('lists.tabs.past') },
              { value: 'all', label: t('lists.tabs.all') },
            ]}
          />
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            highlightOnHover
            withTableBorder
            verticalSpacing="sm"
            aria-label={t('admin.events')}
            aria-busy={events.isPending}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('lists.name')}</Table.Th>
                <Table.Th scope="col">{t('admin.status')}</Table.Th>
                <Table.Th scope="col">{t('lists.auctionType')}</Table.Th>
                <Table.Th scope="col">{t('admin.subEvents')}</Table.Th>
                <Table.Th scope="col">{t('lists.start')}</Table.Th>
                <Table.Th scope="col">{t('lists.end')}</Table.Th>
                <Table.Th scope="col">{t('lists.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text ta="center" c="dimmed" py="md">
                      {events.isPending
                        ? t('lists.loading')
                        : events.isError
                          ? events.error.message
                          : t('admin.noData')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((e: AuctionEventWithSubEvents) => (
                  <Table.Tr key={e._id}>
                    <Table.Td fw={600}>{e.auctionName}</Table.Td>
                    <Table.Td>
                      <PhaseBadge phase={e.phase} />
                    </Table.Td>
                    <Table.Td>{valueLabel(t, e.auctionType)}</Table.Td>
                    <Table.Td>
                      {t('adminEvents.activeOf', {
                        active: e.subEvent.filter((s) => s.isActive).length,
                        all: e.subEvent.length,
                      })}
                      <CloseResults subEvents={e.subEvent} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIst(e.eventStart)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIst(e.eventEnd)}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="xs"
                          leftSection={<IconDoorEnter size={14} aria-hidden />}
                          disabled={e.phase !== 'live'}
                          onClick={() => setEntering(e)}
                          aria-label={t('adminEvents.enterRoomOf', { name: e.auctionName })}
                        >
                          {t('adminEvents.enterRoom')}
                        </Button>
                        <CatalogueDownloadButton eventId={e._id} auctionName={e.auctionName} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <TermsAcceptModal event={entering} onClose={() => setEntering(null)} />
    </Container>
  );
}

/** API.md "The close": how many of the event's lots wait for the owner's approval, a counter, or ended unsold. */
function CloseResults({ subEvents }: { subEvents: AuctionEventWithSubEvents['subEvent'] }) {
  const { t } = useTranslation();
  const counts = (['approval_pending', 'countered', 'unsold'] as const)
    .map((r) => [r, subEvents.filter((s) => s.result === r).length] as const)
    .filter(([, n]) => n > 0);
  if (counts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="close-results">
      {counts.map(([r, n]) => `${n} × ${t(`close.result.${r}`)}`).join(' · ')}
    </Text>
  );
}
