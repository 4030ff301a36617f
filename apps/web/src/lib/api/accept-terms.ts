import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

/**
 * POST /api/general/termAccept. SPEC §7 sends eventId and userId; the server ignores userId and
 * takes the user from the session.
 */
export const acceptTerms = (body: { eventId: string; userId?: string }) =>
  api.post('general/termAccept', body, okResponseSchema);

/** Accepts an event's terms before entering its room. */
export const useAcceptTerms = () => useMutation({ mutationFn: acceptTerms });
