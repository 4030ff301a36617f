import { watchEn } from '../components/watchlist/strings';
import { auctionListsEn } from '../features/auctions/strings';
import { documentsEn } from '../features/auth/document-strings';
import { emdEn } from '../features/emd/strings';
import { roomEn } from '../features/live-room/strings';

/**
 * The English strings of the live list and the live room (with their dialogs), gathered from the
 * files beside their code. They load with the first screen the home page does not show
 * (app/routes.tsx), so the home page carries only en.ts; the other screens' are gathered in
 * en-more.ts, which those screens load as well.
 */
export const enScreens = {
  ...auctionListsEn,
  ...roomEn,
  ...documentsEn,
  ...emdEn,
  ...watchEn,
} as const;
