import { okResponseSchema } from '@neelami/shared/common-responses';
import type { EventInput } from '@neelami/shared/events';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/createEvent. */
export const createEvent = (body: EventInput) => api.post('admin/createEvent', body, okResponseSchema);

/** Adds an event. */
export const useCreateEvent = () => useMutation({ mutationFn: createEvent });
