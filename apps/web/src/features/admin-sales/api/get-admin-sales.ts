import { salesListResponse } from '@neelami/shared/sales-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of Admin's sales (and the opened sale under it). */
export const ADMIN_SALES_KEY = ['admin', 'sales'] as const;

/** GET /api/admin/sales?eventId=: every sale of the event (awards and offers to next bidders). */
export const getAdminSales = async (eventId: string) =>
  (await api.get(`admin/sales?eventId=${encodeURIComponent(eventId)}`, salesListResponse)).data;

/** The sales of the chosen event (none asked before an event is chosen). */
export const useAdminSales = (eventId: string | null) =>
  useQuery({
    queryKey: [...ADMIN_SALES_KEY, 'event', eventId],
    queryFn: () => getAdminSales(eventId!),
    enabled: eventId !== null,
  });
