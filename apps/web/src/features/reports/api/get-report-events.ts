import { reportEventsResponse } from '@neelami/shared/content-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/report/events: events with their sub-events for the selectors. */
export const getReportEvents = async () => (await api.get('report/events', reportEventsResponse)).data;

/** The report screens' events. */
export const useReportEvents = () => useQuery({ queryKey: ['reports', 'events'], queryFn: getReportEvents });
