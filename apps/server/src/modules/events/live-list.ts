import type { AuctionEvent } from '@neelami/shared/events';
import type { Db } from '../../db/client';
import { listEventsInPhase, nextPhaseChange } from './event-queries';

/** How the live list reaches clients: `everywhere` also reaches other instances (Redis). */
export type PublishLiveList = (data: AuctionEvent[], opts: { everywhere: boolean }) => void;

/** Options of the live-list scheduler. */
export interface LiveListOptions {
  db: Db;
  publish: PublishLiveList;
  /** Longest sleep between two looks at the database (bids may extend a closing meanwhile). */
  maxWaitMs?: number;
  onError?: (err: unknown) => void;
  now?: () => Date;
}

/** The running scheduler. */
export interface LiveList {
  /** The live events now (SPEC §4), fresh from the database. */
  current(): Promise<AuctionEvent[]>;
  /** Re-reads the list and publishes it everywhere, e.g. after an admin edit. */
  refresh(): void;
  stop(): Promise<void>;
}

const fingerprint = (list: AuctionEvent[]) => JSON.stringify(list.map(({ phase: _, ...e }) => e));

/**
 * Keeps the live list (SPEC §4, §7 `live_list`) current without polling hard: after each
 * look it sleeps until the next event start, event end or sub-event closing (at most
 * `maxWaitMs`), and publishes only when the list changed. Admin edits call `refresh()`.
 */
export function startLiveList(opts: LiveListOptions): LiveList {
  const maxWait = opts.maxWaitMs ?? 15_000;
  const now = opts.now ?? (() => new Date());
  let last: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again: 'none' | 'local' | 'everywhere' = 'none';
  let stopped = false;

  const current = () => listEventsInPhase(opts.db, 'live', now());

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(false), Math.max(100, Math.min(ms, maxWait)));
    timer.unref?.();
  };

  const look = async (everywhere: boolean) => {
    const at = now();
    const list = await listEventsInPhase(opts.db, 'live', at);
    const fp = fingerprint(list);
    if (everywhere || fp !== last) {
      last = fp;
      opts.publish(list, { everywhere });
    }
    const next = await nextPhaseChange(opts.db, at);
    // Wake just after the boundary so the comparisons above see it as passed.
    schedule(next ? next.getTime() - now().getTime() + 50 : maxWait);
  };

  const run = (everywhere: boolean): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      if (everywhere || again === 'none') again = everywhere ? 'everywhere' : 'local';
      return running;
    }
    running = look(everywhere)
      .catch((err) => {
        opts.onError?.(err);
        schedule(maxWait);
      })
      .finally(() => {
        running = null;
        if (again !== 'none' && !stopped) {
          const e = again === 'everywhere';
          again = 'none';
          void run(e);
        }
      });
    return running;
  };

  void run(false);
  return {
    current,
    refresh: () => void run(true),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
