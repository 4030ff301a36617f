import type { CurrentBidView, ParticipantView } from '@neelami/shared/bidding';
import type { CountdownPayload, NewBidView } from '@neelami/shared/realtime';
import { prefillAfter } from './next-bid';

/** What the room knows about its sub-events, as the server last told it. */
export interface RoomState {
  /** The viewer's latest `current_bid` view per sub-event. */
  views: Record<string, CurrentBidView>;
  /** Closing time per sub-event (epoch ms), from the newest view or countdown. */
  endsAt: Record<string, number>;
  /** Admin: participants from the 5-second `active_users_list`, per sub-event. */
  activeUsers: Record<string, ParticipantView[]>;
  /** Sub-events removed with OK on the 'Auction Over' overlay, with the closing time they had then. */
  dismissed: Record<string, number>;
  /**
   * The last anti-sniping extension per sub-event (SPEC §4: a leading bid in the last minutes): by
   * how many minutes, and the closing time it set. Shown while that is still the closing time.
   */
  extended: Record<string, { minutes: number; endsAt: number }>;
}

/** How a numbered event fits the sequence already seen for its sub-event. */
export type SeqFit = 'next' | 'stale' | 'gap';

const emptyState = (): RoomState => ({ views: {}, endsAt: {}, activeUsers: {}, dismissed: {}, extended: {} });

/**
 * The room's state, fed by socket events (API.md "Realtime"). Every sub-event event
 * carries `seq`; views older than the one shown are dropped, and a numbered
 * event that skips a number tells the caller to re-join for fresh views
 * (ARCHITECTURE.md: Socket.IO delivers at most once). Framework-free so it can be tested.
 */
export class RoomStore {
  private state: RoomState = emptyState();
  private readonly seq = new Map<string, number>();
  private readonly endsAtStamp = new Map<string, number>();
  /** Sub-events whose next view is taken whatever its seq (after a re-join). */
  private readonly fresh = new Set<string>();
  /** Sub-events a join has shown the room (a closed one is dismissed only the first time). */
  private readonly seen = new Set<string>();
  private readonly listeners = new Set<() => void>();

  getState = (): RoomState => this.state;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private set(next: Partial<RoomState>) {
    this.state = { ...this.state, ...next };
    for (const l of this.listeners) l();
  }

  /** The last seq seen for a sub-event, if any. */
  lastSeq(subEventId: string): number | undefined {
    return this.seq.get(subEventId);
  }

  /** Applies a `current_bid` view unless a newer one is already shown; returns whether it was applied. */
  applyView(p: CurrentBidView): boolean {
    if (!p || typeof p.subEventId !== 'string' || typeof p.seq !== 'number' || !p.subEvent) return false;
    const id = p.subEventId;
    const last = this.seq.get(id);
    if (last !== undefined && p.seq < last && !this.fresh.has(id)) return false;
    this.fresh.delete(id);
    this.seq.set(id, p.seq);
    const endsAt = { ...this.state.endsAt };
    this.takeEndsAt(endsAt, id, p.endsAt ?? p.subEvent.closesAt, p.serverTime);
    this.set({ views: { ...this.state.views, [id]: p }, endsAt });
    return true;
  }

  /**
   * A join's views (API.md `join_auction`): each taken whatever its seq, and a lot already closed
   * when the room first sees it is not shown (SPEC §4: only running ones). The very views shown
   * already (the room's first render took them from the early join) change nothing.
   */
  applyJoinViews(views: CurrentBidView[]) {
    if (views.every((p) => p && this.state.views[p.subEventId] === p)) return;
    this.expectFreshViews(views.map((p) => p?.subEventId));
    for (const p of views) {
      if (!this.applyView(p)) continue;
      if (!this.seen.has(p.subEventId) && p.subEvent.status === 'closed') this.dismiss(p.subEventId);
      this.seen.add(p.subEventId);
    }
  }

