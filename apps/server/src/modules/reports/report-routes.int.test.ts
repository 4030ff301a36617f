import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { isoIstDateTime } from '@neelami/shared/ist';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/helpers/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { insertBidChain } from '../bidding/seed-rows';
import { bids } from '../bidding/tables';
import { subEventLabel } from './report';
import { insertSubEvent } from './report-fixture';
import { at, seedTestAuction, type TestAuction } from './seed-test-auction';

// The report calls over HTTP (API.md): JSON rows, PDF that parses, Excel that
// opens, file names, and every kind of bad input answered with a 4xx message.
let t: TestApp;
let a: TestAuction;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  a = await seedTestAuction(t.database.db);
  admin = bearer(await loginAs(t, 'admin@example.com'));
});
afterAll(async () => {
  await t?.close();
});

/** Fails on a content stream with a non-number where a number belongs (pdfjs only warns and skips it). */
function expectSaneOperators(data: Buffer) {
  const s = data.toString('latin1');
  let streams = 0;
  for (let i = s.indexOf('stream\n'); i >= 0; i = s.indexOf('stream\n', i + 1)) {
    const end = s.indexOf('\nendstream', i);
    if (end < 0) break;
    let text: string;
    try {
      text = inflateSync(data.subarray(i + 7, end)).toString('latin1');
    } catch {
      i = end + 10;
      continue;
    }
    streams++;
    expect(text).not.toMatch(/\b(NaN|undefined|Infinity|null)\b/);
    i = end + 10;
  }
  expect(streams).toBeGreaterThan(0);
}

