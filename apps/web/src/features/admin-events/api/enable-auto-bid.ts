import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/enableAutoBid/:eventID/:subEventID. */
export const enableAutoBid = ({
  eventId,
  subEventId,
  enabled,
}: {
  eventId: string;
  subEventId: string;
  enabled: boolean;
}) => api.post(`admin/enableAutoBid/${eventId}/${subEventId}`, { enabled }, okResponseSchema);

/** Allows or stops auto bids on a sub-event. */
export const useEnableAutoBid = () => useMutation({ mutationFn: enableAutoBid });
