/**
 * Corrigenda (API.md "Alerts, watchlist and saved searches" › event_changed): a change to an
 * event's times or terms, or to an open lot's times, start value, step or EMD, is kept in the
 * event's history in the transaction of the change; the lot alerts tell the members from there.
 */
import type { CorrigendumChange } from '@neelami/shared/notification-texts';
import type { Db } from '../../db/client';
import { recordCorrigendum } from './alert-reads';
import type { SubEventRowColumns, WithinRowEdit } from './sub-event-bidding';
import type { events } from './tables';

type EventRow = typeof events.$inferSelect;

const timeChange = (field: CorrigendumChange['field'], from: Date, to: Date): CorrigendumChange[] =>
  from.getTime() === to.getTime() ? [] : [{ field, from: from.toISOString(), to: to.toISOString() }];
const amountChange = (field: CorrigendumChange['field'], from: number, to: number): CorrigendumChange[] =>
  from === to ? [] : [{ field, from, to }];

/** The corrigendum of an event edit (its times and terms), kept in `tx`. */
export async function recordEventCorrigendum(
  tx: Db,
  before: EventRow,
  after: EventRow,
  by: string | null,
  at: Date,
) {
  const changes = [
    ...timeChange('eventStart', before.eventStart, after.eventStart),
    ...timeChange('eventEnd', before.eventEnd, after.eventEnd),
    ...(before.termCondition !== after.termCondition ? [{ field: 'terms' as const, from: '', to: '' }] : []),
  ];
  await recordCorrigendum(tx, { eventId: after.id, subEventId: null, changes, changedBy: by, at });
}

/** The corrigendum of a lot's row edit, kept in the edit's transaction (an open lot only). */
export function lotCorrigendum(columns: SubEventRowColumns, by: string | null): WithinRowEdit {
  return async (tx, before) => {
    if (before.status !== 'open') return;
    const changes = [
      ...timeChange('lotStart', before.eventStartsOn, columns.eventStartsOn),
      ...timeChange('lotEnd', before.eventEndsOn, columns.eventEndsOn),
      ...amountChange('startValue', before.startValue, columns.startValue),
      ...amountChange('step', before.incrementOrDecrement, columns.incrementOrDecrement),
      ...amountChange('emd', before.emdAmount, columns.emdAmount),
    ];
    await recordCorrigendum(tx, {
      eventId: before.eventId,
      subEventId: before.id,
      changes,
      changedBy: by,
      at: new Date(),
    });
  };
}

/** The corrigendum of a lot's new end alone (a staggered close), in the edit's transaction. */
export const lotEndCorrigendum =
  (endsOn: Date, by: string | null): WithinRowEdit =>
  (tx, before) =>
    lotCorrigendum({ ...before, eventEndsOn: endsOn }, by)(tx, before);

/** Both parts of a row edit, in order. */
export const bothWithin =
  (first: WithinRowEdit, second: WithinRowEdit): WithinRowEdit =>
  async (tx, before) => {
    await first(tx, before);
    await second(tx, before);
  };
