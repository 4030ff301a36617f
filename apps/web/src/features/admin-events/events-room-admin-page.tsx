import { Button, Container, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { AuctionEventWithSubEvents, EventPhase } from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import { IconDoorEnter } from '@tabler/icons-react';
import { useState } from 'react';
import { CatalogueDownloadButton } from '../../components/catalogue-download-button';
import { TermsAcceptModal, type TermsEvent } from '../../components/terms-accept-modal';
import { useAdminEvents } from './api/get-admin-events';
import { PhaseBadge } from './phase-badge';

type Filter = EventPhase | 'all';

/**
 * /admin/eventsRoomAdmin: the events with a way into the admin's live room
 * (/admin/liveAuctionAdmin), through the terms popup as SPEC §2 describes the room
 * ("reached after accepting terms").
 */
export function EventsRoomAdminPage() {
  const events = useAdminEvents();
  const [filter, setFilter] = useState<Filter>('live');
  const [entering, setEntering] = useState<TermsEvent | null>(null);
  const rows = (events.data ?? []).filter((e) => filter === 'all' || e.phase === filter);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>Events Room</Title>
            <Text c="dimmed" size="sm">
              Enter a live event's room to watch the bids, extend a closing time or broadcast a message.
            </Text>
          </div>
          <SegmentedControl
            aria-label="Which events"
            value={filter}
            onChange={(v) => setFilter(v as Filter)}
            data={[
              { value: 'live', label: 'Live' },
              { value: 'upcoming', label: 'Upcoming' },
              { value: 'past', label: 'Past' },
              { value: 'all', label: 'All' },
            ]}
          />
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            highlightOnHover
            withTableBorder
            verticalSpacing="sm"
            aria-label="Events"
            aria-busy={events.isPending}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Auction Type</Table.Th>
                <Table.Th scope="col">Sub-events</Table.Th>
                <Table.Th scope="col">Start</Table.Th>
                <Table.Th scope="col">End</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text ta="center" c="dimmed" py="md">
                      {events.isPending
                        ? 'Loading…'
                        : events.isError
                          ? events.error.message
                          : 'No data found.'}
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
                    <Table.Td>{e.auctionType}</Table.Td>
                    <Table.Td>
                      {e.subEvent.filter((s) => s.isActive).length} active of {e.subEvent.length}
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
                          aria-label={`Enter room: ${e.auctionName}`}
                        >
                          Enter room
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