  /**
   * Checks a numbered event against the sequence: the next one, an old one, or a gap. A `new_bid`
   * carries the seqs `seqFrom`…`seq` (API.md "Realtime"): it follows when it starts at most one
   * past the last seq seen and ends beyond it.
   */
  noteSeq(subEventId: string, seq: number, seqFrom: number = seq): SeqFit {
    if (typeof seq !== 'number' || !Number.isFinite(seq)) return 'stale';
    const from = typeof seqFrom === 'number' && Number.isFinite(seqFrom) && seqFrom <= seq ? seqFrom : seq;
    const last = this.seq.get(subEventId);
    // Nothing seen yet for this sub-event: only a fresh view can start the sequence.
    if (last === undefined) return 'gap';
    if (seq <= last) return 'stale';
    if (from <= last + 1) {
      this.seq.set(subEventId, seq);
      return 'next';
    }
    return 'gap';
  }

  /** After a reconnect or a gap: the next view of every sub-event is taken whatever its seq. */
  expectFreshViews(subEventIds: string[]) {
    for (const id of subEventIds) this.fresh.add(id);
  }

  /**
   * Applies a `new_bid` that follows the sequence: the parts it carries go into the view
   * shown (the viewer's own `current_bid` follows when its own standing changed). A gap or a
   * missing view is reported so the caller re-joins.
   */
  applyNewBid(n: NewBidView): SeqFit {
    if (!n || typeof n.subEventId !== 'string') return 'stale';
    const id = n.subEventId;
    const view = this.state.views[id];
    if (!view) return 'gap';
    const fit = this.noteSeq(id, n.seq, n.seqFrom);
    if (fit !== 'next') return fit;
    const before = this.state.endsAt[id];
    const endsAt = { ...this.state.endsAt };
    this.takeEndsAt(endsAt, id, n.endsAt, n.serverTime);
    // A bid of this message moved the closing time (anti-sniping): by how much, said on the row.
    const minutes = n.extended && before !== undefined ? Math.round((endsAt[id] - before) / 60_000) : 0;
    const extended =
      minutes > 0 ? { ...this.state.extended, [id]: { minutes, endsAt: endsAt[id] } } : this.state.extended;
    this.set({ views: { ...this.state.views, [id]: mergeNewBid(view, n) }, endsAt, extended });
    return 'next';
  }

  /**
   * Applies a `countdown`: the closing time (if this message is newer than the one that set it)
   * and a close. Its `seq` is the sub-event's current one, so a higher number than ours means a
   * change was missed: reported as a gap.
   */
  applyCountdown(
    c: Pick<CountdownPayload, 'subEventId' | 'endsAt' | 'serverTime'> & Partial<CountdownPayload>,
  ): SeqFit {
    if (!c || typeof c.subEventId !== 'string') return 'stale';
    const id = c.subEventId;
    const endsAt = { ...this.state.endsAt };
    const changed = this.takeEndsAt(endsAt, id, c.endsAt, c.serverTime);
    const view = this.state.views[id];
    const closes = c.status === 'closed' && view && view.subEvent.status !== 'closed';
    if (changed || closes) {
      this.set({
        endsAt,
        views: closes
          ? {
              ...this.state.views,
              [id]: { ...view, subEvent: { ...view.subEvent, status: 'closed' } },
            }
          : this.state.views,
      });
    }
    return this.checkCurrentSeq(id, c.seq);
  }

  /**
   * Checks the seq of a message that names the sub-event's current one without changing it
   * (`countdown`, `bid_error`, `admin_message`, API.md): higher than ours means a change was missed.
   */
  checkCurrentSeq(subEventId: string, seq: unknown): SeqFit {
    const last = this.seq.get(subEventId);
    if (typeof seq === 'number' && last !== undefined && seq > last) return 'gap';
    return 'stale';
  }

