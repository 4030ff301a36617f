import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  DEMO,
  inMinutes,
  loginAs,
  userIdOf,
  validEvent,
  validSubEvent,
} from '../../../test/helpers/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { bids } from '../bidding/tables';
import { seedDemoUsers } from '../users/seed-demo-users';
import { users } from '../users/tables';
import { subEventMembers, subEvents, termAcceptances } from './tables';

let t: TestApp;
let admin: Record<string, string>;
let buyerToken: string;
const ids = { buyer1: '', buyer2: '', seller: '', guest: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  const adminToken = await loginAs(t, DEMO.admin);
  admin = bearer(adminToken);
  buyerToken = await loginAs(t, DEMO.buyer1);
  ids.admin = await userIdOf(t, adminToken);
  ids.buyer1 = await userIdOf(t, buyerToken);
  ids.buyer2 = await userIdOf(t, await loginAs(t, DEMO.buyer2));
  ids.seller = await userIdOf(t, await loginAs(t, DEMO.seller));
  ids.guest = await userIdOf(t, await loginAs(t, DEMO.guest));
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function newEvent(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/api/admin/createEvent', validEvent(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}
async function newSubEvent(eventId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', `/api/admin/addSubEvent/${eventId}`, validSubEvent(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}
async function insertBid(subEventId: string, amountPaise = 3_210_000) {
  await t.database.db.insert(bids).values({
    subEventId,
    bidderId: ids.buyer1,
    amount: amountPaise,
    kind: 'manual',
    seq: 1,
    prevHash: '',
    hash: randomUUID(),
  });
}

describe('events (SPEC §7 createEvent, updateEvent, deleteEvent, getAllEvents)', () => {
  it('creates an event with the defaults (Rs, transaction password on) and lists it', async () => {
    const res = await call('POST', '/api/admin/createEvent', validEvent());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Event created successfully',
      data: { currency: 'Rs', requireTransactionPassword: true, maxExtensions: null, phase: 'live' },
    });
    const id = res.json().data._id;
    const all = await call('GET', '/api/admin/getAllEvents');
    expect(all.json().success).toBe(true);
    expect(all.json().data.find((e: { _id: string }) => e._id === id)).toMatchObject({
      auctionName: 'Bhilai Melting Scrap Sale',
      subEvent: [],
    });
  });

  it('requires every SPEC §5 field with "This field is required"', async () => {
    const res = await call('POST', '/api/admin/createEvent', {});
    expect(res.statusCode).toBe(400);
    const required = [
      'auctionType',
      'auctionBehaviour',
      'onBehalfOf',
      'auctionName',
      'titleName',
      'autoExtension',
      'inspectionDate',
      'address',
      'totalLots',
      'termCondition',
      'eventStart',
      'eventEnd',
    ];
    expect(res.json().errors).toEqual(Object.fromEntries(required.map((f) => [f, 'This field is required'])));
    const blanks = await call(
      'POST',
      '/api/admin/createEvent',
      validEvent({
        auctionName: '  ',
        auctionType: 'Dutch Auction',
        autoExtension: '11 Minute',
        totalLots: 0,
      }),
    );
    expect(blanks.json().errors).toEqual({
      auctionName: 'This field is required',
      auctionType: 'Choose one of the listed options',
      autoExtension: 'Choose one of the listed options',
      totalLots: 'Must be at least 1',
    });
  });

  it('tells a present but malformed field what is wrong, and takes ISO date-times and digit strings (API.md)', async () => {
    const bad = await call(
      'POST',
      '/api/admin/createEvent',
      validEvent({ inspectionDate: '15/01/2030', totalLots: 'two', eventStart: 'tomorrow' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      inspectionDate: 'Enter a date',
      totalLots: 'Enter a whole number',
      eventStart: 'Enter a date and time',
    });
    // 18:30 UTC on the 14th is already the 15th in IST.
    const res = await call(
      'POST',
      '/api/admin/createEvent',
      validEvent({ inspectionDate: '2030-01-14T18:30:00.000Z', totalLots: '1' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ inspectionDate: '2030-01-15', totalLots: 1 });
  });

  it('accepts every auto-extension option of SPEC §9', async () => {
    for (const autoExtension of ['Duration', '1 Minute', '10 Minute']) {
      const res = await call('POST', '/api/admin/createEvent', validEvent({ autoExtension }));
      expect(res.statusCode, autoExtension).toBe(201);
    }
  });

  it('refuses an end before the start with both SPEC §5 messages', async () => {
    const res = await call(
      'POST',
      '/api/admin/createEvent',
      validEvent({ eventStart: inMinutes(60), eventEnd: inMinutes(30) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      eventStart: 'Start date must be before end date',
      eventEnd: 'End date must be after start date',
    });
  });

  it('updates an event; 404 for a missing one, 400 for a bad id or body', async () => {
    const id = await newEvent();
    const res = await call(
      'PUT',
      `/api/admin/updateEvent/${id}`,
      validEvent({ auctionName: 'Renamed sale' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Event updated successfully',
      data: { auctionName: 'Renamed sale' },
    });
    expect((await call('PUT', `/api/admin/updateEvent/${randomUUID()}`, validEvent())).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/updateEvent/123', validEvent())).statusCode).toBe(400);
    const bad = await call('PUT', `/api/admin/updateEvent/${id}`, validEvent({ eventEnd: inMinutes(-60) }));
    expect(bad.statusCode).toBe(400);
  });

  it('deletes an event with its sub-events and assignments when nobody has bid', async () => {
    const id = await newEvent();
    const sub = await newSubEvent(id);
    await call('PUT', `/api/admin/updateSubEvent/${id}/${sub}`, { registeredBuyers: [ids.buyer1] });
    const res = await call('DELETE', `/api/admin/deleteEvent/${id}`);
    expect(res.json()).toEqual({ success: true, message: 'Event deleted successfully' });
    expect(await t.database.db.select().from(subEvents).where(eq(subEvents.id, sub))).toEqual([]);
    expect(
      await t.database.db.select().from(subEventMembers).where(eq(subEventMembers.subEventId, sub)),
    ).toEqual([]);
    expect((await call('DELETE', `/api/admin/deleteEvent/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/deleteEvent/nope')).statusCode).toBe(400);
  });

  it('refuses to delete an event that has bids, and keeps everything', async () => {
    const id = await newEvent();
    const sub = await newSubEvent(id);
    await insertBid(sub);
    const res = await call('DELETE', `/api/admin/deleteEvent/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This event has bids and cannot be deleted: bids are never deleted.');
    expect(await t.database.db.select().from(subEvents).where(eq(subEvents.id, sub))).toHaveLength(1);
    expect(await t.database.db.select().from(bids).where(eq(bids.subEventId, sub))).toHaveLength(1);
  });
});

describe('sale terms and bid basis (API.md "After the award")', () => {
  it('takes the sale terms on an event, keeps them when an edit leaves them out, and refuses bad ones', async () => {
    const plain = await call('POST', '/api/admin/createEvent', validEvent());
    expect(plain.json().data).toMatchObject({ gstRate: 18, tcsRate: 1, paymentDays: 7, liftingDays: 30 });
    const id = await newEvent({ gstRate: '12.5', tcsRate: 0.1, paymentDays: 10, liftingDays: '45' });
    const edited = await call('PUT', `/api/admin/updateEvent/${id}`, validEvent({ auctionName: 'Renamed' }));
    expect(edited.json().data).toMatchObject({
      auctionName: 'Renamed',
      gstRate: 12.5,
      tcsRate: 0.1,
      paymentDays: 10,
      liftingDays: 45,
    });
    const bad = await call(
      'POST',
      '/api/admin/createEvent',
      validEvent({ gstRate: 'abc', paymentDays: 0, tcsRate: 1.234 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['gstRate', 'paymentDays', 'tcsRate']);
  });

  it('takes a sub-event’s bid basis (lot by default), keeps it on a row edit without it, and refuses others', async () => {
    const eventId = await newEvent();
    const lotSub = await call('POST', `/api/admin/addSubEvent/${eventId}`, validSubEvent());
    expect(lotSub.json().data.bidBasis).toBe('lot');
    const sub = await newSubEvent(eventId, { bidBasis: 'unit' });
    const row = { ...validSubEvent(), details: 'GST extra', isActive: true };
    const res = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, row);
    expect(res.json().data.bidBasis).toBe('unit');
    const bad = await call('POST', `/api/admin/addSubEvent/${eventId}`, validSubEvent({ bidBasis: 'tonne' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.bidBasis).toBeTruthy();
  });
});

describe('sub-events (SPEC §7 addSubEvent, updateSubEvent, deleteSubEvent, enableAutoBid; API.md getAllSubEvents)', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await newEvent({ auctionName: 'Sub-event host' });
  });

  it('adds a sub-event: amounts in rupees, stored in paise, open and closing at its end', async () => {
    const endsOn = inMinutes(90);
    const res = await call(
      'POST',
      `/api/admin/addSubEvent/${eventId}`,
      validSubEvent({ eventEndsOn: endsOn }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Sub-event added successfully!',
      data: {
        eventId,
        startValue: 32000,
        incrementOrDecrement: 100,
        isActive: true,
        autoBidEnabled: true,
        status: 'open',
        closesAt: endsOn,
        details: '',
        registeredBuyers: [],
        bidCount: 0,
      },
    });
    const [row] = await t.database.db.select().from(subEvents).where(eq(subEvents.id, res.json().data._id));
    expect(row.startValue).toBe(3_200_000);
    expect(row.closesAt.toISOString()).toBe(endsOn);
    expect(typeof res.json().data.auctionNo).toBe('number');
  });

  it('requires every SPEC §5 field and the date order', async () => {
    const res = await call('POST', `/api/admin/addSubEvent/${eventId}`, {});
    expect(res.statusCode).toBe(400);
    const required = [
      'name',
      'location',
      'subEventType',
      'quantityOrTypesOfTrunk',
      'unit',
      'rule',
      'serialNo',
      'startValue',
      'incrementOrDecrement',
      'eventStartsOn',
      'eventEndsOn',
      'specification',
    ];
    expect(res.json().errors).toEqual(Object.fromEntries(required.map((f) => [f, 'This field is required'])));
    const order = await call(
      'POST',
      `/api/admin/addSubEvent/${eventId}`,
      validSubEvent({ eventStartsOn: inMinutes(50), eventEndsOn: inMinutes(40) }),
    );
    expect(order.json().errors).toEqual({
      eventStartsOn: 'Start date must be before end date',
      eventEndsOn: 'End date must be after start date',
    });
    const money = await call(
      'POST',
      `/api/admin/addSubEvent/${eventId}`,
      validSubEvent({ startValue: '₹100', incrementOrDecrement: -5, serialNo: 1.5 }),
    );
    expect(money.json().errors).toEqual({
      startValue: 'Enter a whole number of rupees',
      incrementOrDecrement: 'Must be more than 0',
      serialNo: 'Enter a whole number',
    });
  });

  it('takes any sub-event type, reverse only when it says reverse (SPEC §3)', async () => {
    const forward = await call(
      'POST',
      `/api/admin/addSubEvent/${eventId}`,
      validSubEvent({ subEventType: 'Forward Auction', serialNo: '7', startValue: '32000' }),
    );
    expect(forward.statusCode, forward.body).toBe(201);
    expect(forward.json().data).toMatchObject({
      subEventType: 'Forward Auction',
      serialNo: 7,
      startValue: 32000,
    });
    const reverse = await call(
      'POST',
      `/api/admin/addSubEvent/${eventId}`,
      validSubEvent({ subEventType: ' Reverse ' }),
    );
    expect(reverse.statusCode, reverse.body).toBe(201);
    expect(reverse.json().data.subEventType).toBe('Reverse');
    const blank = await call(
      'POST',
      `/api/admin/addSubEvent/${eventId}`,
      validSubEvent({ subEventType: ' ' }),
    );
    expect(blank.json().errors).toEqual({ subEventType: 'This field is required' });
  });

  it('answers 404 for a sub-event under a missing event and 400 for a bad event id', async () => {
    const res = await call('POST', `/api/admin/addSubEvent/${randomUUID()}`, validSubEvent());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event not found');
    expect((await call('POST', '/api/admin/addSubEvent/x', validSubEvent())).statusCode).toBe(400);
  });

  it('refuses an owner who is not a seller or buyer', async () => {
    const res = await call(
      'POST',
      `/api/admin/addSubEvent/${eventId}`,
      validSubEvent({ ownerId: ids.guest }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ ownerId: 'Please select a registered seller' });
  });

  it('edits a row (all inputs required) and moves the closing with the end while nobody has bid', async () => {
    const sub = await newSubEvent(eventId);
    const [before] = await t.database.db.select().from(subEvents).where(eq(subEvents.id, sub));
    const row = {
      ...validSubEvent(),
      details: 'GST extra',
      isActive: true,
      name: 'Renamed lot',
      eventEndsOn: inMinutes(200),
    };
    const res = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, row);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Sub-event updated successfully!',
      data: { name: 'Renamed lot', closesAt: row.eventEndsOn, eventEndsOn: row.eventEndsOn },
    });
    const [after] = await t.database.db.select().from(subEvents).where(eq(subEvents.id, sub));
    expect(after.seq).toBe(before.seq + 1);
    const missing = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, { ...row, details: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ details: 'This field is required' });
    const partial = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, { name: 'Only a name' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors.location).toBe('This field is required');
  });

  it('reopens a closed sub-event without bids when its end moves ahead', async () => {
    const sub = await newSubEvent(eventId);
    await t.database.db
      .update(subEvents)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(subEvents.id, sub));
    const row = { ...validSubEvent(), details: 'd', isActive: true, eventEndsOn: inMinutes(300) };
    const res = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, row);
    expect(res.json().data).toMatchObject({ status: 'open', closesAt: row.eventEndsOn });
  });

  it('locks type, start value and step once a bid exists, and never moves the closing earlier then', async () => {
    const sub = await newSubEvent(eventId);
    await insertBid(sub);
    const [before] = await t.database.db.select().from(subEvents).where(eq(subEvents.id, sub));
    const base = { ...validSubEvent(), details: 'd', isActive: true };
    const locked = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, {
      ...base,
      startValue: 1,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain('already has bids');
    const earlier = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, {
      ...base,
      eventEndsOn: inMinutes(30),
    });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json().data.closesAt).toBe(before.closesAt.toISOString());
    const later = inMinutes(400);
    const res = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, {
      ...base,
      eventEndsOn: later,
    });
    expect(res.json().data.closesAt).toBe(later);
    expect(res.json().data.bidCount).toBe(1);
  });

  it('saves the Active box alone', async () => {
    const sub = await newSubEvent(eventId);
    const res = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Sub-event updated successfully!',
      data: { isActive: false },
    });
    const bad = await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, { isActive: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ isActive: 'Choose yes or no' });
  });

  it('answers 404 for a missing sub-event, one of another event, or a missing event; 400 for bad ids', async () => {
    const sub = await newSubEvent(eventId);
    const other = await newEvent();
    for (const url of [
      `/api/admin/updateSubEvent/${eventId}/${randomUUID()}`,
      `/api/admin/updateSubEvent/${other}/${sub}`,
      `/api/admin/updateSubEvent/${randomUUID()}/${sub}`,
    ]) {
      expect((await call('PUT', url, { isActive: true })).statusCode, url).toBe(404);
    }
    expect((await call('PUT', `/api/admin/updateSubEvent/x/${sub}`, { isActive: true })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', `/api/admin/updateSubEvent/${eventId}/y`, { isActive: true })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', `/api/admin/updateSubEvent/${eventId}/${sub}`, [1, 2])).statusCode).toBe(400);
  });

  it('switches auto bid off and on', async () => {
    const sub = await newSubEvent(eventId);
    const off = await call('POST', `/api/admin/enableAutoBid/${eventId}/${sub}`, { enabled: false });
    expect(off.json()).toMatchObject({ message: 'Auto bid disabled', data: { autoBidEnabled: false } });
    const on = await call('POST', `/api/admin/enableAutoBid/${eventId}/${sub}`);
    expect(on.json()).toMatchObject({ message: 'Auto bid enabled', data: { autoBidEnabled: true } });
    expect((await call('POST', `/api/admin/enableAutoBid/${eventId}/${randomUUID()}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/enableAutoBid/${eventId}/${sub}`, { enabled: 'yes' })).statusCode,
    ).toBe(400);
    expect((await call('POST', `/api/admin/enableAutoBid/1/${sub}`)).statusCode).toBe(400);
  });

  it('deletes a sub-event without bids and refuses one with bids', async () => {
    const free = await newSubEvent(eventId);
    const res = await call('DELETE', `/api/admin/deleteSubEvent/${eventId}/${free}`);
    expect(res.json()).toEqual({ success: true, message: 'Sub-event deleted successfully!' });
    expect((await call('DELETE', `/api/admin/deleteSubEvent/${eventId}/${free}`)).statusCode).toBe(404);
    const withBid = await newSubEvent(eventId);
    await insertBid(withBid);
    const refused = await call('DELETE', `/api/admin/deleteSubEvent/${eventId}/${withBid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This sub-event has bids and cannot be deleted: bids are never deleted.',
    );
    expect((await call('DELETE', `/api/admin/deleteSubEvent/${eventId}/zz`)).statusCode).toBe(400);
  });

  it('lists every sub-event with its event name', async () => {
    const res = await call('GET', '/api/admin/getAllSubEvents');
    expect(res.json().success).toBe(true);
    const mine = res.json().data.filter((s: { eventId: string }) => s.eventId === eventId);
    expect(mine.length).toBeGreaterThan(3);
    expect(mine[0].auctionName).toBe('Sub-event host');
    expect(Array.isArray(mine[0].registeredBuyers)).toBe(true);
  });
});

describe('assignment (SPEC §2 Assign, §5, §8)', () => {
  let eventId: string;
  let sub: string;
  beforeAll(async () => {
    eventId = await newEvent({ auctionName: 'Assignment host' });
    sub = await newSubEvent(eventId);
  });
  const assign = (body: unknown, s = sub) => call('PUT', `/api/admin/updateSubEvent/${eventId}/${s}`, body);

  it('assigns buyers, the seller and the guest; the seller becomes the owner', async () => {
    const res = await assign({ registeredBuyers: [ids.buyer1, ids.seller, ids.guest] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Buyers assigned successfully.');
    expect(res.json().data.registeredBuyers.sort()).toEqual([ids.buyer1, ids.seller, ids.guest].sort());
    expect(res.json().data.ownerId).toBe(ids.seller);
  });

  it('adds to the earlier assignment, ignoring repeats', async () => {
    const res = await assign({ registeredBuyers: [ids.buyer2, ids.buyer1, ids.buyer2] });
    expect(res.json().data.registeredBuyers.sort()).toEqual(
      [ids.buyer1, ids.buyer2, ids.seller, ids.guest].sort(),
    );
  });

  it('replaces the list in replace mode (unassigning the rest)', async () => {
    const res = await assign({ registeredBuyers: [ids.buyer1], mode: 'replace' });
    expect(res.json().data.registeredBuyers).toEqual([ids.buyer1]);
    const none = await assign({ registeredBuyers: [], mode: 'replace' });
    expect(none.json().data.registeredBuyers).toEqual([]);
  });

  it("refuses an empty selection with 'Please select a sub-event and buyers.'", async () => {
    const res = await assign({ registeredBuyers: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please select a sub-event and buyers.',
      errors: { registeredBuyers: 'Please select a sub-event and buyers.' },
    });
  });

  it('refuses admins, unverified users, unknown users and ids that are not ids', async () => {
    const refused = await assign({ registeredBuyers: [ids.admin] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Only verified buyers, sellers and guests can be assigned: Neelami Auctions Pvt Ltd',
    );
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.id, ids.buyer2));
    const unverified = await assign({ registeredBuyers: [ids.buyer2] });
    expect(unverified.statusCode).toBe(400);
    await t.database.db.update(users).set({ isVerified: true }).where(eq(users.id, ids.buyer2));
    expect((await assign({ registeredBuyers: [randomUUID()] })).statusCode).toBe(400);
    const bad = await assign({ registeredBuyers: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'registeredBuyers.0': 'Invalid user' });
    const rows = await t.database.db
      .select()
      .from(subEventMembers)
      .where(eq(subEventMembers.subEventId, sub));
    expect(rows).toEqual([]);
  });
});

describe('flash messages (SPEC §7 addFlash, updateFlash, deleteFlash, getAllFlash)', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await newEvent({ auctionName: 'Flash host' });
  });

  it('adds, lists with the event name, edits and deletes a flash message', async () => {
    const res = await call('POST', '/api/admin/addFlash', { eventId, message: 'Lot 2 inspection extended' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Flash Saved successfully!',
      flash: { eventId: { _id: eventId, auctionName: 'Flash host' }, message: 'Lot 2 inspection extended' },
    });
    const id = res.json().flash._id;
    const all = await call('GET', '/api/admin/getAllFlash');
    expect(all.json().flash).toContainEqual(expect.objectContaining({ _id: id }));
    const edited = await call('PUT', `/api/admin/updateFlash/${id}`, { message: 'Edited' });
    expect(edited.json()).toMatchObject({
      message: 'Flash Saved successfully!',
      flash: { message: 'Edited' },
    });
    expect((await call('DELETE', `/api/admin/deleteFlash/${id}`)).json()).toEqual({
      success: true,
      message: 'Flash deleted successfully!',
    });
    expect((await call('DELETE', `/api/admin/deleteFlash/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/updateFlash/${id}`, { message: 'x' })).statusCode).toBe(404);
  });

  it('validates the event and the message', async () => {
    const empty = await call('POST', '/api/admin/addFlash', { eventId: '', message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      eventId: 'This field is required',
      message: 'This field is required',
    });
    const missing = await call('POST', '/api/admin/addFlash', { eventId: randomUUID(), message: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/updateFlash/q', { message: 'x' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/admin/deleteFlash/q')).statusCode).toBe(400);
    const id = (await call('POST', '/api/admin/addFlash', { eventId, message: 'Hi' })).json().flash._id;
    expect((await call('PUT', `/api/admin/updateFlash/${id}`, { message: '' })).statusCode).toBe(400);
  });
});

describe('public event lists (SPEC §7 General, §4)', () => {
  const names = async (path: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/general/${path}` }))
      .json()
      .data.map((e: { auctionName: string }) => e.auctionName) as string[];

  it('puts each event in the right list at the server clock, for anyone', async () => {
    await newEvent({ auctionName: 'L-live' });
    await newEvent({ auctionName: 'L-upcoming', eventStart: inMinutes(60), eventEnd: inMinutes(120) });
    await newEvent({ auctionName: 'L-past', eventStart: inMinutes(-120), eventEnd: inMinutes(-60) });
    const live = await names('getTodaysAuctions');
    const upcoming = await names('getAllUpcomingAuctions');
    const past = await names('getAllPastAuctions');
    const all = await names('getAllAuctions');
    expect(live).toContain('L-live');
    expect(live).not.toContain('L-upcoming');
    expect(live).not.toContain('L-past');
    expect(upcoming).toEqual(expect.arrayContaining(['L-upcoming']));
    expect(upcoming).not.toContain('L-live');
    expect(past).toContain('L-past');
    expect(past).not.toContain('L-live');
    expect(all).toEqual(expect.arrayContaining(['L-live', 'L-upcoming', 'L-past']));
  });

  it('keeps an event live past its end while a sub-event runs on (anti-sniping), then past', async () => {
    const id = await newEvent({
      auctionName: 'L-extended',
      eventStart: inMinutes(-120),
      eventEnd: inMinutes(-1),
    });
    const sub = await newSubEvent(id, { eventStartsOn: inMinutes(-120), eventEndsOn: inMinutes(-1) });
    expect(await names('getAllPastAuctions')).toContain('L-extended');
    await t.database.db
      .update(subEvents)
      .set({ closesAt: new Date(Date.now() + 60_000) })
      .where(eq(subEvents.id, sub));
    expect(await names('getTodaysAuctions')).toContain('L-extended');
    expect(await names('getAllPastAuctions')).not.toContain('L-extended');
    await t.database.db.update(subEvents).set({ status: 'closed' }).where(eq(subEvents.id, sub));
    expect(await names('getAllPastAuctions')).toContain('L-extended');
  });
});

