import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, verifyChain } from './bid-hash';
import { chainBidRows } from './chain-bid-rows';

const at = new Date('2025-01-01T10:00:00Z');
const records = [
  { bidId: 'new', bidderId: 'b1', amount: 100_000, kind: 'auto' as const, serial: 1 },
  { bidId: 'new:1', bidderId: 'b2', amount: 101_000, kind: 'proxy' as const, serial: 2 },
];

describe('chainBidRows', () => {
  it('hands out ascending ids along the records and chains each row to the one before', () => {
    const ids = ['c', 'a'];
    const out = chainBidRows(
      {
        subEventId: 's',
        seq: 4,
        at,
        lastHash: GENESIS_HASH,
        records,
        commander: { clientBidId: 'x', ip: '10.0.0.1' },
      },
      () => ids.shift() as string,
    );
    expect(out.rows.map((r) => r.id)).toEqual(['a', 'c']);
    expect(out.ownBidId).toBe('a');
    expect(out.rows[0]).toMatchObject({ clientBidId: 'x', ip: '10.0.0.1', seq: 4, serial: 1 });
    expect(out.rows[1]).toMatchObject({ clientBidId: null, ip: '', serial: 2 });
    expect(out.lastHash).toBe(out.rows[1].hash);
    expect(verifyChain(out.rows)).toEqual({ ok: true, count: 2 });
    expect(out.records.map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('gives no row the client bid id or IP when nobody commanded a bid (a closing, an extension)', () => {
    const out = chainBidRows({ subEventId: 's', seq: 1, at, lastHash: 'h', records: [], commander: null });
    expect(out).toMatchObject({ rows: [], ownBidId: null, lastHash: 'h' });
  });
});
