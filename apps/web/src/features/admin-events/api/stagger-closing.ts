import { staggeredResponse } from '@neelami/shared/events-api-responses';
import type { StaggerInput } from '@neelami/shared/stagger';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/events/:id/stagger: the active open lots' ends one after another (API.md). */
export const staggerClosing = ({ eventId, body }: { eventId: string; body: StaggerInput }) =>
  api.post(`admin/events/${eventId}/stagger`, body, staggeredResponse);

/** Staggers an event's closes. */
export const useStaggerClosing = () => useMutation({ mutationFn: staggerClosing });
