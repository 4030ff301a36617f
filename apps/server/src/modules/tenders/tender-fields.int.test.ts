import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeEvent, makeSubEvent, makeUser } from '../../../test/helpers/bidding-fixtures';
import { validSubEvent } from '../../../test/helpers/catalogue-fixtures';
import { subEventEditKit } from '../../../test/helpers/sub-event-edits';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { subEvents } from '../events/tables';

// API.md "Multi-unit (Yankee) lots and tender-then-auction": a tender-then-auction lot carries its
// tender window (opening before closing, closing no later than the auction's start); any other lot
// takes no tender date. Each refusal has its code and its message, and nothing is written.

let t: TestApp;
let admin: FixtureUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Admin' });
});
afterAll(async () => {
  await t?.close();
});

const { db, add, update, rowOf, rowEdit } = subEventEditKit(
  () => t,
  () => admin,
);
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const tenderLot = (over: Record<string, unknown> = {}) =>
  validSubEvent({
    saleFormat: 'tender_auction',
    tenderOpensOn: at(10),
    tenderClosesOn: at(60),
    eventStartsOn: at(70),
    eventEndsOn: at(130),
    ...over,
  });
const countOf = async (eventId: string) =>
  (await db().select().from(subEvents).where(eq(subEvents.eventId, eventId))).length;

describe('Add Sub Event with a tender window', () => {
  it('adds a tender-then-auction lot and answers its format and window', async () => {
    const event = await makeEvent(db());
    const body = tenderLot();
    const res = await add(event.id, body);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().data ?? res.json().subEvent;
    expect(saved).toMatchObject({
      saleFormat: 'tender_auction',
      tenderOpensOn: body.tenderOpensOn,
      tenderClosesOn: body.tenderClosesOn,
    });
  });

  it('refuses a window that is missing, out of order or closing after the auction starts, writing nothing', async () => {
    const event = await makeEvent(db());
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { tenderOpensOn: null },
        'tenderOpensOn',
        'A tender-then-auction lot needs the tender window: when it opens and when it closes.',
      ],
      [{ tenderOpensOn: at(61) }, 'tenderClosesOn', 'The tender window must open before it closes.'],
      [
        { tenderClosesOn: at(80) },
        'tenderClosesOn',
        'The tender window must close before the auction starts.',
      ],
      [{ tenderClosesOn: 'soon' }, 'tenderClosesOn', 'Enter a date and time'],
    ];
    for (const [over, field, message] of cases) {
      const res = await add(event.id, tenderLot(over));
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({
        success: false,
        code: 'INVALID_INPUT',
        errors: { [field]: message },
      });
    }
    const hi = await add(event.id, tenderLot({ tenderClosesOn: at(80) }), 'hi');
    expect(hi.json().errors.tenderClosesOn).toBe('निविदा अवधि नीलामी शुरू होने से पहले बंद होनी चाहिए।');
    expect(await countOf(event.id)).toBe(0);
  });

  it('refuses a tender date on a single lot (and on one with no format named), writing nothing', async () => {
    const event = await makeEvent(db());
    for (const saleFormat of ['single', undefined, 'yankee']) {
      const res = await add(event.id, validSubEvent({ saleFormat, tenderClosesOn: at(5) }));
      expect(res.statusCode, String(saleFormat)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Tender dates apply only to a tender-then-auction lot.',
        errors: { tenderClosesOn: 'Tender dates apply only to a tender-then-auction lot.' },
      });
    }
    const hi = await add(event.id, validSubEvent({ tenderOpensOn: at(5) }), 'hi');
    expect(hi.json().errors.tenderOpensOn).toBe('निविदा की तारीख़ें सिर्फ़ निविदा-फिर-नीलामी वाले लॉट के लिए हैं।');
    expect(await countOf(event.id)).toBe(0);
  });
});

describe('the grid row edit of a tender window', () => {
  it('moves a window, keeps it when left out, and refuses a window after the auction start or on a single lot', async () => {
    const event = await makeEvent(db());
    const id = (await add(event.id, tenderLot())).json().data._id as string;
    const row = await rowOf(id);
    const moved = at(20);
    const ok = await update(event.id, id, rowEdit(row, { tenderOpensOn: moved }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await rowOf(id)).tenderOpensOn?.toISOString()).toBe(moved);
    const kept = await update(event.id, id, rowEdit(await rowOf(id)));
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await rowOf(id)).saleFormat).toBe('tender_auction');
    expect((await rowOf(id)).tenderOpensOn?.toISOString()).toBe(moved);

    const late = await update(event.id, id, rowEdit(row, { eventStartsOn: at(30) }));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'INVALID_INPUT',
      errors: { tenderClosesOn: 'The tender window must close before the auction starts.' },
    });
    expect((await rowOf(id)).eventStartsOn.toISOString()).toBe(row.eventStartsOn.toISOString());

    const single = await makeSubEvent(db(), event.id);
    const refused = await update(
      event.id,
      single.id,
      rowEdit(await rowOf(single.id), { tenderOpensOn: at(5) }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      tenderOpensOn: 'Tender dates apply only to a tender-then-auction lot.',
    });
    expect((await rowOf(single.id)).tenderOpensOn).toBeNull();
  });
});