/** The text of every page of a PDF, one string per page. */
async function pdfPages(data: Buffer): Promise<string[]> {
  expectSaneOperators(data);
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

async function xlsx(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  return wb;
}

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('GET /api/report/events', () => {
  it('lists the events with their sub-events for the selectors', async () => {
    const res = await get('/api/report/events');
    expect(res.statusCode).toBe(200);
    const ev = res.json().data.find((e: { _id: string }) => e._id === a.event.id);
    expect(ev.auctionName).toBe('Steel Scrap Auction November');
    expect(ev.subEvent.map((s: { name: string }) => s.name)).toEqual([
      'HMS 1&2 Scrap',
      'Copper Cable',
      'Machinery Lot',
    ]);
  });
});

describe('POST /api/report/getReportData', () => {
  it('answers the rows, first row the headers, with column types and notes', async () => {
    const res = await post('/api/report/getReportData', { eventId: a.event.id, subEventId: a.hms.id, id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.title).toBe('Rank Wise Report');
    expect(body.data[0]).toEqual(body.columns.map((c: { header: string }) => c.header));
    expect(body.columns[4]).toEqual({ header: 'Best Bid (₹)', type: 'money' });
    expect(body.data[1]).toEqual([
      'H1',
      'Gobind Steel Traders',
      'buyer1@example.com',
      '9876501234',
      101500,
      isoIstDateTime(at(30)),
      2,
      0,
      '',
    ]);
    expect(body.notes[0].text).toContain('H1 is the highest valid bid');
  });

  it('serves each id: 2 active participants, 3 bid log with its integrity note, 4 rank; "" sub-event = whole event', async () => {
    const two = (
      await post('/api/report/getReportData', { eventId: a.event.id, subEventId: a.hms.id, id: 2 })
    ).json();
    expect(two.title).toBe('Active Participants Report');
    expect(two.data).toHaveLength(5);
    const three = (
      await post('/api/report/getReportData', { eventId: a.event.id, subEventId: '', id: '3' })
    ).json();
    expect(three.title).toBe('Bid Log Report');
    expect(three.data).toHaveLength(11);
    expect(three.data[0][1]).toBe('Sub-Event');
    expect(three.notes[0]).toMatchObject({ tone: 'ok' });
    const four = (
      await post('/api/report/getReportData', { eventId: a.event.id, subEventId: a.hms.id, id: 4 })
    ).json();
    expect(four.data[1].slice(-2)).toEqual(['Winner', 'Authorised on 20/11/2025, 11:33:20 am']);
  });

  it('refuses bad input with 400/404 and a message', async () => {
    const cases: [unknown, number, string][] = [
      [{ eventId: a.event.id, id: 0 }, 400, 'Report id must be 1'],
      [{ eventId: a.event.id, id: 5 }, 400, 'Report id must be 1'],
      [{ eventId: a.event.id, id: 'abc' }, 400, 'Report id must be 1'],
      [{ eventId: a.event.id, id: 1.5 }, 400, 'Report id must be 1'],
      [{ eventId: a.event.id }, 400, 'Report id must be 1'],
      [{ eventId: 'nope', id: 1 }, 400, 'Please select a valid event'],
      [{ id: 1 }, 400, 'Please select an event'],
      [{ eventId: a.event.id, subEventId: 'x', id: 1 }, 400, 'Please select a valid sub-event'],
      [{ eventId: randomUUID(), id: 1 }, 404, 'Event not found'],
      [{ eventId: a.event.id, subEventId: randomUUID(), id: 3 }, 404, 'Sub-event not found'],
      [
        { eventId: a.event.id, subEventId: a.foreign.id, id: 4 },
        400,
        'This sub-event does not belong to the selected event',
      ],
      [[], 400, ''],
      [null, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/api/report/getReportData', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toContain(message);
    }
  });

  it('is for admins only', async () => {
    const buyer = bearer(await loginAs(t, 'buyer1@example.com'));
    const res = await post('/api/report/getReportData', { eventId: a.event.id, id: 1 }, buyer);
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/report/bidLogReport/${a.event.id}`, {})).statusCode).toBe(401);
  });
});

describe('GET report downloads', () => {
  it('streams the bid log as a PDF with the header, integrity line, a known row and page numbers', async () => {
    const res = await get(`/api/report/bidLogReport/${a.event.id}/${a.hms.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="BidLogReport_Steel-Scrap-Auction-November_2025-11-20.pdf"; filename*=UTF-8''BidLogReport_Steel-Scrap-Auction-November_2025-11-20.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await pdfPages(res.rawPayload);
    for (const text of [
      'NEELAMI',
      'Bid Log Report',
      'Steel Scrap Auction November',
      subEventLabel(a.hms),
      'Bid log integrity: verified — 6 bids',
      'Gobind Steel Traders',
      '₹1,00,000.00',
      '20/11/2025, 10:30:00 am',
      'Auto bid (reply)',
      'Page 1 of 1',
      'IST',
    ]) {
      expect(page, text).toContain(text);
    }
  });

  it('streams the bid log as Excel: Sheet1 with the headers and the rows', async () => {
    const res = await get(`/api/report/bidLogReport/${a.event.id}/${a.hms.id}?format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(
      'filename="BidLogReport_Steel-Scrap-Auction-November_2025-11-20.xlsx"',
    );
    const wb = await xlsx(res.rawPayload);
    const ws = wb.getWorksheet('Sheet1');
    expect(ws).toBeDefined();
    expect(ws!.rowCount).toBe(7);
    expect((ws!.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Bid No.',
      'Live Seq',
      'Time (IST)',
      'Bidder',
      'Amount (₹)',
      'Kind',
      'Status',
      'IP Address',
      'Chain',
      'Hash',
    ]);
    const r2 = (ws!.getRow(2).values as unknown[]).slice(1);
    // Excel has no time zones: the cell holds the IST wall-clock time (10:30:00 am).
    expect(r2.slice(0, 9)).toEqual([
      1,
      1,
      new Date('2025-11-20T10:30:00Z'),
      'Gobind Steel Traders',
      100000,
      'Manual',
      'Accepted',
      '10.0.0.1',
      'Verified',
    ]);
    expect(ws!.getRow(2).getCell(5).numFmt).toContain('₹');
    expect((ws!.getRow(6).values as unknown[])[7]).toBe('Rejected');
    const info = wb.getWorksheet('Report');
    expect(info?.getColumn(2).values).toContain(
      "Bid log integrity: verified — 6 bids; every bid's hash matches its recorded fields and links to the bid before it.",
    );
  });

  it('serves all five reports as PDF and Excel with their default names', async () => {
    const names = {
      genTermReport: 'TermReport',
      rankWiseReport: 'RankWiseReport',
      rankReport: 'RankReport',
      activeParticipantsReport: 'ActiveParticipantsReport',
      bidLogReport: 'BidLogReport',
    };
    for (const [path, base] of Object.entries(names)) {
      for (const url of [
        `/api/report/${path}/${a.event.id}`,
        `/api/report/${path}/${a.event.id}/${a.copper.id}`,
      ]) {
        const pdf = await get(url);
        expect(pdf.statusCode, url).toBe(200);
        expect(pdf.headers['content-disposition']).toContain(
          `filename="${base}_Steel-Scrap-Auction-November_2025-11-20.pdf"`,
        );
        expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain('Page 1 of');
        const x = await get(`${url}?format=xlsx`);
        expect(x.statusCode, url).toBe(200);
        expect(x.headers['content-disposition']).toContain(
          `filename="${base}_Steel-Scrap-Auction-November_2025-11-20.xlsx"`,
        );
        const ws = (await xlsx(x.rawPayload)).getWorksheet('Sheet1');
        const json = (await get(`${url}?format=json`)).json();
        expect(ws!.rowCount, url).toBe(json.data.length);
        expect((ws!.getRow(1).values as unknown[]).slice(1)).toEqual(json.data[0]);
      }
    }
  });

  it('prints the term report rows and the rank report’s winner in the PDF', async () => {
    const term = (await pdfPages((await get(`/api/report/genTermReport/${a.event.id}`)).rawPayload)).join(
      ' ',
    );
    expect(term).toContain('Term Report');
    expect(term).toContain('Apex Alloys');
    expect(term).toContain('20/11/2025, 10:28:00 am');
    const rank = (await pdfPages((await get(`/api/report/rankReport/${a.event.id}`)).rawPayload)).join(' ');
    expect(rank).toContain('winner Gobind Steel Traders with ₹1,01,500.00');
    expect(rank).toContain('L1');
  });

  it('names the first broken row in the PDF after an amount was changed in the table', async () => {
    const se = await insertSubEvent(t.database.db, a.otherEvent.id, { name: 'Audit Lot' });
    const chain = await insertBidChain(
      t.database.db,
      se,
      [1, 2, 3].map((i) => ({ bidderId: a.users.buyer1, amount: i * 1000_00, at: at(5000 + i) })),
    );
    await t.database.db.update(bids).set({ amount: 1_00 }).where(eq(bids.id, chain[1].id));
    const page = (
      await pdfPages((await get(`/api/report/bidLogReport/${a.otherEvent.id}/${se.id}`)).rawPayload)
    )[0];
    expect(page).toContain(`Bid log integrity: BROKEN at bid No. 2 (live seq 2, bid ${chain[1].id})`);
    expect(page).toContain('BROKEN');
    expect(page).toContain('Not verified');
  });

  it('counts pages right for a long bid log: "Page N of N" on the last page', async () => {
    const se = await insertSubEvent(t.database.db, a.otherEvent.id, { name: 'Long Lot' });
    await insertBidChain(
      t.database.db,
      se,
      Array.from({ length: 1234 }, (_, i) => ({
        bidderId: a.users.buyer2,
        amount: (1000 + i) * 100,
        at: at(10_000 + i),
      })),
      { returnRows: false },
    );
    const pages = await pdfPages(
      (await get(`/api/report/bidLogReport/${a.otherEvent.id}/${se.id}`)).rawPayload,
    );
    const n = pages.length;
    expect(n).toBeGreaterThan(20);
    expect(pages[0]).toContain(`Page 1 of ${n}`);
    expect(pages[n - 1]).toContain(`Page ${n} of ${n}`);
    for (const text of ['1234', '20/11/2025, 01:37:13 pm', '₹2,233.00']) expect(pages[n - 1]).toContain(text);
    expect(pages.join(' ')).toContain('Bid log integrity: verified — 1,234 bids');
  });

  it('refuses bad ids and formats with 400/404 and JSON, never a file', async () => {
    const cases: [string, number][] = [
      [`/api/report/bidLogReport/not-a-uuid`, 400],
      [`/api/report/bidLogReport/${a.event.id}/not-a-uuid`, 400],
      [`/api/report/rankReport/${randomUUID()}`, 404],
      [`/api/report/rankReport/${a.event.id}/${randomUUID()}`, 404],
      [`/api/report/genTermReport/${a.event.id}/${a.foreign.id}`, 400],
      [`/api/report/rankWiseReport/${a.event.id}?format=doc`, 400],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json().success).toBe(false);
    }
  });
});

describe('POST /api/report/genReport', () => {
  it('turns report data (rows, first row headers) into a PDF', async () => {
    const res = await post('/api/report/genReport', [
      ['Rank', 'Bidder', 'Best Bid (₹)', 'When'],
      ['H1', 'Gobind Steel Traders', 101500, '2025-11-20T05:00:30.000Z'],
      ['H2', 'Apex Alloys', 101500.5, null],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const page = (await pdfPages(res.rawPayload))[0];
    expect(page).toContain('Gobind Steel Traders');
    expect(page).toContain('₹1,01,500.50');
    expect(page).toContain('20/11/2025, 10:30:30 am');
  });

  it('names the event when the data says which, with the title and column types given', async () => {
    const res = await post('/api/report/genReport', {
      title: 'Rank Wise Report',
      eventId: a.event.id,
      subEventId: a.hms.id,
      columns: [
        { header: 'Rank', type: 'text' },
        { header: 'Amount', type: 'money' },
      ],
      data: [
        ['Rank', 'Amount'],
        ['H1', 101500],
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'RankWiseReport_Steel-Scrap-Auction-November_2025-11-20.pdf',
    );
    const page = (await pdfPages(res.rawPayload))[0];
    expect(page).toContain('Rank Wise Report');
    expect(page).toContain('Steel Scrap Auction November');
    expect(page).toContain('₹1,01,500.00');
  });

  it('refuses malformed report data with 400, never a broken PDF', async () => {
    const bad: unknown[] = [
      {},
      [],
      [[]],
      'rows',
      42,
      { data: 'x' },
      { data: [['a'], ['b', 'c']] },
      [
        ['a', 'b'],
        ['x', { nested: true }],
      ],
      { title: 'x'.repeat(500), data: [['a']] },
      { eventId: 'nope', data: [['a']] },
      { columns: [{ header: 'a', type: 'weird' }], data: [['a']] },
      { columns: [{ header: 'a', type: 'text' }], data: [['a', 'b']] },
      { subEventId: a.hms.id, data: [['a']] },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/report/genReport',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().success).toBe(false);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/report/genReport',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '[[1,',
    });
    expect(notJson.statusCode).toBe(400);
    const unknownEvent = await post('/api/report/genReport', { eventId: randomUUID(), data: [['a']] });
    expect(unknownEvent.statusCode).toBe(404);
  });
});
