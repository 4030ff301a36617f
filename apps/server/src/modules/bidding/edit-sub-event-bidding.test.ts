import { describe, expect, it } from 'vitest';
import type { SubEventRow } from '../events/event-queries';
import type { SubEventRowColumns } from '../events/sub-event-bidding';
import { planSubEventEdit } from './edit-sub-event-bidding';

const now = new Date('2025-01-01T10:00:00Z');
const later = new Date('2025-01-01T12:00:00Z');
const earlier = new Date('2025-01-01T09:00:00Z');
const columns: SubEventRowColumns = {
  name: 'Lot',
  location: '',
  subEventType: 'forward',
  quantityOrTypesOfTrunk: '',
  unit: '',
  rule: '',
  serialNo: 1,
  startValue: 100_000,
  incrementOrDecrement: 1_000,
  emdAmount: 0,
  eventStartsOn: earlier,
  eventEndsOn: later,
  isActive: true,
  details: '',
  specification: '',
};
const row = (over: Partial<SubEventRow> = {}) =>
  ({
    ...columns,
    status: 'open',
    closesAt: new Date('2025-01-01T11:00:00Z'),
    closedAt: null,
    ...over,
  }) as SubEventRow;

/** A lot opened again has no result of a close. */
const NO_RESULT = { result: null, resultDecideBy: null, counterAmount: null };

describe('planSubEventEdit', () => {
  it('sets the Active box and the auto-bid switch alone', () => {
    expect(planSubEventEdit(row(), { kind: 'active', isActive: false }, true, now)).toEqual({
      ok: true,
      set: { isActive: false },
    });
    expect(planSubEventEdit(row(), { kind: 'auto-bid', enabled: false }, true, now)).toEqual({
      ok: true,
      set: { autoBidEnabled: false },
    });
  });

  it('moves the closing with the end while nobody has bid, and reopens a closed lot whose end is ahead', () => {
    const plan = planSubEventEdit(
      row({ status: 'closed', closedAt: earlier }),
      { kind: 'row', columns },
      false,
      now,
    );
    expect(plan).toEqual({
      ok: true,
      set: { ...columns, closesAt: later, status: 'open', closedAt: null, ...NO_RESULT },
    });
  });

  it('reschedules an unbid lot to a new window, open again with no extension; never one with a bid', () => {
    const edit = { kind: 'reschedule' as const, startsOn: now, endsOn: later };
    expect(planSubEventEdit(row({ status: 'closed', closedAt: earlier }), edit, false, now)).toEqual({
      ok: true,
      set: {
        eventStartsOn: now,
        eventEndsOn: later,
        closesAt: later,
        status: 'open',
        closedAt: null,
        extensionCount: 0,
        ...NO_RESULT,
      },
    });
    expect(planSubEventEdit(row(), edit, true, now)).toEqual({ ok: false, code: 'LOCKED' });
  });

  it('locks type, start value and step once a bid exists', () => {
    const edit = { kind: 'row' as const, columns: { ...columns, startValue: 200_000 } };
    expect(planSubEventEdit(row(), edit, true, now)).toEqual({ ok: false, code: 'LOCKED' });
    expect(planSubEventEdit(row(), edit, false, now).ok).toBe(true);
  });

  it('locks the EMD once a bid exists', () => {
    const edit = { kind: 'row' as const, columns: { ...columns, emdAmount: 5_000_00 } };
    expect(planSubEventEdit(row(), edit, true, now)).toEqual({ ok: false, code: 'LOCKED' });
    expect(planSubEventEdit(row(), edit, false, now).ok).toBe(true);
  });

  it('with bids, only ever moves the closing later', () => {
    const sooner = { ...columns, eventEndsOn: new Date('2025-01-01T10:30:00Z') };
    expect(planSubEventEdit(row(), { kind: 'row', columns: sooner }, true, now)).toEqual({
      ok: true,
      set: sooner,
    });
    expect(planSubEventEdit(row(), { kind: 'row', columns }, true, now)).toEqual({
      ok: true,
      set: { ...columns, closesAt: later },
    });
  });

  it('moves an open lot’s end alone, the closing by the row edit’s rule (with bids only later)', () => {
    const sooner = new Date('2025-01-01T10:30:00Z');
    const end = (endsOn: Date) => ({ kind: 'end' as const, endsOn });
    expect(planSubEventEdit(row(), end(sooner), false, now)).toEqual({
      ok: true,
      set: { eventEndsOn: sooner, closesAt: sooner },
    });
    expect(planSubEventEdit(row(), end(sooner), true, now)).toEqual({
      ok: true,
      set: { eventEndsOn: sooner },
    });
    expect(planSubEventEdit(row(), end(later), true, now)).toEqual({
      ok: true,
      set: { eventEndsOn: later, closesAt: later },
    });
  });

  it('leaves a closed or inactive lot, or one that would close at or before its start, as it is', () => {
    const end = { kind: 'end' as const, endsOn: later };
    const closed = row({ status: 'closed', closedAt: earlier });
    expect(planSubEventEdit(closed, end, false, now)).toEqual({ ok: false, code: 'NOT_OPEN' });
    expect(planSubEventEdit(row({ isActive: false }), end, false, now)).toEqual({
      ok: false,
      code: 'NOT_OPEN',
    });
    const atStart = { kind: 'end' as const, endsOn: earlier };
    expect(planSubEventEdit(row(), atStart, false, now)).toEqual({ ok: false, code: 'NOT_OPEN' });
  });
});
