import { messageResponse } from '@neelami/shared/api-responses';
import { MAX_SAVED_SEARCHES, savedSearchInputSchema, watchlistMessages } from '@neelami/shared/watchlist';
import {
  savedSearchListResponse,
  savedSearchSavedResponse,
  watchChangedResponse,
  watchlistResponse,
} from '@neelami/shared/watchlist-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/access';
import {
  deleteSavedSearch,
  listSavedSearches,
  listWatchlist,
  mayWatch,
  saveSearch,
  unwatch,
  watch,
} from './watchlist-queries';

/** API.md "Alerts, watchlist and saved searches": a member's own watchlist and searches. */
const MEMBER = ['Buyer', 'Seller', 'Guest/Client'] as const;

const subEventParams = z.object({ subEventId: z.uuid({ error: watchlistMessages.lotNotVisible }) });

export async function watchlistRoutes(
  app: FastifyInstance,
  opts: { db: Db; clock: () => Date; searchSaved: () => void },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/watchlist',
    { schema: { response: { 200: watchlistResponse } }, config: { access: MEMBER } },
    async (req) => ({
      success: true as const,
      data: await listWatchlist(db, requireUser(req).id, opts.clock()),
    }),
  );

  r.put(
    '/api/watchlist/:subEventId',
    {
      schema: { params: subEventParams, response: { 200: watchChangedResponse } },
      config: { access: MEMBER },
    },
    async (req) => {
      const me = requireUser(req);
      if (!(await mayWatch(db, me.id, req.params.subEventId)))
        throw AppError.invalid(watchlistMessages.lotNotVisible);
      await watch(db, me.id, req.params.subEventId, opts.clock());
      return { success: true as const, message: watchlistMessages.watching, watching: true };
    },
  );

  r.delete(
    '/api/watchlist/:subEventId',
    {
      schema: { params: subEventParams, response: { 200: watchChangedResponse } },
      config: { access: MEMBER },
    },
    async (req) => {
      // Stopping is idempotent: a lot not watched (or gone) is simply not on the list.
      await unwatch(db, requireUser(req).id, req.params.subEventId);
      return { success: true as const, message: watchlistMessages.notWatching, watching: false };
    },
  );

  r.get(
    '/api/saved-searches',
    { schema: { response: { 200: savedSearchListResponse } }, config: { access: MEMBER } },
    async (req) => ({ success: true as const, data: await listSavedSearches(db, requireUser(req).id) }),
  );

  r.post(
    '/api/saved-searches',
    {
      schema: { body: savedSearchInputSchema, response: { 201: savedSearchSavedResponse } },
      config: { access: MEMBER, failures: [409] },
    },
    async (req, reply) => {
      const saved = await saveSearch(db, requireUser(req).id, req.body, MAX_SAVED_SEARCHES, opts.clock());
      if (!saved) throw AppError.conflict(watchlistMessages.tooManySearches);
      opts.searchSaved();
      return reply
        .status(201)
        .send({ success: true as const, message: watchlistMessages.searchSaved, data: saved });
    },
  );

  r.delete(
    '/api/saved-searches/:id',
    {
      schema: {
        params: z.object({ id: z.uuid({ error: watchlistMessages.searchNotFound }) }),
        response: { 200: messageResponse },
      },
      config: { access: MEMBER, failures: [404] },
    },
    async (req) => {
      if (!(await deleteSavedSearch(db, requireUser(req).id, req.params.id)))
        throw AppError.notFound(watchlistMessages.searchNotFound);
      return { success: true as const, message: watchlistMessages.searchDeleted };
    },
  );
}
