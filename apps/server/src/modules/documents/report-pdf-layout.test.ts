import { describe, expect, it } from 'vitest';
import type { Column, ReportDocumentScope } from './report-document';
import {
  C,
  countPages,
  detailPairs,
  fitColumns,
  OTHER_PAGE_TOP,
  pdfCellText,
  ROW_H,
  rowsFit,
  TABLE_BOTTOM,
  TRAILER_H,
  toneColors,
} from './report-pdf-layout';

const text: Column = { header: 'Bidder', type: 'text' };
const money: Column = { header: 'Amount (₹)', type: 'money' };

describe('pdfCellText', () => {
  it('prints empty cells as a dash, rupees in en-IN, IST times and cut long text', () => {
    expect(pdfCellText(null, text)).toBe('—');
    expect(pdfCellText('', text)).toBe('—');
    expect(pdfCellText(101500, money)).toBe('₹1,01,500.00');
    expect(pdfCellText(7, { header: 'Bids', type: 'integer' })).toBe('7');
    expect(pdfCellText(new Date('2025-11-20T05:00:30Z'), text)).toBe('20/11/2025, 10:30:30 am');
    expect(pdfCellText('a  b\nc', text)).toBe('a b c');
    expect(pdfCellText('abcdef', { ...text, pdfMaxChars: 3 })).toBe('abc…');
  });
});

describe('fitColumns', () => {
  it('gives every column its natural width and shares the rest when they fit', () => {
    expect(
      fitColumns(
        [
          { natural: 10, minimum: 5 },
          { natural: 30, minimum: 5 },
        ],
        80,
      ),
    ).toEqual([20, 60]);
  });

  it('caps the widest columns, never below their minimum, and fills the width exactly', () => {
    const w = fitColumns(
      [
        { natural: 50, minimum: 40 },
        { natural: 300, minimum: 60 },
        { natural: 200, minimum: 60 },
      ],
      400,
    );
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(400, 6);
    expect(w[0]).toBeCloseTo(50, 0);
    expect(w[1]).toBeCloseTo(w[2], 6);
  });
});

describe('countPages', () => {
  const firstTop = 150;

  it('keeps a short table and its closing note on one page', () => {
    expect(countPages(firstTop, 0)).toBe(1);
    expect(countPages(firstTop, 3)).toBe(1);
  });

  it('adds pages as rows overflow, and a page of its own for a closing note that no longer fits', () => {
    const first = rowsFit(firstTop);
    const other = rowsFit(OTHER_PAGE_TOP);
    // Exactly full pages leave no room for the closing note under the last row.
    const full = first + other;
    expect(countPages(firstTop, full)).toBe(3);
    const roomForNote = Math.floor((TABLE_BOTTOM - TRAILER_H - (OTHER_PAGE_TOP + 21)) / ROW_H);
    expect(countPages(firstTop, first + roomForNote)).toBe(2);
  });
});

describe('toneColors and detailPairs', () => {
  it('colours notes by tone', () => {
    expect(toneColors('ok')).toEqual([C.okInk, C.okBg]);
    expect(toneColors('bad')).toEqual([C.badInk, C.badBg]);
    expect(toneColors('info')).toEqual([C.infoInk, C.infoBg]);
  });

  it('names the event, the sub-event with its bidding state, and the row count', () => {
    const se = {
      auctionNo: 12,
      name: 'HMS Scrap',
      subEventType: 'reverse',
      quantityOrTypesOfTrunk: '120',
      unit: 'MT',
      leadingAmount: 4_900_000,
      startValue: 5_000_000,
      incrementOrDecrement: 10_000,
      status: 'closed',
      closedAt: new Date('2025-11-20T06:00:00Z'),
      closesAt: new Date('2025-11-20T06:00:00Z'),
    };
    const scope: ReportDocumentScope = {
      event: {
        auctionName: 'Steel',
        titleName: '',
        auctionType: 'Reverse Auction',
        auctionBehaviour: 'Normal Auction',
        onBehalfOf: 'HFL',
        eventStart: new Date('2025-11-20T04:30:00Z'),
        eventEnd: new Date('2025-11-20T12:30:00Z'),
        address: '',
      },
      subEvent: se,
      subEvents: [se],
    };
    const pairs = Object.fromEntries(detailPairs({ scope }, 1, '20/11/2025 16:00:00 IST'));
    expect(pairs.Event).toBe('Steel');
    expect(pairs['Sub-event']).toBe('#12 HMS Scrap · Reverse (lowest wins) · 120 MT');
    expect(pairs.Bidding).toBe(
      'Start ₹50,000.00 · Step ₹100.00 · Leading ₹49,000.00 · Closed on 20/11/2025, 11:30:00 am IST',
    );
    expect(pairs.Generated).toBe('20/11/2025 16:00:00 IST · 1 row');
    expect(detailPairs({ scope: null }, 2, 'g')).toEqual([['Generated', 'g · 2 rows']]);
  });
});