describe('terms acceptance and the live-room event (SPEC §4; API.md general/event/:eventId)', () => {
  let eventId: string;
  let active: string;
  let inactive: string;
  beforeAll(async () => {
    eventId = await newEvent({ auctionName: 'Room host', termCondition: 'No withdrawal of bids.' });
    active = await newSubEvent(eventId, { name: 'Active lot', serialNo: 1 });
    inactive = await newSubEvent(eventId, { name: 'Hidden lot', serialNo: 2 });
    await call('PUT', `/api/admin/updateSubEvent/${eventId}/${inactive}`, { isActive: false });
    await call('PUT', `/api/admin/updateSubEvent/${eventId}/${active}`, { registeredBuyers: [ids.buyer1] });
    await call('POST', '/api/admin/addFlash', { eventId, message: 'Welcome to the room' });
  });

  it('records the user from the token, never from the body, and keeps the first acceptance', async () => {
    const res = await call(
      'POST',
      '/api/general/termAccept',
      { eventId, userId: ids.buyer2 },
      bearer(buyerToken),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Terms and conditions accepted' });
    const rows = await t.database.db
      .select()
      .from(termAcceptances)
      .where(eq(termAcceptances.eventId, eventId));
    expect(rows.map((r) => r.userId)).toEqual([ids.buyer1]);
    const again = await call('POST', '/api/general/termAccept', { eventId }, bearer(buyerToken));
    expect(again.statusCode).toBe(200);
    const after = await t.database.db
      .select()
      .from(termAcceptances)
      .where(eq(termAcceptances.eventId, eventId));
    expect(after).toHaveLength(1);
    expect(after[0].acceptedAt.getTime()).toBe(rows[0].acceptedAt.getTime());
  });

  it('refuses a missing event (404), a bad id (400) and anonymous callers (401)', async () => {
    expect(
      (await call('POST', '/api/general/termAccept', { eventId: randomUUID() }, bearer(buyerToken)))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/general/termAccept', { eventId: 'x' }, bearer(buyerToken))).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/general/termAccept', {}, bearer(buyerToken))).statusCode).toBe(400);
    expect((await call('POST', '/api/general/termAccept', { eventId }, {})).statusCode).toBe(401);
  });

  it('gives the room its active sub-events, flash messages and the caller’s acceptance and assignment', async () => {
    const res = await call('GET', `/api/general/event/${eventId}`, undefined, bearer(buyerToken));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: eventId,
      termCondition: 'No withdrawal of bids.',
      termsAccepted: true,
    });
    expect(data.subEvent.map((s: { name: string }) => s.name)).toEqual(['Active lot']);
    expect(data.subEvent[0]).toMatchObject({ assigned: true });
    expect(data.subEvent[0]).not.toHaveProperty('registeredBuyers');
    expect(data.flash.map((f: { message: string }) => f.message)).toEqual(['Welcome to the room']);
    const guest = await call(
      'GET',
      `/api/general/event/${eventId}`,
      undefined,
      bearer(await loginAs(t, DEMO.guest)),
    );
    expect(guest.json().data).toMatchObject({ termsAccepted: false, subEvent: [{ assigned: false }] });
    expect(
      (await call('GET', `/api/general/event/${randomUUID()}`, undefined, bearer(buyerToken))).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/general/event/abc', undefined, bearer(buyerToken))).statusCode).toBe(400);
    expect((await call('GET', `/api/general/event/${eventId}`, undefined, {})).statusCode).toBe(401);
  });
});

