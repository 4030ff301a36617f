import type { AuctionEvent } from '@neelami/shared/events';
import { useEffect, useState } from 'react';
import { useEventList } from '../../lib/api/get-event-list';
import { acquireChannel } from '../../lib/use-socket';

/** The live list and whether it is being pushed (connected) or only fetched. */
export interface LiveList {
  events: AuctionEvent[];
  loading: boolean;
  error: string | null;
  /** True once the server has pushed a list over the socket. */
  pushed: boolean;
}

/**
 * The live events (SPEC §4, §7): asks the server with `live_auction` and takes every
 * `live_list` it pushes (an event starts or ends, an admin edits one), asking again
 * after each reconnect. Until the first push the REST list (getTodaysAuctions) shows.
 */
export function useLiveList(): LiveList {
  const [pushed, setPushed] = useState<AuctionEvent[] | null>(null);
  const initial = useEventList('getTodaysAuctions');

  // The channel is taken here, not kept in state (useRoomChannel): handing it over re-rendered the
  // whole list once more as it opened, and only this effect uses it.
  useEffect(() => {
    const { channel, release } = acquireChannel();
    const onList = (p: { data: unknown[] }) => {
      if (Array.isArray(p?.data)) setPushed(p.data as AuctionEvent[]);
    };
    const ask = () => channel.askLiveList();
    const offList = channel.onLiveList(onList);
    const offConnect = channel.onConnect(ask);
    if (channel.connected) ask();
    return () => {
      offList();
      offConnect();
      release();
    };
  }, []);

  return {
    events: pushed ?? initial.data ?? [],
    loading: pushed === null && initial.isPending,
    error: pushed === null && initial.isError ? initial.error.message : null,
    pushed: pushed !== null,
  };
}
