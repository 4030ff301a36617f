import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type IdentifierRow,
  identifierHint,
  type LotPart,
  type LotWin,
  linkedGroups,
  neverWins,
  normaliseIdentifier,
  rotation,
  type SignalBid,
  sharedIdentifiers,
  stepShadowing,
} from './integrity-signals';

const STEP = 10_000;

/** A made-up log: each entry is [member, amount in paise, kind]. */
function log(entries: [string, number, string?][]): SignalBid[] {
  return entries.map(([memberId, amount, kind], i) => ({
    id: `b${i + 1}`,
    memberId,
    amount,
    seq: i + 1,
    serial: i + 1,
    kind: kind ?? 'manual',
    status: 'accepted',
  }));
}

/** Two members raising each other by one step, `raises` times after A's opening bid. */
function shadowLog(raises: number, step = STEP, start = 100_000): [string, number][] {
  const out: [string, number][] = [['A', start]];
  for (let i = 1; i <= raises; i++) out.push([i % 2 ? 'B' : 'A', start + i * step]);
  return out;
}

describe('sharedIdentifiers', () => {
  const row = (memberId: string, kind: IdentifierRow['kind'], hash: string): IdentifierRow => ({
    memberId,
    kind,
    hash,
    hint: `…${hash}`,
  });

  it('finds two members with one PAN', () => {
    const shared = sharedIdentifiers([row('m1', 'pan', 'x'), row('m2', 'pan', 'x'), row('m3', 'pan', 'y')]);
    expect(shared).toEqual([{ kind: 'pan', hash: 'x', hint: '…x', memberIds: ['m1', 'm2'] }]);
  });

  it('does not flag one member seen twice, nor equal hashes of different kinds', () => {
    expect(sharedIdentifiers([row('m1', 'ip', 'x'), row('m1', 'ip', 'x'), row('m2', 'device', 'x')])).toEqual(
      [],
    );
  });
});

describe('linkedGroups', () => {
  it('joins members through chains of shared identifiers, but not through an IP alone', () => {
    const groups = linkedGroups([
      { kind: 'pan', hash: '1', hint: '', memberIds: ['a', 'b'] },
      { kind: 'phone', hash: '2', hint: '', memberIds: ['b', 'c'] },
      { kind: 'ip', hash: '3', hint: '', memberIds: ['c', 'd'] },
    ]);
    expect(groups).toEqual([['a', 'b', 'c']]);
  });
});

describe('stepShadowing', () => {
  it('fires when two members raise each other by the minimum step for five rounds', () => {
    const runs = stepShadowing(log(shadowLog(5)), STEP, false);
    expect(runs).toEqual([
      { memberIds: ['A', 'B'], bidIds: ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'], rounds: 5 },
    ]);
  });

  it('does not fire on four rounds', () => {
    expect(stepShadowing(log(shadowLog(4)), STEP, false)).toEqual([]);
  });

  it('does not fire when the raises are larger than the step', () => {
    expect(stepShadowing(log(shadowLog(8, STEP * 2)), STEP, false)).toEqual([]);
  });

  it('does not fire when a third bidder breaks the alternation', () => {
    const entries = shadowLog(3);
    entries.push(['C', 100_000 + 4 * STEP], ['A', 100_000 + 5 * STEP], ['C', 100_000 + 6 * STEP]);
    expect(stepShadowing(log(entries), STEP, false)).toEqual([]);
  });

  it('does not count auto bids replying to each other', () => {
    const entries = shadowLog(8).map(([m, a]): [string, number, string] => [m, a, 'proxy']);
    expect(stepShadowing(log(entries), STEP, false)).toEqual([]);
  });

  it('reads a reverse auction downwards', () => {
    const down = shadowLog(6, -STEP, 1_000_000);
    expect(stepShadowing(log(down), STEP, true)).toHaveLength(1);
    expect(stepShadowing(log(down), STEP, false)).toEqual([]);
  });

  it('property: a run never has fewer rounds than asked, and each round is one step by the other member', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('A', 'B', 'C'), fc.constantFrom(1, 2)), { maxLength: 40 }),
        (moves) => {
          let amount = 100_000;
          const entries: [string, number][] = moves.map(([m, k]) => {
            amount += k * STEP;
            return [m, amount];
          });
          const bids = log(entries);
          const byId = new Map(bids.map((b) => [b.id, b]));
          for (const run of stepShadowing(bids, STEP, false)) {
            expect(run.rounds).toBeGreaterThanOrEqual(5);
            expect(run.bidIds).toHaveLength(run.rounds + 1);
            for (let i = 1; i < run.bidIds.length; i++) {
              const a = byId.get(run.bidIds[i - 1] as string) as SignalBid;
              const b = byId.get(run.bidIds[i] as string) as SignalBid;
              expect(b.amount - a.amount).toBe(STEP);
              expect(b.memberId).not.toBe(a.memberId);
            }
          }
        },
      ),
    );
  });
});

