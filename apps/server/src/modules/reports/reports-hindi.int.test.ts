import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORT_KINDS, REPORTS } from '@neelami/shared/reports';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/helpers/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { insertBidChain } from '../bidding/seed-rows';
import { updateSubEventRow } from '../events/seed-rows';
import { users } from '../users/tables';
import { buildReport } from './build-report';
import { buildSalesReport } from './build-sales-report';
import { loadReportScope } from './load-report-scope';
import { insertSubEvent } from './report-fixture';
import { HEADERS_HI, labelColumns } from './report-words';
import { seedTestAuction, type TestAuction } from './seed-test-auction';

// A report is written in the language of its request (or of the admin's profile): the
// title, the column headings, the notes and the PDF's frame; the data stay as they are, and the
// JSON keeps `header` (the English heading clients find a column by) beside the Hindi `label`.
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

const DEVANAGARI = /[\u0900-\u097F]/;
const hindi = () => ({ ...admin, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

/** The text layer of a PDF as pdftotext reads it (poppler: the text a reader copies and searches). */
function pdfText(pdf: Buffer, name: string): string {
  const dir = process.env.REPORT_PDF_DIR ?? mkdtempSync(join(tmpdir(), 'report-hi-'));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('reports in Hindi', () => {
  it('has a Hindi heading for every column of every built-in report', async () => {
    // The EMD report's calls are held in emd-rules.int.test.ts; its columns are checked here.
    const emd = await buildReport(t.database.db, 'emd', { eventId: a.event.id }, {}, 'hi');
    for (const c of emd.columns) expect(c.label, `emd: ${c.header}`).toBe(HEADERS_HI[c.header]);
    for (const kind of REPORT_KINDS.filter((k) => k !== 'emd')) {
      for (const path of [`${a.event.id}`, `${a.event.id}/${a.hms.id}`]) {
        const res = await get(`/api/report/${REPORTS[kind].path}/${path}?format=json`, hindi());
        expect(res.statusCode, kind).toBe(200);
        expect(res.body, `${kind} ${path}`).not.toBe('');
        const body = res.json() as { columns: { header: string; label?: string }[] };
        for (const c of body.columns) {
          expect(HEADERS_HI[c.header], `${kind}: ${c.header}`).toBeDefined();
          expect(c.label).toBe(HEADERS_HI[c.header]);
        }
      }
    }
    // So are the sales report's (its calls are held in sales.int.test.ts), in every format.
    for (const format of ['json', 'xlsx'] as const) {
      const scope = await loadReportScope(t.database.db, a.event.id);
      const sales = await buildSalesReport(t.database.db, scope, format, 'hi');
      for (const c of labelColumns('hi', sales.columns))
        expect(c.label, `sales: ${c.header}`).toBe(HEADERS_HI[c.header]);
      expect(sales.notesAfterRows()[0]?.text).toMatch(DEVANAGARI);
    }
  });

  it('answers the JSON with English keys and headers, Hindi labels, title and notes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/report/getReportData',
      headers: hindi(),
      payload: { eventId: a.event.id, subEventId: a.hms.id, id: 1 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['columns', 'data', 'notes', 'success', 'title']);
    expect(body.title).toBe('रैंक-वार रिपोर्ट');
    expect(body.columns[0]).toEqual({ header: 'Rank', type: 'text', label: 'रैंक' });
    expect(body.data[0][0]).toBe('Rank');
    expect(body.notes[0].text).toMatch(/^फ़ॉरवर्ड नीलामी: H1 सबसे ऊँची मान्य बोली है।/);
    // The data stay as data: the bidder's name as registered, the rank as the trade writes it.
    expect(body.data[1][0]).toBe('H1');

    const english = await t.app.inject({
      method: 'POST',
      url: '/api/report/getReportData',
      headers: admin,
      payload: { eventId: a.event.id, subEventId: a.hms.id, id: 1 },
    });
    expect(english.json().title).toBe('Rank Wise Report');
    expect(english.json().columns[0]).toEqual({ header: 'Rank', type: 'text' });
    expect(english.json().notes[0].text).toMatch(/^Forward auction: H1 is the highest valid bid\./);
  });

  it('writes the PDF with Hindi headings, notes and frame, its Devanagari shaped and searchable', async () => {
    const res = await get(`/api/report/rankWiseReport/${a.event.id}/${a.hms.id}`, hindi());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('RankWiseReport_');
    const text = pdfText(res.rawPayload, 'rank-wise-hi.pdf');
    for (const words of ['रैंक-वार रिपोर्ट', 'बोलीदाता', 'मोबाइल', 'ईमेल', 'पृष्ठ 1 / 1', 'नीलामी की अवधि'])
      expect(text, words).toContain(words);
    // No English heading is left (names, e-mails, amounts and times are data).
    for (const english of ['Rank Wise Report', 'Bidder', 'Best Bid', 'Page 1 of 1', 'Event window'])
      expect(text).not.toContain(english);

    const log = await get(`/api/report/bidLogReport/${a.event.id}/${a.hms.id}`, hindi());
    const logText = pdfText(log.rawPayload, 'bid-log-hi.pdf');
    expect(logText).toContain('बोली लॉग की सत्यनिष्ठा: सत्यापित');
    expect(logText).toContain('रिपोर्ट समाप्त');

    const en = await get(`/api/report/rankWiseReport/${a.event.id}/${a.hms.id}`);
    const enText = pdfText(en.rawPayload, 'rank-wise-en.pdf');
    expect(enText).toContain('Rank Wise Report');
    expect(enText).not.toMatch(DEVANAGARI);
  });

  it('numbers the bids 1…n, no repeat and no gap, apart from the live seq that repeats and skips', async () => {
    const db = t.database.db;
    const lot = await insertSubEvent(db, a.otherEvent.id, { name: 'Numbered Lot', status: 'closed' });
    const at = (s: number) => new Date(Date.UTC(2025, 10, 20, 6, 0, s));
    const u = a.users;
    // A bid and the auto bid reply it set off share a seq (one change); a new closing time takes one.
    await insertBidChain(db, lot, [
      { bidderId: u.buyer1, amount: 100_000_00, at: at(1) },
      { bidderId: u.buyer2, amount: 100_500_00, at: at(2), kind: 'auto' },
      { bidderId: u.buyer3, amount: 101_000_00, at: at(3) },
      { bidderId: u.buyer2, amount: 101_500_00, at: at(3), kind: 'proxy', sameChange: true },
    ]);
    await updateSubEventRow(db, lot.id, { seq: 5 });
    await insertBidChain(db, lot, [
      { bidderId: u.buyer3, amount: 102_000_00, at: at(4) },
      { bidderId: u.buyer2, amount: 102_500_00, at: at(4), kind: 'proxy', sameChange: true },
      { bidderId: u.buyer1, amount: 103_000_00, at: at(5) },
    ]);
    for (const headers of [hindi(), admin]) {
      const res = await get(`/api/report/bidLogReport/${a.otherEvent.id}/${lot.id}?format=json`, headers);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { columns: { header: string; label?: string }[]; data: unknown[][] };
      expect(body.columns.slice(0, 2).map((c) => c.header)).toEqual(['Bid No.', 'Live Seq']);
      const rows = body.data.slice(1);
      expect(rows.map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(rows.map((r) => r[1])).toEqual([1, 2, 3, 3, 6, 6, 7]);
      expect(rows.map((r) => r[8])).toEqual(Array(7).fill('Verified'));
    }
    const pdf = await get(`/api/report/bidLogReport/${a.otherEvent.id}/${lot.id}`, hindi());
    const text = pdfText(pdf.rawPayload, 'bid-log-numbered-hi.pdf');
    for (const words of ['बोली क्रमांक', 'लाइव अपडेट सं.', 'बोली लॉग की सत्यनिष्ठा: सत्यापित — 7 बोलियाँ'])
      expect(text, words).toContain(words);
    expect(text).not.toContain('Bid No.');
    // The cells' words too (the bid's kind and state); the JSON above keeps them as data.
    for (const words of ['हाथ से', 'ऑटो बोली (जवाब)', 'स्वीकार']) expect(text, words).toContain(words);
    for (const words of ['Manual', 'Auto bid', 'Accepted']) expect(text, words).not.toContain(words);
    // The bid numbers, in order down the first column: 1 to 7, each once.
    const numbers = text
      .split('\n')
      .map((line) => /^\s*(\d+)\s+(\d+)\s+\d{2}\/\d{2}\/\d{4}/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [Number(m[1]), Number(m[2])]);
    expect(numbers).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 3],
      [5, 6],
      [6, 6],
      [7, 7],
    ]);
  });

  it('writes the workbook with Hindi headings and a Hindi details sheet', async () => {
    const res = await get(`/api/report/rankReport/${a.event.id}?format=xlsx`, hindi());
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Sheet1');
    if (!sheet) throw new Error('no Sheet1');
    const head = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(head.slice(0, 3)).toEqual(['उप-नीलामी', 'स्थिति', 'रैंक']);
    const info = wb.getWorksheet('Report');
    expect(info?.getRow(2).values).toEqual([undefined, 'रिपोर्ट', 'रैंक रिपोर्ट']);
  });

  it('follows the admin’s profile language when the request names none in Hindi', async () => {
    const db = t.database.db;
    await db.update(users).set({ language: 'hi' }).where(eq(users.id, a.users.admin));
    try {
      const res = await get(`/api/report/genTermReport/${a.event.id}?format=json`, {
        ...admin,
        'accept-language': 'en-US,en;q=0.9',
      });
      expect(res.json().title).toBe('शर्त स्वीकृति रिपोर्ट');
    } finally {
      await db.update(users).set({ language: 'en' }).where(eq(users.id, a.users.admin));
    }
    const res = await get(`/api/report/genTermReport/${a.event.id}?format=json`);
    expect(res.json().title).toBe('Term Report');
  });
});
