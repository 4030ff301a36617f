import { reportMessages } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findEventById, findSubEventById, listSubEventsOfEvent } from '../events/event-queries';
import type { ReportScope } from './report';

/**
 * The event and sub-events a report covers. Unknown event or sub-event → 404; a
 * sub-event of another event → 400 (its ids do not belong together: bad input, not missing).
 */
export async function loadReportScope(db: Db, eventId: string, subEventId?: string): Promise<ReportScope> {
  const event = await findEventById(db, eventId);
  if (!event) throw AppError.notFound(reportMessages.eventNotFound);
  if (subEventId) {
    const subEvent = await findSubEventById(db, subEventId);
    if (!subEvent) throw AppError.notFound(reportMessages.subEventNotFound);
    if (subEvent.eventId !== event.id) {
      throw AppError.invalid(reportMessages.subEventNotOfEvent, {
        subEventId: reportMessages.subEventNotOfEvent,
      });
    }
    return { event, subEvent, subEvents: [subEvent] };
  }
  return { event, subEvent: null, subEvents: await listSubEventsOfEvent(db, event.id) };
}
