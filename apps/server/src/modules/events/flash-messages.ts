import { eventMessages, type FlashInput, type FlashMessage } from '@neelami/shared/events';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findEventById } from './event-queries';
import { events, flashMessages } from './tables';

const selectFlash = (db: Db) =>
  db
    .select({ f: flashMessages, auctionName: events.auctionName })
    .from(flashMessages)
    .innerJoin(events, eq(events.id, flashMessages.eventId));

const toFlash = (r: { f: typeof flashMessages.$inferSelect; auctionName: string }): FlashMessage => ({
  _id: r.f.id,
  eventId: { _id: r.f.eventId, auctionName: r.auctionName },
  message: r.f.message,
  createdAt: r.f.createdAt.toISOString(),
});

/** Every flash message, newest first, with its event's name (SPEC §3: eventId populated with auctionName). */
export async function listFlash(db: Db, eventId?: string): Promise<FlashMessage[]> {
  const rows = await selectFlash(db)
    .where(eventId ? eq(flashMessages.eventId, eventId) : undefined)
    .orderBy(desc(flashMessages.createdAt), desc(flashMessages.id));
  return rows.map(toFlash);
}

async function findFlash(db: Db, id: string): Promise<FlashMessage | undefined> {
  const [row] = await selectFlash(db).where(eq(flashMessages.id, id)).limit(1);
  return row ? toFlash(row) : undefined;
}

/** Adds a flash message to an event (SPEC §2 Flash Message); 404 when the event is missing. */
export async function addFlash(db: Db, input: FlashInput): Promise<FlashMessage> {
  if (!(await findEventById(db, input.eventId))) throw AppError.notFound(eventMessages.eventNotFound);
  const [row] = await db
    .insert(flashMessages)
    .values({ eventId: input.eventId, message: input.message })
    .returning({ id: flashMessages.id });
  const flash = await findFlash(db, row.id);
  if (!flash) throw AppError.notFound(eventMessages.flashNotFound);
  return flash;
}

/** Edits a flash message's text; 404 when missing. */
export async function updateFlash(db: Db, id: string, message: string): Promise<FlashMessage> {
  const rows = await db
    .update(flashMessages)
    .set({ message, updatedAt: new Date() })
    .where(eq(flashMessages.id, id))
    .returning({ id: flashMessages.id });
  const flash = rows.length ? await findFlash(db, id) : undefined;
  if (!flash) throw AppError.notFound(eventMessages.flashNotFound);
  return flash;
}

/** Deletes a flash message; returns its event id. 404 when missing. */
export async function deleteFlash(db: Db, id: string): Promise<string> {
  const rows = await db
    .delete(flashMessages)
    .where(eq(flashMessages.id, id))
    .returning({ eventId: flashMessages.eventId });
  if (rows.length === 0) throw AppError.notFound(eventMessages.flashNotFound);
  return rows[0].eventId;
}
