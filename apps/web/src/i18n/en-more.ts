import { memberRecordEn } from '../components/member-record/strings';
import { adminPartsEn } from '../components/strings';
import { adminCatalogEn } from '../features/admin-catalog/strings';
import { adminContentEn } from '../features/admin-content/strings';
import { adminEventsEn } from '../features/admin-events/strings';
import { adminSalesEn } from '../features/admin-sales/strings';
import { adminUsersEn } from '../features/admin-users/strings';
import { authEn } from '../features/auth/strings';
import { adminEmdEn } from '../features/emd/admin-strings';
import { galleryEn } from '../features/gallery/strings';
import { integrityEn } from '../features/integrity/strings';
import { adminRoomEn } from '../features/live-room/admin-strings';
import { memberHomeEn } from '../features/member-home/strings';
import { alertsEn } from '../features/notifications/strings';
import { profileEn } from '../features/profile/strings';
import { companyProfileEn } from '../features/public/company-profile-strings';
import { publicPagesEn } from '../features/public/strings';
import { reportsEn } from '../features/reports/strings';
import { salesEn } from '../features/sales/strings';
import { sellerEn } from '../features/seller/strings';
import { watchlistPageEn } from '../features/watchlist/page-strings';

/**
 * The English of the screens beyond the live list and the live room (en-screens.ts): the public
 * pages, login and registration, the profile, the sales, the seller's and the admin's screens,
 * gathered from the files beside their code. Every screen but those two loads it with its code
 * (app/routes.tsx), so the room's first load on a budget phone carries only its own strings.
 */
export const enMore = {
  ...authEn,
  ...profileEn,
  ...alertsEn,
  ...sellerEn,
  ...publicPagesEn,
  ...companyProfileEn,
  ...galleryEn,
  ...salesEn,
  ...memberHomeEn,
  ...adminSalesEn,
  ...integrityEn,
  ...reportsEn,
  ...adminEmdEn,
  ...adminPartsEn,
  ...memberRecordEn,
  ...adminEventsEn,
  ...adminCatalogEn,
  ...adminContentEn,
  ...adminUsersEn,
  ...adminRoomEn,
  ...watchlistPageEn,
} as const;
