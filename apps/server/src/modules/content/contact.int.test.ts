import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { listContactQueries } from './contact-queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@steeltraders.in',
  subject: 'HMS scrap lots',
  message: 'Please call me.',
};

describe('POST /api/general/contactus', () => {
  it('stores a valid enquiry and answers with the spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/general/contactus', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Thank you for your query. We will update you soon!',
    });
    const rows = await listContactQueries(t.database.db);
    expect(rows.map((r) => r.email)).toContain('ravi@steeltraders.in');
  });

  it('rejects blank fields with a message per field and stores nothing', async () => {
    const before = (await listContactQueries(t.database.db)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/general/contactus',
      payload: { name: '   ', email: 'not-an-email', subject: '', message: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({
      name: 'This field is required',
      email: 'Enter a valid email address',
      subject: 'This field is required',
      message: 'This field is required',
    });
    expect((await listContactQueries(t.database.db)).length).toBe(before);
  });

  it('rejects wrong types and missing fields without a server error', async () => {
    for (const payload of [{}, { ...valid, name: 42 }, { ...valid, email: ['a'] }, [], 'text', null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/general/contactus',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/general/contactus',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'INVALID_INPUT',
      message: 'The request body is not valid JSON',
    });
  });
});
