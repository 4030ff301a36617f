import { lazyPart } from '../../lib/lazy-part';

/** The live room's dialogs (room-dialogs.tsx): their code, fetched once one is asked for or ahead of it. */
export const roomDialogs = lazyPart(() => import('./room-dialogs'));

/** Fetches the room's dialogs while the room is idle, so a bid's confirmation opens at once. */
export const preloadRoomDialogs = (): void => void roomDialogs.preload().catch(() => {});
