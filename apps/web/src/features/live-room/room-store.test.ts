import type { BidderView } from '@neelami/shared/bidding';
import { describe, expect, it, vi } from 'vitest';
import { extendedBy, isShown, RoomStore } from './room-store';
import { roomLot } from './room-test-lot';

const sub = roomLot();

function view(seq: number, over: Partial<BidderView> = {}): BidderView {
  return {
    viewer: 'bidder',
    reserveMet: null,
    subEventId: 's1',
    seq,
    serverTime: `2025-01-01T00:00:${String(seq).padStart(2, '0')}.000Z`,
    endsAt: '2025-01-01T01:00:00.000Z',
    secondsLeft: 100,
    subEvent: sub,
    leadingAmount: 1000 + seq * 100,
    myRank: 1,
    myLastBid: null,
    myAutoBidLimit: null,
    amountNeededForRank1: null,
    nextBidAmount: 1100 + seq * 100,
    isLeader: false,
    ...over,
  };
}

describe('RoomStore', () => {
  it('shows the newest view and drops an older one that arrives late', () => {
    const store = new RoomStore();
    const seen = vi.fn();
    store.subscribe(seen);
    expect(store.applyView(view(3))).toBe(true);
    expect(store.applyView(view(2))).toBe(false);
    expect((store.getState().views.s1 as BidderView).leadingAmount).toBe(1300);
    expect(store.applyView(view(3, { myLastBid: 1300 }))).toBe(true); // same seq: the fuller view wins
    expect(store.applyView(view(7))).toBe(true); // a view is whole: a jump is fine
    expect(store.lastSeq('s1')).toBe(7);
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('tells the next numbered event from an old one and from a gap', () => {
    const store = new RoomStore();
    expect(store.noteSeq('s1', 1)).toBe('gap'); // nothing seen yet: a fresh view is needed
    store.applyView(view(4));
    expect(store.noteSeq('s1', 4)).toBe('stale');
    expect(store.noteSeq('s1', 5)).toBe('next');
    expect(store.noteSeq('s1', 5)).toBe('stale');
    expect(store.noteSeq('s1', 7)).toBe('gap');
    expect(store.lastSeq('s1')).toBe(5);
  });

  it("takes a join's views whatever their seq, dismisses a lot closed when first seen, and changes nothing for the same views", () => {
    const store = new RoomStore();
    const seen = vi.fn();
    store.subscribe(seen);
    store.applyView(view(9));
    const closed = view(3, {
      subEventId: 's2',
      subEvent: { ...sub, _id: 's2', status: 'closed' },
    });
    const views = [view(2), closed];
    store.applyJoinViews(views);
    expect(store.lastSeq('s1')).toBe(2); // a re-join's view starts the sequence again
    expect(isShown(store.getState(), 's1')).toBe(true);
    expect(isShown(store.getState(), 's2')).toBe(false); // closed before the room opened
    const calls = seen.mock.calls.length;
    const state = store.getState();
    // The room's first render took these from the early join; taking the join changes nothing.
    store.applyJoinViews(views);
    expect(store.getState()).toBe(state);
    expect(seen).toHaveBeenCalledTimes(calls);
    // A later join's view of a lot the room has seen is not dismissed again (OK'd, re-opened, ...).
    store.applyJoinViews([view(4, { subEventId: 's2', subEvent: { ...sub, _id: 's2', status: 'closed' } })]);
    expect(store.getState().dismissed).toEqual(state.dismissed);
  });

  it('takes the first view after a re-join even if its seq is lower', () => {
    const store = new RoomStore();
    store.applyView(view(9));
    store.expectFreshViews(['s1']);
    expect(store.applyView(view(2))).toBe(true);
    expect(store.applyView(view(1))).toBe(false);
  });

  it('keeps the closing time of the newest message, from views or countdowns', () => {
    const store = new RoomStore();
    store.applyView(view(1));
    store.applyCountdown({
      subEventId: 's1',
      endsAt: '2025-01-01T01:03:00.000Z',
      serverTime: '2025-01-01T00:00:05.000Z',
    });
    expect(store.getState().endsAt.s1).toBe(Date.parse('2025-01-01T01:03:00.000Z'));
    // A countdown stamped before the extension must not undo it.
    store.applyCountdown({
      subEventId: 's1',
      endsAt: '2025-01-01T01:00:00.000Z',
      serverTime: '2025-01-01T00:00:04.000Z',
    });
    expect(store.getState().endsAt.s1).toBe(Date.parse('2025-01-01T01:03:00.000Z'));
    store.applyCountdown({ subEventId: 's1', endsAt: 'garbage', serverTime: '2025-01-01T00:00:09.000Z' });
    expect(store.getState().endsAt.s1).toBe(Date.parse('2025-01-01T01:03:00.000Z'));
  });

  it('removes a dismissed sub-event, and brings it back if an admin re-opens it later', () => {
    const store = new RoomStore();
    store.applyView(view(1));
    expect(isShown(store.getState(), 's1')).toBe(true);
    store.dismiss('s1');
    expect(isShown(store.getState(), 's1')).toBe(false);
    store.applyCountdown({
      subEventId: 's1',
      endsAt: '2025-01-01T02:00:00.000Z',
      serverTime: '2025-01-01T00:10:00.000Z',
    });
    expect(isShown(store.getState(), 's1')).toBe(true);
  });

  it('ignores malformed views', () => {
    const store = new RoomStore();
    expect(store.applyView({} as BidderView)).toBe(false);
    expect(store.applyView(null as unknown as BidderView)).toBe(false);
  });

  it('merges a new_bid that follows the sequence and asks for a re-join on a gap', () => {
    const store = new RoomStore();
    store.applyView(view(1, { leadingAmount: 1100, nextBidAmount: 1200 }));
    const bid = (seq: number, leadingAmount: number | null) => ({
      viewer: 'bidder' as const,
      reserveMet: null,
      subEventId: 's1',
      seqFrom: seq,
      seq,
      serverTime: '2025-01-01T00:00:30.000Z',
      endsAt: '2025-01-01T01:03:00.000Z',
      extended: true,
      leadingAmount,
      bids: [{ seq, amount: leadingAmount, extended: false }],
    });
    expect(store.applyNewBid(bid(2, 1500))).toBe('next');
    const p = store.getState().views.s1 as BidderView;
    expect(p.leadingAmount).toBe(1500);
    expect(p.nextBidAmount).toBe(1600); // forward: leading plus the step
    expect(store.getState().endsAt.s1).toBe(Date.parse('2025-01-01T01:03:00.000Z'));
    expect(store.applyNewBid(bid(2, 1500))).toBe('stale');
    expect(store.applyNewBid(bid(4, 1900))).toBe('gap');
    expect((store.getState().views.s1 as BidderView).leadingAmount).toBe(1500);
    expect(new RoomStore().applyNewBid(bid(1, 1))).toBe('gap'); // no view yet
  });

  it('remembers by how much a late bid extended the lot, until the closing time changes otherwise', () => {
    const store = new RoomStore();
    store.applyView(view(1)); // closes 01:00:00
    const late = (seq: number, endsAt: string, extended: boolean) => ({
      viewer: 'bidder' as const,
      reserveMet: null,
      subEventId: 's1',
      seqFrom: seq,
      seq,
      serverTime: `2025-01-01T00:58:0${seq}.000Z`,
      endsAt,
      extended,
      leadingAmount: 2000 + seq,
      bids: [{ seq, amount: 2000 + seq, extended }],
    });
    expect(extendedBy(store.getState(), 's1')).toBeNull();
    store.applyNewBid(late(2, '2025-01-01T01:00:00.000Z', false));
    expect(extendedBy(store.getState(), 's1')).toBeNull();
    store.applyNewBid(late(3, '2025-01-01T01:03:00.000Z', true));
    expect(extendedBy(store.getState(), 's1')).toBe(3);
    // A later bid that extends nothing leaves the notice; the admin moving the time ends it.
    store.applyNewBid(late(4, '2025-01-01T01:03:00.000Z', false));
    expect(extendedBy(store.getState(), 's1')).toBe(3);
    store.applyCountdown({
      subEventId: 's1',
      endsAt: '2025-01-01T01:10:00.000Z',
      serverTime: '2025-01-01T00:59:00.000Z',
    });
    expect(extendedBy(store.getState(), 's1')).toBeNull();
  });

  it('applies a new_bid that carries several bids (seqFrom…seq) and the amount needed for rank 1', () => {
    const store = new RoomStore();
    store.applyView(
      view(1, { leadingAmount: 1100, nextBidAmount: 1200, amountNeededForRank1: 1200, isLeader: false }),
    );
    const batch = (seqFrom: number, seq: number, leadingAmount: number) => ({
      viewer: 'bidder' as const,
      reserveMet: null,
      subEventId: 's1',
      seqFrom,
      seq,
      serverTime: '2025-01-01T00:00:30.000Z',
      endsAt: '2025-01-01T01:00:00.000Z',
      extended: false,
      leadingAmount,
      bids: Array.from({ length: seq - seqFrom + 1 }, (_, i) => ({
        seq: seqFrom + i,
        amount: leadingAmount,
        extended: false,
      })),
    });
    expect(store.applyNewBid(batch(2, 4, 1500))).toBe('next');
    expect(store.lastSeq('s1')).toBe(4);
    const p = store.getState().views.s1 as BidderView;
    expect([p.leadingAmount, p.nextBidAmount, p.amountNeededForRank1]).toEqual([1500, 1600, 1600]);
    // Overlapping what was seen: the newer part counts.
    expect(store.applyNewBid(batch(4, 6, 1700))).toBe('next');
    expect(store.lastSeq('s1')).toBe(6);
    expect(store.applyNewBid(batch(5, 6, 1700))).toBe('stale');
    // Starting past the next seq: a gap.
    expect(store.applyNewBid(batch(8, 9, 1900))).toBe('gap');
    expect((store.getState().views.s1 as BidderView).leadingAmount).toBe(1700);
  });

  it('steps the prefill down in a reverse auction', () => {
    const store = new RoomStore();
    store.applyView(view(1, { subEvent: { ...sub, direction: 'reverse', subEventType: 'reverse' } }));
    store.applyNewBid({
      viewer: 'bidder',
      reserveMet: null,
      subEventId: 's1',
      seqFrom: 2,
      seq: 2,
      serverTime: '2025-01-01T00:00:30.000Z',
      endsAt: '2025-01-01T01:00:00.000Z',
      extended: false,
      leadingAmount: 900,
      bids: [{ seq: 2, amount: 900, extended: false }],
    });
    expect((store.getState().views.s1 as BidderView).nextBidAmount).toBe(800);
  });

  // One rule, one place: the prefill is the engine's nextBidPrefill, which counts in whole paise.
  it('prefills the next bid exactly when the amounts have paise', () => {
    const store = new RoomStore();
    store.applyView(view(1, { subEvent: { ...sub, startValue: 1000.1, incrementOrDecrement: 0.2 } }));
    const bid = (seq: number, leadingAmount: number) => ({
      viewer: 'bidder' as const,
      reserveMet: null,
      subEventId: 's1',
      seqFrom: seq,
      seq,
      serverTime: '2025-01-01T00:00:30.000Z',
      endsAt: '2025-01-01T01:00:00.000Z',
      extended: false,
      leadingAmount,
      bids: [{ seq, amount: leadingAmount, extended: false }],
    });
    store.applyNewBid(bid(2, 1000.1));
    expect((store.getState().views.s1 as BidderView).nextBidAmount).toBe(1000.3);
    store.applyNewBid(bid(3, 1000.7));
    expect((store.getState().views.s1 as BidderView).nextBidAmount).toBe(1000.9);
  });

  it('keeps the prefill when no further bid is possible (a reverse auction near zero)', () => {
    const store = new RoomStore();
    const reverse = { ...sub, direction: 'reverse' as const, subEventType: 'reverse' };
    store.applyView(view(1, { subEvent: reverse, leadingAmount: 150, nextBidAmount: 50 }));
    store.applyNewBid({
      viewer: 'bidder',
      reserveMet: null,
      subEventId: 's1',
      seqFrom: 2,
      seq: 2,
      serverTime: '2025-01-01T00:00:30.000Z',
      endsAt: '2025-01-01T01:00:00.000Z',
      extended: false,
      leadingAmount: 100,
      bids: [{ seq: 2, amount: 100, extended: false }],
    });
    const p = store.getState().views.s1 as BidderView;
    expect(p.leadingAmount).toBe(100);
    expect(p.nextBidAmount).toBe(50);
  });

  it('reports a countdown whose seq is ahead as a gap and marks a close', () => {
    const store = new RoomStore();
    store.applyView(view(3));
    const c = {
      subEventId: 's1',
      endsAt: '2025-01-01T01:00:00.000Z',
      serverTime: '2025-01-01T00:59:59.000Z',
    };
    expect(store.applyCountdown({ ...c, seq: 3, secondsLeft: 1, status: 'open' })).toBe('stale');
    expect(store.applyCountdown({ ...c, seq: 4, secondsLeft: 1, status: 'open' })).toBe('gap');
    store.applyCountdown({ ...c, seq: 3, secondsLeft: 0, status: 'closed' });
    expect(store.getState().views.s1.subEvent.status).toBe('closed');
  });

  it('reports a bid_error or admin_message whose current seq is ahead as a gap, and changes nothing', () => {
    const store = new RoomStore();
    expect(store.checkCurrentSeq('s1', 4)).toBe('stale');
    store.applyView(view(3));
    expect(store.checkCurrentSeq('s1', 3)).toBe('stale');
    expect(store.checkCurrentSeq('s1', undefined)).toBe('stale');
    expect(store.checkCurrentSeq('s1', 4)).toBe('gap');
    expect(store.lastSeq('s1')).toBe(3);
  });

  it('puts the admin new bid rows first and names the newest as the last bid', () => {
    const store = new RoomStore();
    const bidder = { _id: 'u1', name: 'Buyer One', email: 'b1@example.com', cellNumber: '9999999999' };
    const row = (id: string, amount: number, at: string) => ({
      _id: id,
      amount,
      kind: 'manual' as const,
      status: 'accepted' as const,
      createdAt: at,
      bidder,
    });
    const old = row('b1', 1100, '2025-01-01T00:00:01.000Z');
    store.applyView({
      viewer: 'admin',
      reserveMet: null,
      subEventId: 's1',
      seq: 1,
      serverTime: '2025-01-01T00:00:02.000Z',
      endsAt: '2025-01-01T01:00:00.000Z',
      secondsLeft: 100,
      subEvent: sub,
      leadingAmount: 1100,
      lastBid: old,
      bids: [old],
      participants: [],
      top: [{ rank: 1, amount: 1100 }],
    });
    store.applyNewBid({
      viewer: 'admin',
      reserveMet: null,
      subEventId: 's1',
      seqFrom: 2,
      seq: 2,
      serverTime: '2025-01-01T00:00:05.000Z',
      endsAt: '2025-01-01T01:00:00.000Z',
      extended: false,
      leadingAmount: 1300,
      // A manual bid and the auto bid's answer, recorded in one step at the same instant.
      bids: [row('b2', 1200, '2025-01-01T00:00:05.000Z'), row('b3', 1300, '2025-01-01T00:00:05.000Z')],
    });
    const p = store.getState().views.s1;
    if (p.viewer !== 'admin') throw new Error('admin view expected');
    expect(p.bids.map((b) => b._id)).toEqual(['b3', 'b2', 'b1']);
    expect(p.lastBid?._id).toBe('b3');
    expect(p.leadingAmount).toBe(1300);
  });
});
