import { okResponseSchema } from '@neelami/shared/common-responses';
import type { SubEventInput } from '@neelami/shared/events';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/addSubEvent/:eventID. */
export const addSubEvent = ({ eventId, body }: { eventId: string; body: SubEventInput }) =>
  api.post(`admin/addSubEvent/${eventId}`, body, okResponseSchema);

/** Adds a sub-event to an event. */
export const useAddSubEvent = () => useMutation({ mutationFn: addSubEvent });
