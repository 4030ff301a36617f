import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admit,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
} from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { subEvents } from '../events/tables';
import { tenders } from './tables';

// API.md "Multi-unit (Yankee) lots and tender-then-auction": one sealed tender per member,
// replaceable in the window by naming its receipt; each committed at once to the lot's log as a
// digest; no amount in any answer before tenderClosesOn — Admin and the owner included; at the
// opening every tender is shown to match its commitment, and each tenderer learns its rank.

let t: TestApp;
let admin: FixtureUser;
let owner: FixtureUser;
let otherSeller: FixtureUser;
let b1: FixtureUser;
let b2: FixtureUser;
let b3: FixtureUser;
let stranger: FixtureUser;
let eventId: string;
let lotId: string;

const db = () => t.database.db;
const MIN = 60_000;
const at = (ms: number) => new Date(Date.now() + ms);
// Seven-digit amounts (₹), so a digest's hex cannot hold one by chance in the scan.
const AMOUNTS = { b1: 1_234_567, b1again: 1_345_679, b2: 1_456_781, b3: 99_999 };

const call = (u: FixtureUser, method: 'GET' | 'POST', url: string, payload?: object, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.token}`, ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });
const tender = (u: FixtureUser, body: object, lang?: string, id = lotId) =>
  call(u, 'POST', `/api/member/subEvents/${id}/tender`, body, lang);
const setWindow = (opens: Date, closes: Date) =>
  db().update(subEvents).set({ tenderOpensOn: opens, tenderClosesOn: closes }).where(eq(subEvents.id, lotId));
const rowCount = async () => (await db().select().from(tenders).where(eq(tenders.subEventId, lotId))).length;

beforeAll(async () => {
  t = await createTestApp();
  const mk = (role: FixtureUser['role']) => makeUser(db(), t.config.jwtSecret, { role });
  [admin, owner, otherSeller, b1, b2, b3, stranger] = await Promise.all([
    mk('Admin'),
    mk('Seller'),
    mk('Seller'),
    mk('Buyer'),
    mk('Buyer'),
    mk('Buyer'),
    mk('Buyer'),
  ]);
  eventId = (await makeEvent(db())).id;
  const lot = await makeSubEvent(db(), eventId, {
    startValue: 100_000,
    startsInMs: 2 * 60 * MIN,
    ownerId: owner.id,
  });
  lotId = lot.id;
  await db()
    .update(subEvents)
    .set({ saleFormat: 'tender_auction', tenderOpensOn: at(-MIN), tenderClosesOn: at(60 * MIN) })
    .where(eq(subEvents.id, lotId));
  await admit(db(), { eventId, subEventId: lotId }, [b1, b2, b3]);
});
afterAll(async () => {
  await t?.close();
});

/** Every answer Admin, the owner and the members can get about the lot before the opening. */
async function everythingReadable(): Promise<string[]> {
  const gets: [FixtureUser, string][] = [
    [admin, `/api/admin/subEvents/${lotId}/tenders`],
    [owner, `/api/seller/subEvents/${lotId}/tenders`],
    [admin, '/api/admin/getAllSubEvents'],
    [admin, `/api/general/event/${eventId}`],
    [owner, '/api/seller/subEvents'],
    [owner, `/api/seller/subEvents/${lotId}/bids`],
    [admin, `/api/report/bidLogReport/${eventId}/${lotId}?format=json`],
    [admin, `/api/report/rankReport/${eventId}/${lotId}?format=json`],
    ...[b1, b2, b3].map((b): [FixtureUser, string] => [b, `/api/member/subEvents/${lotId}/tender`]),
  ];
  const bodies = await Promise.all(gets.map(([u, url]) => call(u, 'GET', url).then((r) => r.body)));
  for (const id of [1, 2, 3, 4]) {
    const r = await call(admin, 'POST', '/api/report/getReportData', { eventId, subEventId: lotId, id });
    bodies.push(r.body);
  }
  return bodies;
}

const leaks = (texts: string[]) => {
  const hay = texts.map((s) => s.replace(/[,\s]/g, '')).join('\n');
  return Object.values(AMOUNTS).flatMap((rupees) =>
    [String(rupees), String(rupees * 100)].filter((needle) => hay.includes(needle)),
  );
};

describe('the tender window', () => {
  const answers: string[] = [];
  let firstReceipt: { digest: string; chainHash: string; salt: string; seq: number; placedAt: string };

  it('seals a tender: the receipt is its digest, chained to the lot log, with the salt and no amount', async () => {
    const res = await tender(b1, { amount: AMOUNTS.b1 });
    answers.push(res.body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your tender is sealed.');
    firstReceipt = res.json().receipt;
    const digest = createHash('sha256')
      .update([firstReceipt.salt, b1.id, lotId, String(AMOUNTS.b1 * 100), firstReceipt.placedAt].join('|'))
      .digest('hex');
    expect(firstReceipt.digest).toBe(digest);
    expect(firstReceipt.chainHash).toBe(
      createHash('sha256')
        .update(`${'0'.repeat(64)}|${digest}`)
        .digest('hex'),
    );
    expect(firstReceipt.seq).toBe(1);
  });

  it('refuses a second tender that does not name the one it replaces, writing nothing', async () => {
    const before = await rowCount();
    for (const body of [{ amount: AMOUNTS.b1again }, { amount: AMOUNTS.b1again, replaces: 'a'.repeat(64) }]) {
      const res = await tender(b1, body);
      answers.push(res.body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'TENDER_NOT_REPLACEMENT' });
    }
    const hi = await tender(b1, { amount: AMOUNTS.b1again }, 'hi');
    expect(hi.json().message).toBe('आपकी एक निविदा पहले से है; नई निविदा में बताना होगा कि वह किसकी जगह ले रही है।');
    expect(await rowCount()).toBe(before);
  });

  it('replaces a tender that names its receipt, chaining the new one after the last', async () => {
    const res = await tender(b1, { amount: AMOUNTS.b1again, replaces: firstReceipt.digest });
    answers.push(res.body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your tender is replaced and sealed.');
    expect(res.json().receipt.seq).toBe(2);
    for (const [u, amount] of [
      [b2, AMOUNTS.b2],
      [b3, AMOUNTS.b3],
    ] as const) {
      const r = await tender(u, { amount });
      answers.push(r.body);
      expect(r.statusCode, r.body).toBe(200);
    }
  });

  it('refuses members who may not bid here and lots that take no tender', async () => {
    const res = await tender(stranger, { amount: 200_000 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const single = await makeSubEvent(db(), eventId);
    await admit(db(), { eventId, subEventId: single.id }, [b1]);
    const onSingle = await tender(b1, { amount: 200_000 }, undefined, single.id);
    expect(onSingle.statusCode).toBe(409);
    expect(onSingle.json()).toMatchObject({ code: 'CONFLICT', message: 'This lot does not take tenders.' });
    const bad = await tender(b2, { amount: '12.5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_INPUT');
  });

  it('shows no amount to anyone before the window closes — Admin and the owner included', async () => {
    const readable = await everythingReadable();
    expect(leaks([...answers, ...readable])).toEqual([]);
    const adminView = JSON.parse(readable[0]);
    expect(adminView).toMatchObject({ success: true, opened: false });
    expect(adminView.log).toHaveLength(4);
    expect(adminView.tenders).toBeUndefined();
    // The scan can fail: the same scan finds the amounts once the tenders are open.
    expect(leaks([JSON.stringify({ x: AMOUNTS.b2 })])).not.toEqual([]);
  });

  it('keeps the tender log append-only', async () => {
    await expect(
      db().execute(sql`update tenders set amount = 1 where sub_event_id = ${lotId}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from tenders where sub_event_id = ${lotId}`)).rejects.toThrow();
  });
});

describe('outside the window', () => {
  it('refuses a tender before the window opens and after it closes, with their codes, writing nothing', async () => {
    const before = await rowCount();
    await setWindow(at(10 * MIN), at(60 * MIN));
    const early = await tender(b2, { amount: 300_000 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'TENDER_NOT_OPEN',
      message: 'The tender window has not opened yet.',
    });
    const earlyHi = await tender(b2, { amount: 300_000 }, 'hi');
    expect(earlyHi.json().message).toBe('निविदा अवधि अभी खुली नहीं है।');
    await setWindow(at(-60 * MIN), at(-MIN));
    const late = await tender(b2, { amount: 300_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'TENDER_CLOSED', message: 'The tender window has closed.' });
    expect(await rowCount()).toBe(before);
  });
});

describe('the opening at tenderClosesOn', () => {
  it('shows Admin and the owner every tender ranked, each matching its commitment, the chain intact', async () => {
    await setWindow(at(-60 * MIN), at(-MIN));
    for (const [u, url] of [
      [admin, `/api/admin/subEvents/${lotId}/tenders`],
      [owner, `/api/seller/subEvents/${lotId}/tenders`],
    ] as const) {
      const res = await call(u, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ opened: true, chainIntact: true });
      expect(
        body.tenders.map((x: { bidderId: string; amount: number; rank: number; qualified: boolean }) => [
          x.bidderId,
          x.amount,
          x.rank,
          x.qualified,
        ]),
      ).toEqual([
        [b2.id, AMOUNTS.b2, 1, true],
        [b1.id, AMOUNTS.b1again, 2, true],
        [b3.id, AMOUNTS.b3, 3, false],
      ]);
      expect(body.tenders.every((x: { matchesCommitment: boolean }) => x.matchesCommitment)).toBe(true);
    }
    const other = await call(otherSeller, 'GET', `/api/seller/subEvents/${lotId}/tenders`);
    expect(other.statusCode).toBe(403);
  });

  it('tells each tenderer its own rank and amount, and nobody else’s', async () => {
    const res = await call(b1, 'GET', `/api/member/subEvents/${lotId}/tender`);
    expect(res.json()).toMatchObject({
      opened: true,
      rank: 2,
      tenderers: 3,
      amount: AMOUNTS.b1again,
      qualified: true,
    });
    expect(res.body).not.toContain(String(AMOUNTS.b2));
    const low = await call(b3, 'GET', `/api/member/subEvents/${lotId}/tender`);
    expect(low.json()).toMatchObject({ rank: 3, qualified: false });
  });
});
