import { Box, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AuctionEvent } from '@neelami/shared/events';
import { formatIstParts } from '@neelami/shared/ist';
import { EARLY_AUCTIONS_ATTR } from '@neelami/shared/prerender';
import { IconGavel } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useShellRender } from '../../app/shell-render';
import { CatalogueDownloadButton } from '../../components/catalogue-download-button';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';

/** Props of EventListTable. */
export interface EventListTableProps {
  label: string;
  events: AuctionEvent[];
  loading: boolean;
  error: string | null;
  emptyText: string;
  /** Only the live list has the Auctions button (SPEC §2). */
  onAuctions?: (event: AuctionEvent) => void;
  /** A member's own lines under an event's name (its EMD holds). */
  extra?: (event: AuctionEvent) => ReactNode;
  /** The event's lots, in a row of their own under the event's (the live and upcoming lists). */
  lots?: (event: AuctionEvent) => ReactNode;
}

/**
 * The event lists of SPEC §2 (/auction/pastAuctions, upcomingAuctions, liveAuctions):
 * name, auction type, behaviour, address, title name, start and end (IST), plus the
 * catalogue download; the live list adds the Auctions button.
 */
export function EventListTable(props: EventListTableProps) {
  const { events, loading } = props;
  // On a phone a wide table hides the Auctions button off-screen: one card per event instead.
  // Before the first list arrives there is only a line saying so, the same at any width. The width
  // is read in the first render (a member screen is rendered over, never hydrated): read after it,
  // a phone's first render built and committed the whole table only to replace it with the cards.
  const narrow = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  // A member list's first render (@neelami/shared/prerender SHELL_PATHS), made by the build or by the
  // server with the list in it, knows no width: it holds both forms and the page's CSS shows one.
  const shell = useShellRender();
  if (shell && events.length > 0) {
    return (
      <>
        <Box hiddenFrom="sm">
          <EventCards {...props} />
        </Box>
        <Box visibleFrom="sm">
          <EventTable {...props} />
        </Box>
      </>
    );
  }
  if (narrow || (loading && events.length === 0)) return <EventCards {...props} />;
  return <EventTable {...props} />;
}

/** The list as a table (wider screens). */
function EventTable(props: EventListTableProps) {
  const { label, events, loading, error, emptyText, onAuctions, extra, lots } = props;
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table
        striped={!lots}
        highlightOnHover={!lots}
        withTableBorder
        verticalSpacing="sm"
        aria-label={label}
        aria-busy={loading}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('lists.name')}</Table.Th>
            <Table.Th scope="col">{t('lists.auctionType')}</Table.Th>
            <Table.Th scope="col">{t('lists.behaviour')}</Table.Th>
            <Table.Th scope="col">{t('lists.address')}</Table.Th>
            <Table.Th scope="col">{t('lists.titleName')}</Table.Th>
            <Table.Th scope="col">{t('lists.start')}</Table.Th>
            <Table.Th scope="col">{t('lists.end')}</Table.Th>
            <Table.Th scope="col">{onAuctions ? t('lists.action') : t('lists.catalogue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Text ta="center" c={error ? 'red' : 'dimmed'} py="md">
                  {loading ? t('lists.loading') : (error ?? emptyText)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            events.flatMap((e) => [
              <Table.Tr key={e._id} data-event-id={e._id}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {e.auctionName}
                  </Text>
                  {extra?.(e)}
                </Table.Td>
                <Table.Td>{valueLabel(t, e.auctionType)}</Table.Td>
                <Table.Td>{valueLabel(t, e.auctionBehaviour)}</Table.Td>
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
                  <Actions e={e} onAuctions={onAuctions} />
                </Table.Td>
              </Table.Tr>,
              lots && (
                <Table.Tr key={`${e._id}-lots`} data-lots-of={e._id}>
                  <Table.Td colSpan={8} pt={0} style={{ borderTop: 0 }}>
                    {lots(e)}
                  </Table.Td>
                </Table.Tr>
              ),
            ])
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Actions({ e, onAuctions }: { e: AuctionEvent; onAuctions?: (event: AuctionEvent) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      {onAuctions && (
        <Button
          size="xs"
          leftSection={<IconGavel size={14} aria-hidden />}
          onClick={() => onAuctions(e)}
          aria-label={t('lists.auctionsOf', { name: e.auctionName })}
          {...{ [EARLY_AUCTIONS_ATTR]: e._id }}
        >
          {t('lists.auctions')}
        </Button>
      )}
      <CatalogueDownloadButton eventId={e._id} auctionName={e.auctionName} />
    </Group>
  );
}

/** The same list as cards, for narrow screens. */
function EventCards({
  label,
  events,
  loading,
  error,
  emptyText,
  onAuctions,
  extra,
  lots,
}: EventListTableProps) {
  const { t } = useTranslation();
  if (events.length === 0) {
    return (
      <Text ta="center" c={error ? 'red' : 'dimmed'} py="md">
        {loading ? t('lists.loading') : (error ?? emptyText)}
      </Text>
    );
  }
  const field = (name: string, value: string) => (
    <Text size="sm">
      <Text span fw={600}>
        {name}:
      </Text>{' '}
      {value}
    </Text>
  );
  return (
    <SimpleGrid cols={1} role="list" aria-label={label}>
      {events.map((e) => {
        const start = formatIstParts(e.eventStart);
        const end = formatIstParts(e.eventEnd);
        return (
          <Card key={e._id} withBorder radius="md" padding="md" role="listitem" data-event-id={e._id}>
            <Stack gap={4}>
              <Text fw={700}>{e.auctionName}</Text>
              <Text size="sm" c="dimmed">
                {e.titleName}
              </Text>
              {field(t('lists.auctionType'), valueLabel(t, e.auctionType))}
              {field(t('lists.behaviour'), valueLabel(t, e.auctionBehaviour))}
              {field(t('lists.address'), e.address)}
              {field(t('lists.start'), `${start.date}, ${start.time}`)}
              {field(t('lists.end'), `${end.date}, ${end.time}`)}
              {extra?.(e)}
              <Group mt="xs">
                <Actions e={e} onAuctions={onAuctions} />
              </Group>
              {lots && <Box mt="xs">{lots(e)}</Box>}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
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
