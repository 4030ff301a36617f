import type { SellerSubEvent } from '@neelami/shared/seller';
import { downloadFile } from '../download-file';

/** GET /api/seller/subEvents/:subEventId/letter: the letter of acceptance of an authorised lot, saved as a PDF. */
export const downloadLetter = (lot: Pick<SellerSubEvent, '_id' | 'auctionNo'>) =>
  downloadFile(
    `/api/seller/subEvents/${encodeURIComponent(lot._id)}/letter`,
    `letter-of-acceptance-${lot.auctionNo}.pdf`,
  );
