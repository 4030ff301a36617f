import { messageResponse } from '@neelami/shared/api-responses';
import {
  enableAutoBidSchema,
  eventMessages,
  subEventInputSchema,
  subEventParamsSchema,
} from '@neelami/shared/events';
import { savedSubEventResponse, subEventsWithEventNameResponse } from '@neelami/shared/events-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/access';
import { adminConflict, adminOnly, created, ok } from '../../plugins/route-options';
import { sendEmdMails } from '../emd/emd-mails';
import type { EmdEntryRow } from '../emd/ledger-store';
import { subEventNamesByIds } from './event-queries';
import { type EventRouteDeps, eventIdParams, subEventIdParams } from './route-params';
import { addSubEvent, deleteSubEvent, setAutoBid, updateSubEvent } from './save-sub-event';
import { listAllSubEvents } from './sub-event-lists';

/** What OpenAPI says of updateSubEvent's bodies (API.md "Earnest money", "Award and money rules"). */
const updateSubEventDoc = [
  'One of three bodies (SPEC §7):',
  '* A grid row edit: every field of Add Sub Event (`details` and `isActive` required), `emdAmount`, `bidBasis`, `lotId` and `ownerId` optional (left out, each stays). A field it does not take is refused (400, named in `errors`), never ignored. `ownerId` is a verified Seller or Buyer. A `bidBasis: "unit"` lot needs `quantityOrTypesOfTrunk` as a plain positive number. Before the lot has bids, a changed `emdAmount` moves every member\'s hold to the new amount in the same transaction, or is refused as a whole (400 `EMD_REQUIRED`, naming each member short of it); once it has bids, the sub-event type, start value, step, EMD and bid basis are locked (409).',
  '* `{ isActive }`: the Active box alone.',
  '* `{ registeredBuyers: [userId…], mode?: "add" | "replace" }`: assignment. `add` (default) adds to the members; `replace` makes the list exactly this, and is the way to remove members: one removed before it bid has its EMD hold released, one who has bid bids no more and keeps its hold until the closing. A member short of the EMD is refused by name (400 `EMD_REQUIRED`); the others are assigned.',
].join('\n');

/** The three bodies of updateSubEvent are told apart and validated by the use case. */
const updateSubEventBody = z
  .record(z.string(), z.unknown(), { error: 'Invalid input' })
  .describe(updateSubEventDoc);

/**
 * The admin's sub-events and assignment (SPEC §7 Admin: addSubEvent, updateSubEvent,
 * deleteSubEvent, enableAutoBid, getAllSubEvents). Edits of bidding state go through `bidding`.
 */
export async function adminSubEventRoutes(app: FastifyInstance, opts: EventRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, changes, bidding } = opts;
  const emdMailDeps = { db, notifier: app.notifier, subEventNames: subEventNamesByIds, log: app.log };

  r.post(
    '/api/admin/addSubEvent/:eventID',
    {
      schema: { params: eventIdParams, body: subEventInputSchema, response: created(savedSubEventResponse) },
      config: adminOnly,
    },
    async (req, reply) => {
      const data = await addSubEvent(db, bidding, req.params.eventID, req.body);
      changes.emit({ kind: 'sub-event', eventId: data.eventId, subEventId: data._id });
      return reply.status(201).send({ success: true as const, message: eventMessages.subEventAdded, data });
    },
  );
  r.put(
    '/api/admin/updateSubEvent/:eventId/:subEventId',
    {
      schema: {
        summary:
          'Edit a sub-event: its grid row, its Active box, or its members (`mode: "replace"` removes members)',
        params: subEventParamsSchema,
        body: updateSubEventBody,
        response: ok(savedSubEventResponse),
      },
      config: adminConflict,
    },
    async (req) => {
      const { eventId, subEventId } = req.params;
      const emd = {
        actorId: requireUser(req).id,
        mail: (rows: EmdEntryRow[]) => sendEmdMails(emdMailDeps, rows),
      };
      let result: Awaited<ReturnType<typeof updateSubEvent>>;
      try {
        result = await updateSubEvent(db, bidding, eventId, subEventId, req.body, emd);
      } catch (err) {
        // An assignment refused for some members (EMD_REQUIRED) still assigned the others.
        if (err instanceof AppError && err.code === 'EMD_REQUIRED' && 'registeredBuyers' in req.body)
          changes.emit({ kind: 'assignment', eventId, subEventId });
        throw err;
      }
      const { kind, subEvent } = result;
      changes.emit({ kind: kind === 'assignment' ? 'assignment' : 'sub-event', eventId, subEventId });
      return {
        success: true as const,
        message: kind === 'assignment' ? eventMessages.assigned : eventMessages.subEventUpdated,
        data: subEvent,
      };
    },
  );
  r.delete(
    '/api/admin/deleteSubEvent/:eventID/:subEventID',
    { schema: { params: subEventIdParams, response: ok(messageResponse) }, config: adminConflict },
    async (req) => {
      await deleteSubEvent(db, bidding, req.params.eventID, req.params.subEventID);
      changes.emit({
        kind: 'sub-event-deleted',
        eventId: req.params.eventID,
        subEventId: req.params.subEventID,
      });
      return { success: true as const, message: eventMessages.subEventDeleted };
    },
  );
  r.post(
    '/api/admin/enableAutoBid/:eventID/:subEventID',
    {
      schema: {
        params: subEventIdParams,
        body: enableAutoBidSchema.nullish(),
        response: ok(savedSubEventResponse),
      },
      config: adminOnly,
    },
    async (req) => {
      const enabled = req.body?.enabled ?? true;
      const data = await setAutoBid(db, bidding, req.params.eventID, req.params.subEventID, enabled);
      changes.emit({ kind: 'sub-event', eventId: data.eventId, subEventId: data._id });
      return {
        success: true as const,
        message: enabled ? eventMessages.autoBidEnabled : eventMessages.autoBidDisabled,
        data,
      };
    },
  );
  r.get(
    '/api/admin/getAllSubEvents',
    { schema: { response: ok(subEventsWithEventNameResponse) }, config: adminOnly },
    async () => ({
      success: true as const,
      data: await listAllSubEvents(db, bidding),
    }),
  );
}
