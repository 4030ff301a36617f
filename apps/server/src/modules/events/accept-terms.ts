import { eventMessages } from '@neelami/shared/events';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findEventById } from './event-queries';
import { termAcceptances } from './tables';

/**
 * Records that `userId` accepted the event's terms (SPEC §4 entry flow). The user
 * comes from the session, never from the request body. Accepting again keeps the
 * first acceptance (the term report shows when the user first agreed).
 */
export async function acceptTerms(
  db: Db,
  input: { eventId: string; userId: string; ip: string },
): Promise<void> {
  if (!(await findEventById(db, input.eventId))) throw AppError.notFound(eventMessages.eventNotFound);
  await db
    .insert(termAcceptances)
    .values({ eventId: input.eventId, userId: input.userId, ip: input.ip.slice(0, 64) })
    .onConflictDoNothing();
}
