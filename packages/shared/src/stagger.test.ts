import { describe, expect, it } from 'vitest';
import { hindiOf } from './message-catalogue';
import {
  planStagger,
  type StaggerLot,
  staggerBeforeStartMessage,
  staggerInputSchema,
  staggerProblemMessage,
} from './stagger';

const MIN = 60_000;
const now = Date.UTC(2026, 0, 10, 4, 30); // 10:00 am IST
const lot = (serialNo: number, over: Partial<StaggerLot> = {}): StaggerLot => ({
  id: `lot-${serialNo}`,
  serialNo,
  auctionNo: serialNo,
  name: `Lot ${serialNo}`,
  isActive: true,
  status: 'open',
  eventStartsOn: now - 60 * MIN,
  closesAt: now + 120 * MIN,
  hasBids: false,
  ...over,
});

describe('staggered closing (API.md "Staggered closing")', () => {
  it('ends the active open lots one after another in serial order, whatever order they come in', () => {
    const lots = [lot(3), lot(1), lot(2, { auctionNo: 9 }), lot(2, { id: 'lot-2b', auctionNo: 4 })];
    const plan = planStagger(lots, { firstEndsOn: now + 30 * MIN, minutes: 2 }, now);
    expect(plan.ok && plan.lots.map((p) => [p.lot.id, (p.endsOn - now) / MIN])).toEqual([
      ['lot-1', 30],
      ['lot-2b', 32],
      ['lot-2', 34],
      ['lot-3', 36],
    ]);
  });

  it('leaves closed and inactive lots out, and counts the gaps over the moved lots only', () => {
    const lots = [lot(1, { status: 'closed' }), lot(2), lot(3, { isActive: false }), lot(4)];
    const plan = planStagger(lots, { firstEndsOn: now + 10 * MIN, minutes: 5 }, now);
    expect(plan.ok && plan.lots.map((p) => [p.lot.id, (p.endsOn - now) / MIN])).toEqual([
      ['lot-2', 10],
      ['lot-4', 15],
    ]);
  });

  it('closes an unbid lot at its new end; a lot with bids keeps a later closing', () => {
    const lots = [lot(1, { hasBids: true, closesAt: now + 90 * MIN }), lot(2, { hasBids: true }), lot(3)];
    const plan = planStagger(lots, { firstEndsOn: now + 60 * MIN, minutes: 60 }, now);
    expect(plan.ok && plan.lots.map((p) => (p.closesAt - now) / MIN)).toEqual([90, 120, 180]);
  });

  it('refuses nothing to move, a first close not after now, and a close at or before its lot’s start', () => {
    const input = { firstEndsOn: now + 10 * MIN, minutes: 5 };
    expect(planStagger([lot(1, { isActive: false })], input, now)).toEqual({ ok: false, problem: 'no-lots' });
    expect(planStagger([lot(1)], { ...input, firstEndsOn: now }, now)).toEqual({
      ok: false,
      problem: 'first-past',
    });
    // Lot 2 starts at exactly its new close (+15 min): refused, naming it.
    const late = lot(2, { eventStartsOn: now + 15 * MIN });
    const plan = planStagger([lot(1), late, lot(3)], input, now);
    expect(plan).toEqual({ ok: false, problem: 'before-start', lot: late, endsOn: now + 15 * MIN });
    if (plan.ok) return;
    const message = staggerProblemMessage(plan);
    expect(message).toBe(
      'Serial No 2 (Lot 2) would close at 10 Jan 2026, 10:15 am IST, not after its start at 10 Jan 2026, 10:15 am IST. Choose a later first close.',
    );
    expect(hindiOf(message)).toContain('क्रम संख्या 2 (Lot 2)');
  });

  it('takes an ISO instant and whole minutes from 1 to 1440', () => {
    const ok = { firstEndsOn: '2026-01-10T05:00:00.000Z', minutes: '2' };
    expect(staggerInputSchema.parse(ok)).toEqual({ ...ok, minutes: 2 });
    for (const minutes of [0, 1.5, 1441, -3, 'two'])
      expect(staggerInputSchema.safeParse({ ...ok, minutes }).success).toBe(false);
    expect(staggerInputSchema.safeParse({ ...ok, firstEndsOn: 'tomorrow' }).success).toBe(false);
    expect(staggerInputSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });

  it('names the lot and both times in the refusal', () => {
    const text = staggerBeforeStartMessage(lot(7, { name: 'Copper (bright)' }), now, () => 'T');
    expect(text).toBe(
      'Serial No 7 (Copper (bright)) would close at T, not after its start at T. Choose a later first close.',
    );
  });
});
