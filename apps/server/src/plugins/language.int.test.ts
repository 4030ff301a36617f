import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  assign,
  connectClient,
  makeEvent,
  makeSubEvent,
  makeUser,
  type TestClient,
} from '../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from '../modules/users/seed-demo-users';

// API.md "Conventions": `message` and `errors` follow the request's Accept-Language (hi → Hindi,
// anything else SPEC's exact English); socket answers follow the handshake's language.
let t: TestApp;
let url: string;
const clients: TestClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  url = await t.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const register = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'not-an-email' }, headers });
const login = (password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'buyer1@example.com', password },
    headers,
  });

describe('answers in the language of the request', () => {
  it('answers a 400 in exact English without Accept-Language, and for any language but Hindi', async () => {
    for (const lang of [undefined, 'en-IN,en;q=0.9', 'mr']) {
      const headers: Record<string, string> = lang ? { 'accept-language': lang } : {};
      const res = await register(headers);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('INVALID_INPUT');
      expect(body.errors).toMatchObject({
        firstName: 'Please fill out the First Name field',
        email: 'Enter a valid email address',
        productId: 'Please select at least one Product',
      });
      expect(JSON.stringify(body)).not.toMatch(DEVANAGARI);
    }
  });

  it('answers the same 400 in Hindi for Accept-Language: hi, every field message translated', async () => {
    for (const lang of ['hi', 'hi-IN', 'hi-IN,hi;q=0.9,en;q=0.8']) {
      const res = await register({ 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('INVALID_INPUT');
      expect(body.errors).toMatchObject({
        firstName: 'कृपया पहला नाम भरें',
        email: 'सही ईमेल पता लिखें',
        productId: 'कृपया कम से कम एक उत्पाद चुनें',
      });
      expect(body.message).toMatch(DEVANAGARI);
      for (const [field, message] of Object.entries(body.errors as Record<string, string>)) {
        expect(message, field).toMatch(DEVANAGARI);
      }
    }
  });

  it('names what is wrong with a field in the request’s language where its schema names no message', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    const token = signIn.json().token as string;
    // The member id in the path of an admin's upload is not an id at all (zod's own uuid check).
    const upload = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/uploadUserDoc/not-an-id',
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
    const en = await upload('en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'INVALID_INPUT', errors: { id: 'Not a valid id' } });
    const hi = await upload('hi');
    expect(hi.statusCode).toBe(400);
    expect(hi.json()).toMatchObject({ code: 'INVALID_INPUT', errors: { id: 'यह सही पहचान संख्या नहीं है' } });
  });

  it('refuses a wrong password and a missing session in Hindi, with the same codes', async () => {
    const en = await login('Wrong@12345');
    expect(en.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    const hi = await login('Wrong@12345', { 'accept-language': 'hi' });
    expect(hi.statusCode).toBe(en.statusCode);
    expect(hi.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'ईमेल या पासवर्ड गलत है' });
    expect(hi.headers.vary).toContain('Accept-Language');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'accept-language': 'hi' },
    });
    expect(me.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'आगे बढ़ने के लिए कृपया लॉग इन करें' });
  });

  it('keeps the member’s language in the profile and refuses one it does not know', async () => {
    const token = (await login(DEMO_PASSWORD)).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const me = (await t.app.inject({ method: 'GET', url: '/api/profile/details', headers })).json().user;
    expect(me.language).toBe('en');
    const { OrganizationIndividualName, firstName, lastName, designation, cellNumber, faxNumber } = me;
    const { addressLine1, addressLine2, city, state, country, pin } = me;
    const fields = {
      ...{ OrganizationIndividualName, firstName, lastName, designation, cellNumber, faxNumber },
      ...{ addressLine1, addressLine2, city, state, country, pin },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/details',
      payload: { ...fields, language: 'hi' },
      headers: { ...headers, 'accept-language': 'hi' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई!',
      user: { language: 'hi' },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(after.json().user.language).toBe('hi');
    // A profile saved without `language` keeps it.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/details',
      payload: fields,
      headers,
    });
    expect(again.json().user.language).toBe('hi');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/details',
      payload: { ...fields, language: 'fr' },
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ language: 'Choose English or Hindi' });
  });
});

