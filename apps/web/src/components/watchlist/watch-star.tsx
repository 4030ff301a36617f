import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { type StarLot, useIsMember, useToggleWatch, useWatchlist } from './api/watchlist';

/** Props of WatchStar: the lot (sub-event) and how big the star is. */
export interface WatchStarProps extends StarLot {
  size?: ActionIconProps['size'];
}

/**
 * The star beside a lot: a member watches it (it then lands on My Watchlist and the member is told
 * before it opens and closes) or stops. Guests and Admin see none. Every star reads the one watchlist
 * query, so starring a lot anywhere shows at once everywhere.
 */
export function WatchStar({ subEventId, name, size = 'md' }: WatchStarProps) {
  const member = useIsMember();
  if (!member) return null;
  return <MemberStar subEventId={subEventId} name={name} size={size} />;
}

function MemberStar({ subEventId, name, size }: WatchStarProps) {
  const { t } = useTranslation();
  const list = useWatchlist(true);
  const toggle = useToggleWatch();
  const watching = list.data?.some((w) => w.subEventId === subEventId) ?? false;
  return (
    <ActionIcon
      variant="subtle"
      color={watching ? 'yellow.8' : 'gray'}
      size={size}
      aria-pressed={watching}
      aria-label={t(watching ? 'watch.stopWatching' : 'watch.watch', { name })}
      title={t(watching ? 'watch.stopWatching' : 'watch.watch', { name })}
      disabled={list.isPending}
      data-watch-star={subEventId}
      onClick={() => toggle.mutate({ lot: { subEventId, name }, watch: !watching })}
    >
      {watching ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
    </ActionIcon>
  );
}
