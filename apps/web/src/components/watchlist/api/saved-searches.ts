import type { SavedSearchInput } from '@neelami/shared/watchlist';
import { savedSearchListResponse, savedSearchSavedResponse } from '@neelami/shared/watchlist-api-responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** The answer of DELETE /api/saved-searches/:id (the contract names only success; a message may come). */
const deletedResponse = z.looseObject({ success: z.literal(true), message: z.string().optional() });

/** Query key of the caller's saved searches. */
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

/** GET /api/saved-searches. */
export const getSavedSearches = async () => (await api.get('saved-searches', savedSearchListResponse)).data;

/** The caller's saved searches (asked only for a member). */
export const useSavedSearches = (enabled: boolean) =>
  useQuery({ queryKey: SAVED_SEARCHES_KEY, queryFn: getSavedSearches, enabled });

/** POST /api/saved-searches `{ name, query }`. */
export function useSaveSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => api.post('saved-searches', input, savedSearchSavedResponse),
    onSettled: () => qc.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

/** DELETE /api/saved-searches/:id. */
export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`saved-searches/${encodeURIComponent(id)}`, deletedResponse),
    onSettled: () => qc.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
