import { eventMessages, type SubEvent } from '@neelami/shared/events';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import type { ListedRole } from '../../lib/api/get-users-by-role';
import { ALERT_MS, notifyError, notifyWarning } from '../../lib/notify';
import { failed, saved } from '../../lib/save-feedback';
import { useAdminEvents, useRefreshEvents } from './api/get-admin-events';
import { useUpdateSubEvent } from './api/update-sub-event';
import { refusedOf } from './assign-refusals';

const NO_ONE: Record<ListedRole, string[]> = { Buyer: [], Seller: [], Guest: [] };

/**
 * What the Assign screen chooses and saves (SPEC §2 Assign): the event, its ticked sub-events and the
 * ticked members. Save assigns the members to each ticked sub-event in turn (one API call each);
 * members short of EMD are refused by name and stay ticked; `unassign` takes one member off the one
 * ticked sub-event.
 */
export function useAssignment() {
  const { t } = useTranslation();
  const events = useAdminEvents();
  const refresh = useRefreshEvents();
  const update = useUpdateSubEvent();
  const [eventId, setEventId] = useState<string | null>(null);
  const [subEventIds, setSubEventIds] = useState<string[]>([]);
  const [picked, setPicked] = useState<Record<ListedRole, string[]>>(NO_ONE);
  const [saving, setSaving] = useState(false);
  // The members a save could not assign (EMD short), each with the server's message, and how many
  // of the assignments asked for were made.
  const [refusals, setRefusals] = useState<string[]>([]);
  const [summary, setSummary] = useState('');

  const event = events.data?.find((e) => e._id === eventId);
  const subs: SubEvent[] = event?.subEvent ?? [];
  // The members already assigned are shown (and can be unassigned) while one sub-event is ticked.
  const chosenSub = subEventIds.length === 1 ? subs.find((s) => s._id === subEventIds[0]) : undefined;

  const save = async () => {
    const ids = [...picked.Buyer, ...picked.Seller, ...picked.Guest];
    if (!event || subEventIds.length === 0 || ids.length === 0) {
      notifyError(eventMessages.selectSubEventAndBuyers, ALERT_MS.default);
      return;
    }
    setSaving(true);
    setRefusals([]);
    // One after another, so a refusal names its sub-event and the others still save.
    const refused: string[] = [];
    const emdRefusals: string[] = [];
    const emdRefusedIds = new Set<string>();
    let firstError: unknown = null;
    for (const subEventId of subEventIds) {
      const subName = subs.find((x) => x._id === subEventId)?.name ?? subEventId;
      try {
        await update.mutateAsync({ eventId: event._id, subEventId, body: { registeredBuyers: ids } });
      } catch (err) {
        const short = err instanceof ApiError && err.code === 'EMD_REQUIRED' ? refusedOf(err, ids) : [];
        if (short.length > 0) {
          // API.md: members whose available EMD is short are refused, each named with its shortfall
          // (`errors['registeredBuyers.<i>']`, i its place in the save); the others are assigned.
          for (const r of short) {
            emdRefusals.push(subEventIds.length > 1 ? `${subName}: ${r.message}` : r.message);
            emdRefusedIds.add(r.userId);
          }
        } else {
          refused.push(subEventId);
          firstError ??= err;
        }
      }
    }
    setSaving(false);
    setRefusals(emdRefusals);
    // A partial result is told as one: how many of the assignments asked for were made, never a
    // plain "assigned successfully" beside the refusals.
    const total = ids.length * subEventIds.length;
    const partly =
      emdRefusals.length === total
        ? t('adminEvents.noneAssigned')
        : t('adminEvents.partlyAssigned', {
            done: total - emdRefusals.length,
            total,
            short: emdRefusals.length,
          });
    setSummary(emdRefusals.length > 0 ? partly : '');
    if (refused.length === 0 && emdRefusals.length === 0) {
      saved(eventMessages.assigned);
      setPicked(NO_ONE);
      setSubEventIds([]);
    } else if (refused.length === 0) {
      // Everyone else was assigned; the members short of EMD stay ticked, to assign them once
      // their EMD covers the lot.
      if (emdRefusals.length < total) notifyWarning(partly, ALERT_MS.admin);
      else notifyError(partly, ALERT_MS.admin);
      setPicked((p) => ({
        Buyer: p.Buyer.filter((id) => emdRefusedIds.has(id)),
        Seller: p.Seller.filter((id) => emdRefusedIds.has(id)),
        Guest: p.Guest.filter((id) => emdRefusedIds.has(id)),
      }));
    } else {
      failed(firstError);
      if (refused.length < subEventIds.length) {
        const names = refused.map((id) => subs.find((x) => x._id === id)?.name ?? id).join(', ');
        notifyError(t('adminEvents.notAssignedTo', { names }), ALERT_MS.admin);
      }
      // The refused sub-events stay ticked, with the members, to try again.
      setSubEventIds(refused);
    }
    await refresh();
  };

  const unassign = async (userId: string) => {
    if (!event || !chosenSub) return;
    try {
      const rest = (chosenSub.registeredBuyers ?? []).filter((id) => id !== userId);
      await update.mutateAsync({
        eventId: event._id,
        subEventId: chosenSub._id,
        body: { registeredBuyers: rest, mode: 'replace' },
      });
      saved(eventMessages.subEventUpdated);
      await refresh();
    } catch (err) {
      failed(err);
    }
  };

  return {
    events,
    event,
    subs,
    eventId,
    chooseEvent: (id: string | null) => {
      setEventId(id);
      setSubEventIds([]);
    },
    subEventIds,
    setSubEventIds,
    chosenSub,
    picked,
    setPicked,
    saving,
    refusals,
    summary,
    dismissRefusals: () => setRefusals([]),
    save,
    unassign,
  };
}
