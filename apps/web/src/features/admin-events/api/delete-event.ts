import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /api/admin/deleteEvent/:id (refused once the event has bids). */
export const deleteEvent = (id: string) => api.delete(`admin/deleteEvent/${id}`, okResponseSchema);

/** Deletes an event. */
export const useDeleteEvent = () => useMutation({ mutationFn: deleteEvent });
