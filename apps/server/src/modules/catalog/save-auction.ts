import { type Auction, type AuctionData, catalogMessages } from '@neelami/shared/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findAuctionById, insertAuction, updateAuctionRow } from './auction-queries';
import { requireUsersWithRole, requireUserWithRole } from './check-users';
import { findLotById } from './lot-queries';

async function checkReferences(db: Db, input: AuctionData) {
  await requireUserWithRole(db, input.seller, 'Seller', 'seller', catalogMessages.notASeller);
  if (input.mappedLot && !(await findLotById(db, input.mappedLot))) {
    throw AppError.invalid(catalogMessages.lotNotFound, { mappedLot: catalogMessages.lotNotFound });
  }
  await requireUsersWithRole(
    db,
    input.registeredBuyers,
    'Buyer',
    'registeredBuyers',
    catalogMessages.notABuyer,
  );
}

/** Adds an auction (SPEC §2 Add Auction; dates checked by the shared schema). */
export async function createAuction(db: Db, input: AuctionData): Promise<Auction> {
  await checkReferences(db, input);
  const id = await insertAuction(db, input);
  const auction = await findAuctionById(db, id);
  if (!auction) throw AppError.notFound(catalogMessages.auctionNotFound);
  return auction;
}

/** Edits an auction; 404 when missing. */
export async function updateAuction(db: Db, id: string, input: AuctionData): Promise<Auction> {
  if (!(await findAuctionById(db, id))) throw AppError.notFound(catalogMessages.auctionNotFound);
  await checkReferences(db, input);
  if (!(await updateAuctionRow(db, id, input))) throw AppError.notFound(catalogMessages.auctionNotFound);
  const auction = await findAuctionById(db, id);
  if (!auction) throw AppError.notFound(catalogMessages.auctionNotFound);
  return auction;
}
