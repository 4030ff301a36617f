import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeEvent, makeSubEvent, makeUser } from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

// API.md "Alerts, watchlist and saved searches": a member's watchlist and saved searches.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const mk = () => makeUser(db(), t.config.jwtSecret, { role: 'Buyer' });
const as = (
  u: FixtureUser,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  lang?: 'hi',
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.token}`, ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('the watchlist', () => {
  it('adds, lists with times and where the bidding stands, and removes a lot', async () => {
    const me = await mk();
    const event = await makeEvent(db(), { auctionName: 'Durgapur Scrap Sale' });
    const sub = await makeSubEvent(db(), event.id, { startValue: 50_000 });
    const put = await as(me, 'PUT', `/api/watchlist/${sub.id}`);
    expect(put.json()).toEqual({ success: true, message: 'Added to your watchlist', watching: true });
    expect((await as(me, 'PUT', `/api/watchlist/${sub.id}`)).statusCode).toBe(200); // again: still one
    const list = (await as(me, 'GET', '/api/watchlist')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      subEventId: sub.id,
      eventId: event.id,
      auctionName: 'Durgapur Scrap Sale',
      name: sub.name,
      state: 'live',
      leadingAmount: null,
      bidCount: 0,
      leading: false,
      closesAt: sub.closesAt.toISOString(),
    });
    // Another member's list is its own.
    expect((await as(await mk(), 'GET', '/api/watchlist')).json().data).toEqual([]);
    expect((await as(me, 'DELETE', `/api/watchlist/${sub.id}`)).json()).toMatchObject({ watching: false });
    expect((await as(me, 'GET', '/api/watchlist')).json().data).toEqual([]);
  });

  it('refuses a lot one may not see (inactive, unknown, not an id) with a clear 400, in Hindi too', async () => {
    const me = await mk();
    const event = await makeEvent(db());
    const hidden = await makeSubEvent(db(), event.id, { isActive: false });
    for (const id of [hidden.id, '7d0f3c1e-0000-4000-8000-000000000000', 'not-an-id']) {
      const r = await as(me, 'PUT', `/api/watchlist/${id}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Lot not found, or not open to you');
    }
    const hi = await as(me, 'PUT', `/api/watchlist/${hidden.id}`, undefined, 'hi');
    expect(hi.json().message).toBe('लॉट नहीं मिला, या आपके लिए खुला नहीं है');
    expect((await as(me, 'GET', '/api/watchlist')).json().data).toEqual([]);
  });
});

describe('saved searches', () => {
  it('saves, lists newest first, deletes its own only', async () => {
    const [me, other] = [await mk(), await mk()];
    const first = await as(me, 'POST', '/api/saved-searches', {
      name: ' HMS near Bhilai ',
      query: { text: 'HMS', locations: ['Bhilai'], auctionTypes: ['Forward Auction'], maxEmd: 25_000.5 },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Search saved; you will be told of new lots that match it',
      data: { name: 'HMS near Bhilai', query: { text: 'HMS', maxEmd: 25_000.5 } },
    });
    await as(me, 'POST', '/api/saved-searches', {
      name: 'Copper',
      query: { productNames: ['Copper cable scrap'] },
    });
    const list = (await as(me, 'GET', '/api/saved-searches')).json().data;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Copper', 'HMS near Bhilai']);
    const id = first.json().data._id;
    expect((await as(other, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await as(me, 'DELETE', `/api/saved-searches/${id}`)).json().message).toBe('Saved search deleted');
    expect((await as(me, 'GET', '/api/saved-searches')).json().data).toHaveLength(1);
  });

  it('refuses an empty query, a bad EMD limit, unknown fields and a twenty-first search', async () => {
    const me = await mk();
    const empty = await as(me, 'POST', '/api/saved-searches', {
      name: 'All',
      query: { text: '  ', locations: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Choose at least one thing to search for');
    const emptyHi = await as(me, 'POST', '/api/saved-searches', { name: 'All', query: {} }, 'hi');
    expect(emptyHi.json().message).toContain('खोजने के लिए कम से कम एक चीज़ चुनें');
    const emd = await as(me, 'POST', '/api/saved-searches', { name: 'x', query: { maxEmd: 10.005 } });
    expect(emd.statusCode).toBe(400);
    expect(emd.json().message).toBe('Enter the EMD limit in rupees with at most two decimals');
    expect(
      (await as(me, 'POST', '/api/saved-searches', { name: 'x', query: { text: 'a', colour: 'red' } }))
        .statusCode,
    ).toBe(400);
    expect((await as(me, 'POST', '/api/saved-searches', { query: { text: 'a' } })).json().message).toBe(
      'This field is required',
    );
    const made = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        as(me, 'POST', '/api/saved-searches', { name: `s${i}`, query: { text: `w${i}` } }),
      ),
    );
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const refused = made.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json().message).toBe('You can keep at most 20 saved searches; delete one first');
    expect((await as(me, 'GET', '/api/saved-searches')).json().data).toHaveLength(20);
  });
});
