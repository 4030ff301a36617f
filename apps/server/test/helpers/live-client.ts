/**
 * A live-room client as the web app behaves (API.md "Realtime"; ARCHITECTURE "Socket.IO delivers
 * at most once"): it reconnects by itself, joins the room on every connect, applies `new_bid` only
 * in `seq` order, and joins again (resync) when it sees a gap. Used by the fault and multi-instance
 * tests, which need clients that outlive a server, a Redis or a network drop.
 */
import type { ClientToServerEvents, ServerToClientEvents } from '@neelami/shared/realtime';
import { io, type Socket } from 'socket.io-client';

/** What the client believes about its sub-event. */
export interface LiveState {
  seq: number;
  /** Rupees: the leading amount (bidders: leadingAmount; guests: rank 1 of the top three). */
  leading: number | null;
  status: 'open' | 'closed' | null;
}

export interface LiveClient {
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  state: LiveState;
  /** Every seq the new_bids told of, in arrival order (duplicates and gaps included). */
  newBidSeqs: number[];
  /** Seqs that were applied in order (what the viewer showed). */
  applied: number[];
  /** Gaps seen (each led to a resync). */
  gaps: number;
  /** Resyncs because a countdown told of a seq this client never heard of. */
  staleResyncs: number;
  /** Successful joins (the first one and every resync). */
  joins: number;
  /** current_bid views received with status 'closed'. */
  closedViews: number;
  /** Emits with an acknowledgement; rejects after `timeoutMs` without an answer. */
  ask<T = Record<string, unknown>>(
    event: keyof ClientToServerEvents,
    payload: unknown,
    timeoutMs?: number,
  ): Promise<T>;
  /** Resolves once `pred` holds (checked on every event and every 50 ms). */
  until(pred: (c: LiveClient) => boolean, timeoutMs?: number, what?: string): Promise<void>;
  close(): void;
}

type View = {
  subEventId: string;
  seq: number;
  leadingAmount?: number | null;
  top?: { rank: number; amount: number }[];
  subEvent?: { status?: 'open' | 'closed' };
};

const leadingOf = (v: { leadingAmount?: number | null; top?: { amount: number }[] }): number | null =>
  v.leadingAmount !== undefined ? v.leadingAmount : (v.top?.[0]?.amount ?? null);

export async function connectLive(
  url: string,
  token: string,
  room: { eventId: string; subEventId: string },
  opts: { reconnection?: boolean } = {},
): Promise<LiveClient> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: opts.reconnection ?? true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    timeout: 10_000,
  });
  const raw = socket as unknown as Socket;
  const listeners = new Set<() => void>();
  const poke = () => {
    for (const l of [...listeners]) l();
  };
  let joining: Promise<void> | null = null;

  const client: LiveClient = {
    socket,
    state: { seq: 0, leading: null, status: null },
    newBidSeqs: [],
    applied: [],
    gaps: 0,
    staleResyncs: 0,
    joins: 0,
    closedViews: 0,
    ask: <T>(event: keyof ClientToServerEvents, payload: unknown, timeoutMs = 15_000) =>
      raw.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>,
    until: (pred, timeoutMs = 20_000, what = 'condition') =>
      new Promise<void>((resolve, reject) => {
        if (pred(client)) return resolve();
        const check = () => {
          if (!pred(client)) return;
          cleanup();
          resolve();
        };
        const timer = setInterval(check, 50);
        const deadline = setTimeout(() => {
          cleanup();
          reject(
            new Error(`${what} not reached within ${timeoutMs} ms (state ${JSON.stringify(client.state)})`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearInterval(timer);
          clearTimeout(deadline);
          listeners.delete(check);
        };
        listeners.add(check);
      }),
    close: () => {
      socket.disconnect();
    },
  };

  const applyView = (v: View) => {
    if (v.subEventId !== room.subEventId || v.seq < client.state.seq) return;
    client.state = {
      seq: v.seq,
      leading: leadingOf(v),
      status: v.subEvent?.status ?? client.state.status,
    };
  };

  const join = () => {
    joining ??= (async () => {
      try {
        const answer = (await client.ask('join_auction', room, 10_000)) as {
          success: boolean;
          subEvents?: View[];
        };
        const view = answer.success
          ? answer.subEvents?.find((s) => s.subEventId === room.subEventId)
          : undefined;
        if (view) {
          // A resync: the room's view replaces whatever this client had.
          client.state = { seq: view.seq, leading: leadingOf(view), status: view.subEvent?.status ?? null };
          client.joins += 1;
        }
      } catch {
        // no answer (server gone): the next connect joins again
      } finally {
        joining = null;
        poke();
      }
    })();
    return joining;
  };

  socket.on('connect', () => void join());
  socket.on('new_bid', (p) => {
    if (p.subEventId !== room.subEventId) return;
    // One message carries the seqs seqFrom…seq (API.md "Realtime").
    const seqs = Array.from({ length: Math.max(0, p.seq - p.seqFrom + 1) }, (_, i) => p.seqFrom + i);
    client.newBidSeqs.push(...seqs);
    if (p.seqFrom <= client.state.seq + 1 && p.seq > client.state.seq) {
      const fresh = seqs.filter((q) => q > client.state.seq);
      client.state = { ...client.state, seq: p.seq, leading: leadingOf(p as View) };
      client.applied.push(...fresh);
    } else if (p.seqFrom > client.state.seq + 1) {
      client.gaps += 1;
      void join();
    }
    poke();
  });
  socket.on('current_bid', (v) => {
    if (v.subEventId === room.subEventId && v.subEvent.status === 'closed') client.closedViews += 1;
    applyView(v as View);
    poke();
  });
  socket.on('countdown', (c) => {
    if (c.subEventId !== room.subEventId || c.seq <= client.state.seq) return;
    // The countdown carries the seq: a change this client has not heard of a moment later was
    // missed (e.g. sent while it was away, or lost with a Redis outage): resync.
    const seen = c.seq;
    setTimeout(() => {
      if (socket.connected && client.state.seq < seen) {
        client.staleResyncs += 1;
        void join();
      }
    }, 500);
  });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connection within 15 s')), 15_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    if (!(opts.reconnection ?? true)) socket.once('connect_error', reject);
  });
  await client.until((c) => c.joins > 0, 15_000, 'first join');
  return client;
}
