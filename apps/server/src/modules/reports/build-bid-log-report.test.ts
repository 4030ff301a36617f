import { describe, expect, it } from 'vitest';
import type { BidLogRow } from '../bidding/bid-log-reads';
import { bidLogCells, bidLogColumns, chainResultOf, closingNote } from './build-bid-log-report';
import type { ReportScope, SubEventRow } from './report';

const se = { id: 'se1', auctionNo: 7, name: 'HMS', lastBidHash: 'h3' } as SubEventRow;
const check = { maxSeq: 3, count: 3, firstBreak: null, headAt: 3 };

describe('chainResultOf', () => {
  it('finds the head among verified bids', () => {
    expect(chainResultOf(se, check)).toEqual({ subEvent: se, count: 3, broken: null, headFound: true });
  });

  it('reports the first break 0-based, and a head at or after it as not found', () => {
    const r = chainResultOf(se, {
      ...check,
      firstBreak: { n: 2, bidId: 'b2', seq: 2, reason: 'altered' },
      headAt: 3,
    });
    expect(r.broken).toEqual({ index: 1, bidId: 'b2', seq: 2, reason: 'altered' });
    expect(r.headFound).toBe(false);
  });

  it('says the head is missing when the newest bids were removed, but not for an empty chain', () => {
    expect(chainResultOf(se, { ...check, headAt: null }).headFound).toBe(false);
    expect(chainResultOf(se, { ...check, count: 0, maxSeq: 0, headAt: null }).headFound).toBe(true);
    expect(chainResultOf({ ...se, lastBidHash: '' }, { ...check, headAt: null }).headFound).toBe(true);
  });
});

describe('bid log rows', () => {
  const bid: BidLogRow = {
    id: 'b1',
    subEventId: 'se1',
    bidderId: 'u1',
    amount: 101_500_00,
    kind: 'proxy',
    status: 'rejected',
    clientBidId: null,
    seq: 4,
    serial: 4,
    ip: '',
    createdAt: new Date('2025-11-20T05:00:30Z'),
    prevHash: 'h3',
    hash: 'h4',
    salt: '',
    bidderName: null,
  };

  it('prints labels, rupees, a dash for no IP and the bidder id when the name is unknown', () => {
    expect(bidLogCells(bid, 1, 'broken', null)).toEqual([
      1,
      4,
      bid.createdAt,
      'u1',
      101_500,
      'Auto bid (reply)',
      'Rejected',
      '—',
      'BROKEN',
      'h4',
    ]);
  });

  it('puts the sub-event second when the log covers the whole event, as its columns do', () => {
    const scope = { subEvent: null, subEvents: [se] } as unknown as ReportScope;
    const headers = bidLogColumns(scope).map((c) => c.header);
    const cells = bidLogCells({ ...bid, bidderName: 'Apex' }, 2, 'verified', '#7 HMS');
    expect(headers[1]).toBe('Sub-Event');
    expect(cells[1]).toBe('#7 HMS');
    expect(cells).toHaveLength(headers.length);
    expect(bidLogColumns({ ...scope, subEvent: se } as ReportScope)).toHaveLength(headers.length - 1);
  });

  it('closes with the count and whether the chain held', () => {
    const ok = chainResultOf(se, check);
    expect(closingNote([ok])).toEqual({
      text: 'End of report: 3 bids. Every hash in the chain was recomputed from its bid and matched.',
      tone: 'ok',
    });
    expect(closingNote([{ ...ok, headFound: false }]).tone).toBe('bad');
  });
});
