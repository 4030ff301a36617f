import { useEffect, useState } from 'react';
import { lazyPart, usePart, whenIdle } from '../../lib/lazy-part';
import { useSessionUser } from '../../lib/use-session';

/** The watchlist's star (its query, mutation and zod answers): fetched once the room is idle. */
const starPart = lazyPart(() => import('../../components/watchlist/watch-star'));

/**
 * A lot's star in the room for a member (none for Admin): its code is not on the room's first load
 * and comes when the browser is idle, so the star appears a moment after the lots.
 */
export function RoomWatchStar({ subEventId, name }: { subEventId: string; name: string }) {
  const user = useSessionUser();
  const member = !!user && user.role !== 'Admin';
  const [wanted, setWanted] = useState(starPart.get() !== null);
  useEffect(() => (member && !wanted ? whenIdle(() => setWanted(true)) : undefined), [member, wanted]);
  const code = usePart(starPart, member && wanted, () => setWanted(false));
  if (!member || !code) return null;
  return <code.WatchStar subEventId={subEventId} name={name} size="sm" />;
}
