import { okResponseSchema } from '@neelami/shared/common-responses';
import type { AssignmentInput, SubEventRowData } from '@neelami/shared/events';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What PUT /api/admin/updateSubEvent takes: a row edit, the Active checkbox, or an assignment. */
export type SubEventUpdate = SubEventRowData | { isActive: boolean } | AssignmentInput;

/** PUT /api/admin/updateSubEvent/:eventId/:subEventId. */
export const updateSubEvent = ({
  eventId,
  subEventId,
  body,
}: {
  eventId: string;
  subEventId: string;
  body: SubEventUpdate;
}) => api.put(`admin/updateSubEvent/${eventId}/${subEventId}`, body, okResponseSchema);

/** Saves a sub-event row, its Active checkbox or its assignment. */
export const useUpdateSubEvent = () => useMutation({ mutationFn: updateSubEvent });
