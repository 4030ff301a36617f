import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /api/admin/deleteSubEvent/:eventId/:subEventId (refused once it has bids). */
export const deleteSubEvent = ({ eventId, subEventId }: { eventId: string; subEventId: string }) =>
  api.delete(`admin/deleteSubEvent/${eventId}/${subEventId}`, okResponseSchema);

/** Deletes a sub-event. */
export const useDeleteSubEvent = () => useMutation({ mutationFn: deleteSubEvent });
