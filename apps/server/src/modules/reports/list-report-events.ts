import type { ReportEventOption } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { listEventsAndSubEvents } from '../events/event-queries';

/** Events with their sub-events for the report screens' selectors (GET /api/report/events). */
export async function listReportEvents(db: Db): Promise<ReportEventOption[]> {
  const { events, subEvents } = await listEventsAndSubEvents(db);
  return events.map((e) => ({
    _id: e.id,
    auctionName: e.auctionName,
    titleName: e.titleName,
    eventStart: e.eventStart.toISOString(),
    eventEnd: e.eventEnd.toISOString(),
    subEvent: subEvents
      .filter((s) => s.eventId === e.id)
      .map((s) => ({
        _id: s.id,
        auctionNo: s.auctionNo,
        name: s.name,
        subEventType: s.subEventType,
        status: s.status,
      })),
  }));
}
