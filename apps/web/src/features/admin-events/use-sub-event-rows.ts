import { eventMessages, type SubEvent, subEventRowSchema } from '@neelami/shared/events';
import type { EditableGridToggleColumn } from '../../components/editable-grid';
import type { TFunction } from '../../i18n/i18n';
import { failed, saved } from '../../lib/save-feedback';
import { useDeleteSubEvent } from './api/delete-sub-event';
import { useEnableAutoBid } from './api/enable-auto-bid';
import { useRefreshEvents } from './api/get-admin-events';
import { useUpdateSubEvent } from './api/update-sub-event';
import type { RowForm } from './sub-event-columns';

/** Runs a save, tells its outcome and reloads the events; a failure is told and passed on. */
async function reported(work: () => Promise<unknown>, message: string, refresh: () => Promise<unknown>) {
  try {
    await work();
    saved(message);
    await refresh();
  } catch (err) {
    failed(err);
    throw err;
  }
}

/**
 * What the manage grid saves for the sub-events of one event: a row edit, the Active and Auto bid
 * boxes (saved at once, SPEC §4) and a delete; each tells its outcome and reloads the events.
 */
export function useSubEventRows(eventId: string, t: TFunction, onDeleted: () => void) {
  const refresh = useRefreshEvents();
  const update = useUpdateSubEvent();
  const autoBid = useEnableAutoBid();
  const deleteSubEvent = useDeleteSubEvent();

  const toggles: EditableGridToggleColumn<SubEvent>[] = [
    {
      id: 'isActive',
      header: t('adminEvents.active'),
      label: (s) => t('adminEvents.activeOfRow', { name: s.name }),
      checked: (s) => s.isActive,
      onToggle: (s, value) =>
        reported(
          () => update.mutateAsync({ eventId, subEventId: s._id, body: { isActive: value } }),
          eventMessages.subEventUpdated,
          refresh,
        ),
    },
    {
      id: 'autoBidEnabled',
      header: t('adminEvents.autoBid'),
      label: (s) => t('adminEvents.autoBidOfRow', { name: s.name }),
      checked: (s) => s.autoBidEnabled,
      onToggle: (s, value) =>
        reported(
          () => autoBid.mutateAsync({ eventId, subEventId: s._id, enabled: value }),
          value ? eventMessages.autoBidEnabled : eventMessages.autoBidDisabled,
          refresh,
        ),
    },
  ];

  const save = (s: SubEvent, d: RowForm) =>
    reported(
      () => update.mutateAsync({ eventId, subEventId: s._id, body: subEventRowSchema.parse(d) }),
      eventMessages.subEventUpdated,
      refresh,
    );

  const remove = async (s: SubEvent) => {
    try {
      await deleteSubEvent.mutateAsync({ eventId, subEventId: s._id });
      saved(eventMessages.subEventDeleted);
      onDeleted();
      await refresh();
    } catch (err) {
      failed(err);
    }
  };

  return { toggles, save, remove };
}
