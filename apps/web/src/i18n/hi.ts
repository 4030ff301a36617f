import { frameHi } from '../app/layout/strings-hi';
import { memberRecordHi } from '../components/member-record/strings-hi';
import { adminPartsHi } from '../components/strings-hi';
import { watchHi } from '../components/watchlist/strings-hi';
import { adminCatalogHi } from '../features/admin-catalog/strings-hi';
import { adminContentHi } from '../features/admin-content/strings-hi';
import { adminEventsHi } from '../features/admin-events/strings-hi';
import { adminSalesHi } from '../features/admin-sales/strings-hi';
import { adminUsersHi } from '../features/admin-users/strings-hi';
import { auctionListsHi } from '../features/auctions/strings-hi';
import { documentsHi } from '../features/auth/document-strings-hi';
import { authHi } from '../features/auth/strings-hi';
import { adminEmdHi } from '../features/emd/admin-strings-hi';
import { emdHi } from '../features/emd/strings-hi';
import { galleryHi } from '../features/gallery/strings-hi';
import { integrityHi } from '../features/integrity/strings-hi';
import { adminRoomHi } from '../features/live-room/admin-strings-hi';
import { roomHi } from '../features/live-room/strings-hi';
import { memberHomeHi } from '../features/member-home/strings-hi';
import { bellHi } from '../features/notifications/bell-strings-hi';
import { alertsHi } from '../features/notifications/strings-hi';
import { profileHi } from '../features/profile/strings-hi';
import { companyProfileHi } from '../features/public/company-profile-strings-hi';
import { homeHi } from '../features/public/home-strings-hi';
import { publicPagesHi } from '../features/public/strings-hi';
import { reportsHi } from '../features/reports/strings-hi';
import { salesHi } from '../features/sales/strings-hi';
import { sellerHi } from '../features/seller/strings-hi';
import { watchlistPageHi } from '../features/watchlist/page-strings-hi';
import type { Strings } from './en';

/**
 * The Hindi of the screens, written as a trader in the mandi reads it: बोली, नीलामी, लॉट, बयाना
 * राशि (EMD), H1. Each part is beside its English and typed by it, so a missing or extra key does
 * not compile; the event lists and the stored values have a part on the home page and one in the
 * live list, joined here.
 */
export const hi: Strings = {
  ...frameHi,
  ...homeHi,
  ...bellHi,
  ...auctionListsHi,
  ...roomHi,
  ...documentsHi,
  ...emdHi,
  ...authHi,
  ...profileHi,
  ...alertsHi,
  ...sellerHi,
  ...publicPagesHi,
  ...companyProfileHi,
  ...galleryHi,
  ...salesHi,
  ...memberHomeHi,
  ...adminSalesHi,
  ...integrityHi,
  ...reportsHi,
  ...adminEmdHi,
  ...adminPartsHi,
  ...memberRecordHi,
  ...adminEventsHi,
  ...adminCatalogHi,
  ...adminContentHi,
  ...adminUsersHi,
  ...adminRoomHi,
  ...watchHi,
  ...watchlistPageHi,
  lists: { ...homeHi.lists, ...auctionListsHi.lists },
  values: { ...homeHi.values, ...auctionListsHi.values },
};