describe('socket answers in the language of the handshake', () => {
  it('places and refuses bids in Hindi for auth.language or Accept-Language hi, in English otherwise', async () => {
    const db = t.database.db;
    const [hiByAuth, hiByHeader, en] = [
      await makeUser(db, t.config.jwtSecret, { role: 'Buyer' }),
      await makeUser(db, t.config.jwtSecret, { role: 'Buyer' }),
      await makeUser(db, t.config.jwtSecret, { role: 'Buyer' }),
    ];
    const event = await makeEvent(db);
    // Start ₹1,00,000, step ₹1,000.
    const sub = await makeSubEvent(db, event.id, {});
    const ids = [hiByAuth.id, hiByHeader.id, en.id];
    await assign(db, sub.id, ids);
    await acceptTerms(db, event.id, ids);
    const c1 = await connectClient(url, hiByAuth.token, { auth: { language: 'hi' } });
    const c2 = await connectClient(url, hiByHeader.token, { headers: { 'accept-language': 'hi-IN' } });
    const c3 = await connectClient(url, en.token);
    clients.push(c1, c2, c3);
    for (const c of [c1, c2, c3]) await c.ask('join_auction', { eventId: event.id });
    const bid = (amount: number) => ({ eventId: event.id, subEventId: sub.id, amount });

    expect(await c1.ask('place_bid', bid(100_000))).toMatchObject({ success: true, message: 'बोली लग गई!' });
    expect(await c3.ask('place_bid', bid(101_000))).toMatchObject({ success: true, message: 'Bid Placed!' });

    const refusedHi = await c2.ask<{ message: string }>('place_bid', bid(101_500));
    expect(refusedHi).toMatchObject({ success: false, code: 'BID_REJECTED' });
    expect(refusedHi.message).toBe('बोली कम से कम ₹1,02,000 होनी चाहिए।');
    const bidError = await c2.waitFor<{ message: string }>('bid_error');
    expect(bidError.message).toBe(refusedHi.message);

    const refusedEn = await c3.ask<{ message: string }>('place_bid', bid(101_500));
    expect(refusedEn.message).toBe(
      'You already hold the leading bid, so you cannot outbid yourself. You may set or raise an auto bid instead.',
    );
    const refusedEn2 = await c1.ask<{ message: string }>('place_autobid', bid(101_500));
    expect(refusedEn2.message).toMatch(
      /^ऑटो बोली मौजूदा बोली से दो बढ़त से कम नहीं हो सकती: कम से कम ₹1,03,000 रखें।$/,
    );
  });
});

describe('a socket that switches language', () => {
  it('answers in the language set with set_language from then on, and refuses a language it does not have', async () => {
    const db = t.database.db;
    const [a, b] = [
      await makeUser(db, t.config.jwtSecret, { role: 'Buyer' }),
      await makeUser(db, t.config.jwtSecret, { role: 'Buyer' }),
    ];
    const event = await makeEvent(db);
    const sub = await makeSubEvent(db, event.id, {});
    await assign(db, sub.id, [a.id, b.id]);
    await acceptTerms(db, event.id, [a.id, b.id]);
    const ca = await connectClient(url, a.token);
    const cb = await connectClient(url, b.token, { auth: { language: 'hi' } });
    clients.push(ca, cb);
    for (const c of [ca, cb]) await c.ask('join_auction', { eventId: event.id });
    const bid = (amount: number) => ({ eventId: event.id, subEventId: sub.id, amount });
    expect(await ca.ask('place_bid', bid(100_000))).toMatchObject({ message: 'Bid Placed!' });

    // English → Hindi: the next refusal, and its bid_error, are in Hindi.
    expect(await ca.ask('set_language', { language: 'hi' })).toEqual({ success: true });
    const refused = await ca.ask<{ message: string }>('place_bid', bid(100_500));
    expect(refused).toMatchObject({ success: false, code: 'BID_REJECTED' });
    expect(refused.message).toMatch(DEVANAGARI);
    expect(
      (await ca.waitFor<{ message: string }>('bid_error', (e) => DEVANAGARI.test(e.message))).message,
    ).toBe(refused.message);
    // Hindi → English.
    expect(await cb.ask('set_language', { language: 'en' })).toEqual({ success: true });
    expect(await cb.ask('place_bid', bid(101_000))).toMatchObject({ success: true, message: 'Bid Placed!' });

    // Not a language of the product: refused, in the socket's language, and nothing changes.
    for (const payload of [{ language: 'fr' }, { language: 7 }, {}, 'hi', null]) {
      const no = await ca.ask<{ message: string }>('set_language', payload);
      expect(no).toMatchObject({ success: false, code: 'INVALID_INPUT' });
      expect(no.message).toMatch(DEVANAGARI);
    }
    expect((await ca.ask<{ message: string }>('place_bid', bid(100_500))).message).toMatch(DEVANAGARI);
  });
});
