import { reportEventsResponse } from '@neelami/shared/content-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/report/events (Admin): every event, for the event selector. */
export const getSaleEvents = async () => (await api.get('report/events', reportEventsResponse)).data;

/** The events to choose from. */
export const useSaleEvents = () =>
  useQuery({ queryKey: ['admin', 'sales', 'events'], queryFn: getSaleEvents });
