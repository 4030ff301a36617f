import { Button, Group, Table, Text } from '@mantine/core';
import type { AuctionEvent } from '@neelami/shared/events';
import { IconGavel } from '@tabler/icons-react';
import { CatalogueDownloadButton } from '../../components/catalogue-download-button';
import { formatIstParts } from '../../lib/ist-time';

/** Props of EventListTable. */
export interface EventListTableProps {
  label: string;
  events: AuctionEvent[];
  loading: boolean;
  error: string | null;
  emptyText: string;
  /** Only the live list has the Auctions button (SPEC §2). */
  onAuctions?: (event: AuctionEvent) => void;
}

/**
 * The event lists of SPEC §2 (/auction/pastAuctions, upcomingAuctions, liveAuctions):
 * name, auction type, behaviour, address, title name, start and end (IST), plus the
 * catalogue download; the live list adds the Auctions button.
 */
export function EventListTable({
  label,
  events,
  loading,
  error,
  emptyText,
  onAuctions,
}: EventListTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="sm"
        aria-label={label}
        aria-busy={loading}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Auction Type</Table.Th>
            <Table.Th scope="col">Behaviour</Table.Th>
            <Table.Th scope="col">Address</Table.Th>
            <Table.Th scope="col">Title Name</Table.Th>
            <Table.Th scope="col">Start</Table.Th>
            <Table.Th scope="col">End</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Text ta="center" c={error ? 'red' : 'dimmed'} py="md">
                  {loading ? 'Loading…' : (error ?? emptyText)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            events.map((e) => (
              <Table.Tr key={e._id} data-event-id={e._id}>
                <Table.Td fw={600}>{e.auctionName}</Table.Td>
                <Table.Td>{e.auctionType}</Table.Td>
                <Table.Td>{e.auctionBehaviour}</Table.Td>
                <Table.Td miw={150} maw={240}>
                  {e.address}
                </Table.Td>
                <Table.Td miw={150} maw={240}>
                  {e.titleName}
                </Table.Td>
                <Table.Td>
                  <When iso={e.eventStart} />
                </Table.Td>
                <Table.Td>
                  <When iso={e.eventEnd} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {onAuctions && (
                      <Button
                        size="xs"
                        leftSection={<IconGavel size={14} aria-hidden />}
                        onClick={() => onAuctions(e)}
                        aria-label={`Auctions: ${e.auctionName}`}
                      >
                        Auctions
                      </Button>
                    )}
                    <CatalogueDownloadButton eventId={e._id} auctionName={e.auctionName} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An instant as two short lines: the IST date, then the time. */
function When({ iso }: { iso: string }) {
  const { date, time } = formatIstParts(iso);
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {date}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {time}
      </Text>
    </>
  );
}

/** Props of ListIntro. */
export interface ListIntroProps {
  children: string;
}

/** A line under a list's title. */
export function ListIntro({ children }: ListIntroProps) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}