describe('catalogue PDF (SPEC §6 terms: only paid members)', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await newEvent({ auctionName: 'Catalogue ₹ sale' });
    await newSubEvent(eventId, { name: 'Copper cable scrap', startValue: 410000 });
  });
  const download = (headers: Record<string, string>, id = eventId) =>
    t.app.inject({ method: 'GET', url: `/api/general/event/${id}/catalogue`, headers });

  it('gives a verified member with a member type the PDF', async () => {
    const res = await download(bearer(buyerToken));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="catalogue-catalogue-sale.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });

  it('gives the admin the PDF', async () => {
    expect((await download(admin)).statusCode).toBe(200);
  });

  it('tells an unverified member and a member without a membership why not', async () => {
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.id, ids.buyer2));
    const b2 = bearer(await loginAs(t, DEMO.buyer2));
    const unverified = await download(b2);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(
      'Only verified paid members can download the auction catalogue: your account has not been verified yet.',
    );
    await t.database.db
      .update(users)
      .set({ isVerified: true, membertype: '' })
      .where(eq(users.id, ids.buyer2));
    const unpaid = await download(b2);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe(
      'Only paid members can download the auction catalogue: your account has no membership yet.',
    );
    await t.database.db.update(users).set({ membertype: 'GOLD MEMBERSHIP' }).where(eq(users.id, ids.buyer2));
  });

  it('answers 401 without a token, 404 for a missing event and 400 for a bad id', async () => {
    expect((await download({})).statusCode).toBe(401);
    expect((await download(bearer(buyerToken), randomUUID())).statusCode).toBe(404);
    expect((await download(bearer(buyerToken), 'nope')).statusCode).toBe(400);
  });
});