  private takeEndsAt(
    target: Record<string, number>,
    id: string,
    endsAtIso: string | undefined,
    stampIso: string | undefined,
  ) {
    const at = endsAtIso ? Date.parse(endsAtIso) : Number.NaN;
    if (!Number.isFinite(at)) return false;
    const stamp = stampIso ? Date.parse(stampIso) : Number.NaN;
    const prev = this.endsAtStamp.get(id);
    if (prev !== undefined && Number.isFinite(stamp) && stamp < prev) return false;
    if (Number.isFinite(stamp)) this.endsAtStamp.set(id, stamp);
    if (target[id] === at) return false;
    target[id] = at;
    return true;
  }

  /** Admin: the participants of a sub-event from `active_users_list`. */
  applyActiveUsers(subEventId: string, users: ParticipantView[]) {
    if (typeof subEventId !== 'string' || !Array.isArray(users)) return;
    this.set({ activeUsers: { ...this.state.activeUsers, [subEventId]: users } });
  }

  /** OK on the 'Auction Over' overlay removes the sub-event from the room (SPEC §4). */
  dismiss(subEventId: string) {
    const at = this.state.endsAt[subEventId] ?? 0;
    this.set({ dismissed: { ...this.state.dismissed, [subEventId]: at } });
  }
}

/**
 * Whether a sub-event stays in the room: not dismissed, or re-opened since (an admin moved its
 * end past the time it had when OK was pressed), so nobody misses a lot that is live again.
 */
export function isShown(state: RoomState, subEventId: string): boolean {
  const d = state.dismissed[subEventId];
  if (d === undefined) return true;
  const endsAt = state.endsAt[subEventId];
  const status = state.views[subEventId]?.subEvent.status;
  return endsAt !== undefined && endsAt > d && status !== 'closed';
}

/**
 * By how many minutes a bid in the last minutes extended the sub-event, while the closing time is
 * still the one that extension set (an admin's later change of the time ends the notice); else null.
 */
export function extendedBy(state: RoomState, subEventId: string): number | null {
  const e = state.extended[subEventId];
  return e && state.endsAt[subEventId] === e.endsAt ? e.minutes : null;
}

/**
 * The view after a `new_bid` of the same viewer kind (what the event carries; the rest stays).
 * A `new_bid` may carry several bids: its figures are those after the last one.
 */
export function mergeNewBid(p: CurrentBidView, n: NewBidView): CurrentBidView {
  const base = {
    seq: n.seq,
    serverTime: n.serverTime,
    endsAt: n.endsAt ?? p.endsAt,
    reserveMet: n.reserveMet === undefined ? p.reserveMet : n.reserveMet,
  };
  if (p.viewer === 'bidder' && n.viewer === 'bidder') {
    // A Rank auction hides the leading amount: the prefill stays as the last view had it.
    const next = typeof n.leadingAmount === 'number' ? prefillAfter(p.subEvent, n.leadingAmount) : null;
    const nextBidAmount = next ?? p.nextBidAmount;
    // The amount needed for rank 1 follows the leading amount; the bidder's own figures (rank,
    // lead) come with its own current_bid when they change.
    const amountNeededForRank1 =
      typeof n.leadingAmount === 'number' ? (p.isLeader ? null : next) : p.amountNeededForRank1;
    return { ...p, ...base, leadingAmount: n.leadingAmount, nextBidAmount, amountNeededForRank1 };
  }
  if (p.viewer === 'guest' && n.viewer === 'guest') return { ...p, ...base, top: n.top };
  if (p.viewer === 'admin' && n.viewer === 'admin') {
    const known = new Set(p.bids.map((b) => b._id));
    const fresh = n.bids.filter((b) => !known.has(b._id));
    // The admin's bids are newest first (lastBid = bids[0]); a step's rows come oldest first.
    const newestFirst = [...fresh]
      .reverse()
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    const bids = [...newestFirst, ...p.bids];
    return { ...p, ...base, leadingAmount: n.leadingAmount, bids, lastBid: newestFirst[0] ?? p.lastBid };
  }
  return { ...p, ...base };
}
