import { okResponseSchema } from '@neelami/shared/common-responses';
import type { EventInput } from '@neelami/shared/events';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /api/admin/updateEvent/:id. */
export const updateEvent = ({ id, body }: { id: string; body: EventInput }) =>
  api.put(`admin/updateEvent/${id}`, body, okResponseSchema);

/** Saves a row of the event table. */
export const useUpdateEvent = () => useMutation({ mutationFn: updateEvent });
