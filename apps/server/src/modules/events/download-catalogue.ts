import { eventMessages } from '@neelami/shared/events';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { findLotsByIds } from '../catalog/lot-queries';
import { catalogueFileName, drawCatalogue } from '../documents/catalogue-pdf';
import { findUserById } from '../users/user-queries';
import { findEventById, listSubEventsOfEvent } from './event-queries';

/**
 * SPEC §6 terms: "only paid members can download the auction catalogue". Checked on
 * the server: an Admin, or a verified member with a member type.
 */
export async function checkCatalogueAccess(db: Db, user: AuthUser): Promise<void> {
  if (user.role === 'Admin' && user.isVerified) return;
  const row = await findUserById(db, user.id);
  if (!row?.isVerified) throw AppError.forbidden(eventMessages.catalogueNotVerified);
  if (!row.membertype.trim()) throw AppError.forbidden(eventMessages.catalogueNoMembership);
}

/** The catalogue PDF of one event (drawn by documents/catalogue-pdf.ts), named after the event. */
export async function buildCatalogue(db: Db, eventId: string): Promise<{ fileName: string; pdf: Buffer }> {
  const event = await findEventById(db, eventId);
  if (!event) throw AppError.notFound(eventMessages.eventNotFound);
  const subs = await listSubEventsOfEvent(db, eventId, { activeOnly: true });
  const lotIds = subs.map((s) => s.lotId).filter((x): x is string => x !== null);
  const lotRows = await findLotsByIds(db, lotIds);
  const pdf = await drawCatalogue({ event, subEvents: subs, lots: lotRows, generatedAt: new Date() });
  return { fileName: catalogueFileName(event.auctionName), pdf };
}
