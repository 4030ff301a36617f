import { integrityDeskResponse } from '@neelami/shared/integrity-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/admin/integrity/subEvents/:id: the lot's flags and bidders (Admin; the owner after the close). */
export const getIntegrityDesk = (subEventId: string) =>
  api.get(`admin/integrity/subEvents/${subEventId}`, integrityDeskResponse);

export const useIntegrityDesk = (subEventId: string) =>
  useQuery({
    queryKey: ['integrity-desk', subEventId],
    queryFn: () => getIntegrityDesk(subEventId),
    enabled: subEventId !== '',
  });
