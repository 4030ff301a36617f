import { catalogMessages, type Lot, type LotInput } from '@neelami/shared/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { requireUserWithRole } from './check-users';
import { deleteLotRow, findLotById, insertLot, isLotMappedToAuction, updateLotRow } from './lot-queries';

const notFound = () => AppError.notFound(catalogMessages.lotNotFound);

/** Adds a lot owned by a seller (SPEC §2 Add Lot: the seller comes from the Seller list). */
export async function createLot(db: Db, input: LotInput): Promise<Lot> {
  await requireUserWithRole(db, input.seller, 'Seller', 'seller', catalogMessages.notASeller);
  const id = await insertLot(db, input);
  const lot = await findLotById(db, id);
  if (!lot) throw notFound();
  return lot;
}

/** Edits a lot; 404 when missing. */
export async function updateLot(db: Db, id: string, input: LotInput): Promise<Lot> {
  if (!(await findLotById(db, id))) throw notFound();
  await requireUserWithRole(db, input.seller, 'Seller', 'seller', catalogMessages.notASeller);
  if (!(await updateLotRow(db, id, input))) throw notFound();
  const lot = await findLotById(db, id);
  if (!lot) throw notFound();
  return lot;
}

/** Deletes a lot unless an auction or sub-event offers it (409 then). */
export async function deleteLot(db: Db, id: string): Promise<void> {
  if (!(await findLotById(db, id))) throw notFound();
  if (await isLotMappedToAuction(db, id)) throw AppError.conflict(catalogMessages.lotInUse);
  try {
    if (!(await deleteLotRow(db, id))) throw notFound();
  } catch (err) {
    // Offered by a sub-event (or mapped between our check and the delete): the foreign keys refuse it.
    if (isForeignKeyViolation(err)) throw AppError.conflict(catalogMessages.lotInUse);
    throw err;
  }
}