describe('rotation', () => {
  const win = (subEventId: string, eventId: string, winnerId: string, day: number): LotWin => ({
    subEventId,
    eventId,
    winnerId,
    closedAt: new Date(Date.UTC(2026, 10, day)),
  });

  it('fires when linked members win one owner’s lots in turn across events', () => {
    const wins = [
      win('s1', 'e1', 'a', 1),
      win('s2', 'e2', 'x', 2),
      win('s3', 'e2', 'b', 3),
      win('s4', 'e3', 'a', 4),
    ];
    expect(rotation(wins, [['a', 'b']])).toEqual([
      { memberIds: ['a', 'b'], subEventIds: ['s1', 's3', 's4'] },
    ]);
  });

  it('does not fire when one member of the group wins twice in a row', () => {
    const wins = [win('s1', 'e1', 'a', 1), win('s2', 'e2', 'a', 2), win('s3', 'e3', 'b', 3)];
    expect(rotation(wins, [['a', 'b']])).toEqual([]);
  });

  it('does not fire within one event, nor for members who are not linked', () => {
    const oneEvent = [win('s1', 'e1', 'a', 1), win('s2', 'e1', 'b', 2), win('s3', 'e1', 'a', 3)];
    expect(rotation(oneEvent, [['a', 'b']])).toEqual([]);
    const spread = [win('s1', 'e1', 'a', 1), win('s2', 'e2', 'b', 2), win('s3', 'e3', 'a', 3)];
    expect(rotation(spread, [['a', 'c']])).toEqual([]);
  });
});

describe('neverWins', () => {
  const parts = (memberId: string, lots: number, bidsEach: number, wonAt = -1): LotPart[] =>
    Array.from({ length: lots }, (_, i) => ({
      memberId,
      subEventId: `s${i}`,
      bids: bidsEach,
      won: i === wonAt,
    }));

  it('fires for many bids over five closed lots and no win', () => {
    expect(neverWins(parts('m', 5, 3))).toEqual([{ memberId: 'm', lots: 5, bids: 15 }]);
  });

  it('does not fire after one win, over four lots, or with few bids', () => {
    expect(neverWins(parts('m', 6, 3, 2))).toEqual([]);
    expect(neverWins(parts('m', 4, 5))).toEqual([]);
    expect(neverWins(parts('m', 5, 1))).toEqual([]);
  });
});

describe('normaliseIdentifier', () => {
  it('makes spellings of one value equal', () => {
    expect(normaliseIdentifier('pan', ' abcde 1234f ')).toBe('ABCDE1234F');
    expect(normaliseIdentifier('phone', '+91 98765-43210')).toBe(normaliseIdentifier('phone', '09876543210'));
    expect(normaliseIdentifier('address', '12, MG Road,  Pune')).toBe(
      normaliseIdentifier('address', '12 mg road pune'),
    );
    expect(normaliseIdentifier('address', '12, M.G. Road, PUNE')).toBe('12 mg road pune');
    expect(normaliseIdentifier('phone', '12')).toBe('');
  });

  it('hints at a value by its tail only', () => {
    expect(identifierHint('pan', 'ABCDE1234F')).toBe('…234F');
    expect(identifierHint('device', 'abc')).toBe('');
    expect(identifierHint('ip', '127.0.0.1')).toBe('…0.1');
  });
});
