import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, inMinutes, loginAs, userIdOf } from '../../../test/helpers/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { subEvents } from '../events/tables';
import { seedDemoUsers } from '../users/seed-demo-users';
import { auctionBuyers, auctions, lots } from './tables';

let t: TestApp;
let admin: Record<string, string>;
let sellerId: string;
let buyerId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  admin = bearer(await loginAs(t, DEMO.admin));
  sellerId = await userIdOf(t, await loginAs(t, DEMO.seller));
  buyerId = await userIdOf(t, await loginAs(t, DEMO.buyer1));
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('products (SPEC §7 admin/products, general/getUserProducts)', () => {
  let id: string;

  it('adds a product and lists it for the admin and for registration', async () => {
    const res = await call('POST', '/api/admin/products', { productName: '  Zinc Dross  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Product saved successfully!' });
    id = res.json().data._id;
    expect(res.json().data).toEqual({ _id: id, productName: 'Zinc Dross' });
    const list = await call('GET', '/api/admin/products');
    expect(list.json().data).toContainEqual({ _id: id, productName: 'Zinc Dross' });
    const open = await t.app.inject({ method: 'GET', url: '/api/general/getUserProducts' });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.map((p: { productName: string }) => p.productName)).toContain('Zinc Dross');
  });

  it('refuses a blank name with the SPEC §5 message and a duplicate (any case) with 409', async () => {
    const blank = await call('POST', '/api/admin/products', { productName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ productName: 'This field is required' });
    const missing = await call('POST', '/api/admin/products', {});
    expect(missing.json().errors).toEqual({ productName: 'This field is required' });
    const dup = await call('POST', '/api/admin/products', { productName: 'zinc dross' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A product with this name already exists');
  });

  it('renames a product, refusing a name another product has', async () => {
    const other = (await call('POST', '/api/admin/products', { productName: 'Mill Scale' })).json().data._id;
    const res = await call('PUT', `/api/admin/products/${id}`, { productName: 'Zinc Dross (Hot Dip)' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { productName: 'Zinc Dross (Hot Dip)' } });
    const same = await call('PUT', `/api/admin/products/${id}`, { productName: 'zinc dross (hot dip)' });
    expect(same.statusCode).toBe(200);
    const clash = await call('PUT', `/api/admin/products/${other}`, { productName: 'ZINC DROSS (HOT DIP)' });
    expect(clash.statusCode).toBe(409);
  });

  it('deletes a product; 404 for a missing one, 400 for an id that is not a UUID', async () => {
    expect((await call('DELETE', `/api/admin/products/${id}`)).json()).toMatchObject({ success: true });
    expect((await call('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/products/${randomUUID()}`, { productName: 'X' })).statusCode).toBe(
      404,
    );
    const bad = await call('DELETE', '/api/admin/products/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect((await call('PUT', '/api/admin/products/42', { productName: 'X' })).statusCode).toBe(400);
  });
});

describe('lots (SPEC §7 createLot, getAllLots, updateLot; API.md deleteLot)', () => {
  const lot = () => ({
    name: 'Cast iron borings',
    description: 'Machining borings, moisture under 2%',
    quantity: 80.5,
    unit: 'MT',
    seller: sellerId,
  });
  let id: string;

  it('adds a lot of a seller and lists it with the seller name and the spec’s misspelt field', async () => {
    const res = await call('POST', '/api/admin/createLot', lot());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Lot saved successfully!');
    id = res.json().data._id;
    const list = (await call('GET', '/api/admin/getAllLots')).json().data;
    expect(list).toContainEqual(
      expect.objectContaining({
        _id: id,
        name: 'Cast iron borings',
        description: 'Machining borings, moisture under 2%',
        discription: 'Machining borings, moisture under 2%',
        quantity: 80.5,
        unit: 'MT',
        seller: sellerId,
        sellerName: 'Haryana Forgings Ltd',
      }),
    );
  });

  it('validates every field', async () => {
    const res = await call('POST', '/api/admin/createLot', {
      name: '',
      description: ' ',
      quantity: '',
      unit: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'This field is required',
      description: 'This field is required',
      quantity: 'This field is required',
      unit: 'This field is required',
      seller: 'This field is required',
    });
    const neg = await call('POST', '/api/admin/createLot', { ...lot(), quantity: -1 });
    expect(neg.json().errors).toEqual({ quantity: 'Must be more than 0' });
    const decimals = await call('POST', '/api/admin/createLot', { ...lot(), quantity: 1.23456 });
    expect(decimals.json().errors).toEqual({ quantity: 'At most 3 decimal places' });
  });

  it('refuses a seller who is not a Seller, or does not exist', async () => {
    for (const seller of [buyerId, randomUUID()]) {
      const res = await call('POST', '/api/admin/createLot', { ...lot(), seller });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ seller: 'Please select a registered seller' });
    }
    const bad = await call('POST', '/api/admin/createLot', { ...lot(), seller: 'abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('edits a lot; 404 for a missing lot, 400 for a bad id', async () => {
    const res = await call('PUT', `/api/admin/updateLot/${id}`, { ...lot(), quantity: 75, unit: 'Tonnes' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Lot updated successfully!',
      data: { quantity: 75, unit: 'Tonnes' },
    });
    expect((await call('PUT', `/api/admin/updateLot/${randomUUID()}`, lot())).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/updateLot/x', lot())).statusCode).toBe(400);
    const invalid = await call('PUT', `/api/admin/updateLot/${id}`, { ...lot(), name: '' });
    expect(invalid.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(lots).where(eq(lots.id, id));
    expect(row.name).toBe('Cast iron borings');
  });

  it('refuses to delete a lot an auction maps, deletes a free one', async () => {
    const mapped = (await call('POST', '/api/admin/createLot', lot())).json().data._id;
    const auction = await call('POST', '/api/admin/createAuction', { ...validAuction(), mappedLot: mapped });
    expect(auction.statusCode).toBe(201);
    const refused = await call('DELETE', `/api/admin/deleteLot/${mapped}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This lot is mapped to an auction or a sub-event and cannot be deleted.',
    );
    const ok = await call('DELETE', `/api/admin/deleteLot/${id}`);
    expect(ok.json()).toEqual({ success: true, message: 'Lot deleted successfully!' });
    expect((await call('DELETE', `/api/admin/deleteLot/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/deleteLot/1')).statusCode).toBe(400);
  });

  it('refuses to delete a lot a sub-event offers', async () => {
    const lotId = (await call('POST', '/api/admin/createLot', lot())).json().data._id;
    const ev = await call('POST', '/api/admin/createEvent', {
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
      onBehalfOf: 'X',
      auctionName: 'E',
      titleName: 'T',
      autoExtension: 'Duration',
      inspectionDate: '2030-01-01',
      address: 'A',
      totalLots: 1,
      termCondition: 'T',
      eventStart: inMinutes(60),
      eventEnd: inMinutes(120),
    });
    const sub = await call('POST', `/api/admin/addSubEvent/${ev.json().data._id}`, {
      name: 'S',
      location: 'L',
      subEventType: 'forward',
      quantityOrTypesOfTrunk: '1',
      unit: 'MT',
      rule: 'R',
      serialNo: 1,
      startValue: 100,
      incrementOrDecrement: 10,
      eventStartsOn: inMinutes(60),
      eventEndsOn: inMinutes(120),
      specification: 'S',
      lotId,
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().data.ownerId).toBe(sellerId);
    const [row] = await t.database.db.select().from(subEvents).where(eq(subEvents.id, sub.json().data._id));
    expect(row.lotId).toBe(lotId);
    expect((await call('DELETE', `/api/admin/deleteLot/${lotId}`)).statusCode).toBe(409);
  });
});

function validAuction(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Bawal plant scrap auction',
    description: 'Older-form auction',
    address: 'Bawal, Haryana',
    minValue: 25000,
    minIncrement: 100,
    startDate: inMinutes(60),
    endDate: inMinutes(180),
    resultStartDate: inMinutes(200),
    resultEndDate: inMinutes(300),
    seller: sellerId,
    registeredBuyers: [buyerId],
    ...overrides,
  };
}

describe('auctions, the older form (SPEC §7 createAuction … updateAuction; GET /api/auctions)', () => {
  let id: string;

  it('adds an auction with defaults (INR, 0 minutes) and amounts in rupees, stored in paise', async () => {
    const res = await call('POST', '/api/admin/createAuction', validAuction());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Auction Saved successfully!');
    const a = res.json().data;
    id = a._id;
    expect(a).toMatchObject({
      currency: 'INR',
      autoExtensionMinutes: 0,
      minValue: 25000,
      minIncrement: 100,
      seller: sellerId,
      sellerName: 'Haryana Forgings Ltd',
      registeredBuyers: [buyerId],
      mappedLot: null,
    });
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row.minValue).toBe(2_500_000);
  });

  it('refuses a start after the end and a result start after the result end (SPEC §5)', async () => {
    const res = await call(
      'POST',
      '/api/admin/createAuction',
      validAuction({ startDate: inMinutes(200), endDate: inMinutes(100), resultStartDate: inMinutes(500) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      startDate: 'Start date must be before end date',
      endDate: 'End date must be after start date',
      resultStartDate: 'Result start date must be before result end date',
      resultEndDate: 'Result end date must be after result start date',
    });
    const same = inMinutes(100);
    const equal = await call(
      'POST',
      '/api/admin/createAuction',
      validAuction({ startDate: same, endDate: same }),
    );
    expect(equal.json().errors.startDate).toBe('Start date must be before end date');
  });

  it('validates amounts, times and references', async () => {
    const res = await call('POST', '/api/admin/createAuction', {
      ...validAuction(),
      name: '',
      minValue: 10.5,
      minIncrement: 0,
      startDate: 'tomorrow',
      autoExtensionMinutes: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: 'This field is required',
      minValue: 'Enter a whole number of rupees',
      minIncrement: 'Must be more than 0',
      startDate: 'Enter a date and time',
      autoExtensionMinutes: 'Must be 0 or more',
    });
    const huge = await call('POST', '/api/admin/createAuction', validAuction({ minValue: 1e15 }));
    expect(huge.json().errors).toEqual({ minValue: 'This amount is too large' });
    const notBuyer = await call(
      'POST',
      '/api/admin/createAuction',
      validAuction({ registeredBuyers: [sellerId] }),
    );
    expect(notBuyer.statusCode).toBe(400);
    expect(notBuyer.json().errors).toEqual({
      registeredBuyers: 'Only registered buyers can be registered for an auction',
    });
    const noLot = await call('POST', '/api/admin/createAuction', validAuction({ mappedLot: randomUUID() }));
    expect(noLot.json().errors).toEqual({ mappedLot: 'Lot not found' });
    const noSeller = await call('POST', '/api/admin/createAuction', validAuction({ seller: buyerId }));
    expect(noSeller.json().errors).toEqual({ seller: 'Please select a registered seller' });
  });

  it('lists all, upcoming and past auctions', async () => {
    const past = (
      await call(
        'POST',
        '/api/admin/createAuction',
        validAuction({
          name: 'Closed one',
          startDate: inMinutes(-300),
          endDate: inMinutes(-200),
          resultStartDate: inMinutes(-100),
          resultEndDate: inMinutes(-50),
        }),
      )
    ).json().data._id;
    const ids = async (path: string) =>
      (await call('GET', path)).json().data.map((a: { _id: string }) => a._id) as string[];
    expect(await ids('/api/admin/getAllAuctions')).toEqual(expect.arrayContaining([id, past]));
    const upcoming = await ids('/api/admin/getAllUpcomingAuctions');
    expect(upcoming).toContain(id);
    expect(upcoming).not.toContain(past);
    const pastList = await ids('/api/admin/getAllPastAuctions');
    expect(pastList).toContain(past);
    expect(pastList).not.toContain(id);
  });

  it('edits an auction and replaces its registered buyers; 404 and 400 for bad ids', async () => {
    const res = await call(
      'PUT',
      `/api/admin/updateAuction/${id}`,
      validAuction({ minValue: 26000, registeredBuyers: [] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Auction updated successfully!',
      data: { minValue: 26000, registeredBuyers: [] },
    });
    const rows = await t.database.db.select().from(auctionBuyers).where(eq(auctionBuyers.auctionId, id));
    expect(rows).toEqual([]);
    expect((await call('PUT', `/api/admin/updateAuction/${randomUUID()}`, validAuction())).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/admin/updateAuction/zzz', validAuction())).statusCode).toBe(400);
    const bad = await call('PUT', `/api/admin/updateAuction/${id}`, validAuction({ endDate: inMinutes(0) }));
    expect(bad.statusCode).toBe(400);
  });

  it('shows auctions to anyone without their registered buyers', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/auctions' });
    expect(list.statusCode).toBe(200);
    const found = list.json().data.find((a: { _id: string }) => a._id === id);
    expect(found).toMatchObject({ name: 'Bawal plant scrap auction' });
    expect(found).not.toHaveProperty('registeredBuyers');
    const one = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    expect(one.json().data).toMatchObject({ _id: id, minValue: 26000 });
    expect(one.json().data).not.toHaveProperty('registeredBuyers');
    expect((await t.app.inject({ method: 'GET', url: `/api/auctions/${randomUUID()}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/auctions/abc' })).statusCode).toBe(400);
  });
});

describe('who may call the catalogue', () => {
  it('answers 403 to a buyer and 401 without a token on admin calls', async () => {
    const buyer = bearer(await loginAs(t, DEMO.buyer1));
    expect((await call('GET', '/api/admin/getAllLots', undefined, buyer)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/products', { productName: 'X' }, buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products' })).statusCode).toBe(401);
  });
});
