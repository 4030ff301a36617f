import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AuctionEventWithSubEvents, type SubEvent, subEventRowSchema } from '@neelami/shared/events';
import { IconStairsDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EditableGrid } from '../../components/editable-grid';
import { useTranslation } from '../../i18n/i18n';
import { eventOptions, useAdminEvents } from './api/get-admin-events';
import { StaggerClosingModal } from './stagger-closing-modal';
import { type RowForm, subEventColumns, toDraft } from './sub-event-columns';
import { useSubEventRows } from './use-sub-event-rows';

/** Props of ManageSubEventGrid. */
export interface ManageSubEventGridProps {
  /** The event handed over (from Add Event's Edit Sub-Event button or the Add Sub Event form). */
  eventId?: string | null;
  onEventChange?: (eventId: string | null) => void;
}

/**
 * The manage sub-event grid (SPEC §2): pick an event and a sub-event; rows switch to inputs
 * with Edit, Save and Cancel (all inputs required); the Active box saves at once (SPEC §4).
 */
export function ManageSubEventGrid({ eventId: handedOver, onEventChange }: ManageSubEventGridProps) {
  const { t } = useTranslation();
  const events = useAdminEvents();
  const [eventId, setEventId] = useState<string | null>(handedOver ?? null);
  const [subEventId, setSubEventId] = useState<string | null>(null);
  const [staggering, setStaggering] = useState(false);

  useEffect(() => {
    if (handedOver) {
      setEventId(handedOver);
      setSubEventId(null);
    }
  }, [handedOver]);

  const event: AuctionEventWithSubEvents | undefined = events.data?.find((e) => e._id === eventId);
  const subs = event?.subEvent ?? [];
  const rows = subEventId ? subs.filter((s) => s._id === subEventId) : subs;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('admin.event')}
          placeholder={events.isPending ? t('admin.loadingEvents') : t('admin.chooseEvent')}
          searchable
          data={eventOptions(events.data)}
          value={eventId}
          onChange={(v) => {
            setEventId(v);
            setSubEventId(null);
            onEventChange?.(v);
          }}
          nothingFoundMessage={t('admin.noEvents')}
        />
        <Select
          label={t('admin.subEvent')}
          placeholder={t('adminEvents.allSubEvents')}
          clearable
          searchable
          disabled={!event}
          data={subs.map((s) => ({ value: s._id, label: `${s.auctionNo}: ${s.name}` }))}
          value={subEventId}
          onChange={setSubEventId}
        />
      </SimpleGrid>
      {event && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconStairsDown size={16} aria-hidden />}
            disabled={!event.subEvent.some((s) => s.isActive && s.status === 'open')}
            onClick={() => setStaggering(true)}
            aria-label={t('stagger.openOf', { name: event.auctionName })}
          >
            {t('stagger.open')}
          </Button>
          <StaggerClosingModal event={event} opened={staggering} onClose={() => setStaggering(false)} />
        </Group>
      )}
      {!event ? (
        <Text c="dimmed" size="sm">
          {t('admin.chooseEventFirst')}
        </Text>
      ) : (
        <SubEventRows
          event={event}
          rows={rows}
          loading={events.isFetching && rows.length === 0}
          onDeleted={() => setSubEventId(null)}
        />
      )}
      {event && (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('adminEvents.gridNote')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** Props of SubEventRows. */
interface SubEventRowsProps {
  event: AuctionEventWithSubEvents;
  rows: SubEvent[];
  loading: boolean;
  onDeleted: () => void;
}

/** The editable grid of one event's sub-events (all of them, or the one picked). */
function SubEventRows({ event, rows, loading, onDeleted }: SubEventRowsProps) {
  const { t } = useTranslation();
  const { toggles, save, remove } = useSubEventRows(event._id, t, onDeleted);
  return (
    <EditableGrid<SubEvent, RowForm>
      label={t('adminEvents.subEventsOf', { name: event.auctionName })}
      rows={rows}
      loading={loading}
      getRowId={(s) => s._id}
      getRowName={(s) => s.name}
      minWidth={960}
      actionsPosition="start"
      togglesPosition="start"
      cardsOnPhone
      emptyText={t('admin.noData')}
      emptyState={
        <Alert color="gray" variant="light" title={t('admin.noData')}>
          {t('adminEvents.noSubEventsYet', { name: event.auctionName })}
        </Alert>
      }
      columns={subEventColumns(t)}
      toggles={toggles}
      toDraft={toDraft}
      schema={subEventRowSchema}
      onSave={save}
      onDelete={remove}
    />
  );
}
