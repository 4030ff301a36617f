import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeEvent, makeSubEvent, makeUser } from '../../../test/helpers/bidding-fixtures';
import { validSubEvent } from '../../../test/helpers/catalogue-fixtures';
import { subEventEditKit } from '../../../test/helpers/sub-event-edits';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { listMemberIds } from './event-queries';

// A review's findings 5 and 8 on the admin's sub-event saves (API.md "Award and money rules that
// hold in every state"): a lot bid per unit has a plain numeric quantity ("Quantities"), and
// updateSubEvent honours or refuses every field, `mode: "replace"` removing members ("Uploads").

let t: TestApp;
let admin: FixtureUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Admin' });
});
afterAll(async () => {
  await t?.close();
});

const { db, user, fund, ledger, update, add, rowOf, rowEdit, lotWithMembers, insertBid } = subEventEditKit(
  () => t,
  () => admin,
);

describe('finding 5: a lot bid per unit has a plain numeric quantity (API.md "Quantities")', () => {
  const NOT_NUMBERS = ['-5', '0', 'ten', '0.0005', '1e3', '10-12', '250 MT', '1,000'];
  const message = 'Enter the quantity as a number, e.g. 250';

  it('finding 5: addSubEvent refuses a unit lot whose quantity is not a plain positive number', async () => {
    const event = await makeEvent(db());
    for (const q of NOT_NUMBERS) {
      const res = await add(event.id, validSubEvent({ bidBasis: 'unit', quantityOrTypesOfTrunk: q }));
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({
        code: 'INVALID_INPUT',
        errors: { quantityOrTypesOfTrunk: message },
      });
    }
    const hi = await add(event.id, validSubEvent({ bidBasis: 'unit', quantityOrTypesOfTrunk: 'ten' }), 'hi');
    expect(hi.json().errors.quantityOrTypesOfTrunk).toBe('मात्रा संख्या में लिखें, जैसे 250');
    for (const q of ['250', '12.5', '0.125']) {
      const ok = await add(event.id, validSubEvent({ bidBasis: 'unit', quantityOrTypesOfTrunk: q }));
      expect(ok.statusCode, q).toBe(201);
    }
    const lot = await add(event.id, validSubEvent({ quantityOrTypesOfTrunk: '2 trucks of mixed scrap' }));
    expect(lot.statusCode).toBe(201);
  });

  it('finding 5: updateSubEvent refuses it too, also when the edit only makes the lot per unit or leaves the basis out', async () => {
    const event = await makeEvent(db());
    const perLot = await rowOf((await makeSubEvent(db(), event.id, { quantity: 'Assorted' })).id);
    const toUnit = await update(event.id, perLot.id, rowEdit(perLot, { bidBasis: 'unit' }));
    expect(toUnit.statusCode).toBe(400);
    expect(toUnit.json().errors).toEqual({ quantityOrTypesOfTrunk: message });
    expect((await rowOf(perLot.id)).bidBasis).toBe('lot');

    const perUnit = await rowOf(
      (await makeSubEvent(db(), event.id, { bidBasis: 'unit', quantity: '250', unit: 'MT' })).id,
    );
    for (const q of NOT_NUMBERS) {
      const res = await update(event.id, perUnit.id, rowEdit(perUnit, { quantityOrTypesOfTrunk: q }));
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors, q).toEqual({ quantityOrTypesOfTrunk: message });
    }
    expect((await rowOf(perUnit.id)).quantityOrTypesOfTrunk).toBe('250');
    const ok = await update(event.id, perUnit.id, rowEdit(perUnit, { quantityOrTypesOfTrunk: '12.5' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.quantityOrTypesOfTrunk).toBe('12.5');
  });
});

describe('finding 8: updateSubEvent honours or refuses every field (API.md "Uploads")', () => {
  it('finding 8: a row edit honours ownerId (a verified Seller) and refuses one that is not', async () => {
    const [seller, other, guest] = [await user('Seller'), await user('Seller'), await user('Guest/Client')];
    const unverified = await user('Seller', undefined, false);
    const event = await makeEvent(db());
    const sub = await rowOf((await makeSubEvent(db(), event.id, { ownerId: seller.id })).id);

    const res = await update(event.id, sub.id, rowEdit(sub, { ownerId: other.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ownerId).toBe(other.id);
    expect((await rowOf(sub.id)).ownerId).toBe(other.id);
    // Left out, the owner stays.
    expect((await update(event.id, sub.id, rowEdit(sub))).json().data.ownerId).toBe(other.id);

    for (const bad of [guest.id, unverified.id, admin.id, randomUUID()]) {
      const refused = await update(event.id, sub.id, rowEdit(sub, { ownerId: bad }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ ownerId: 'Please select a registered seller' });
    }
    expect((await rowOf(sub.id)).ownerId).toBe(other.id);
    // The same check as Add Sub Event's.
    const added = await add(event.id, validSubEvent({ ownerId: unverified.id }));
    expect(added.statusCode).toBe(400);
  });

  it('finding 8: a field the body does not take is refused by name, never answered "updated"', async () => {
    const event = await makeEvent(db());
    const sub = await rowOf((await makeSubEvent(db(), event.id)).id);
    const res = await update(event.id, sub.id, rowEdit(sub, { status: 'closed', autoBidEnabled: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      status: 'Unknown fields: status, autoBidEnabled',
      autoBidEnabled: 'Unknown fields: status, autoBidEnabled',
    });
    expect(await rowOf(sub.id)).toMatchObject({ status: sub.status, autoBidEnabled: sub.autoBidEnabled });
    const assignment = await update(event.id, sub.id, { registeredBuyers: [admin.id], ownerId: admin.id });
    expect(assignment.statusCode).toBe(400);
    expect(assignment.json().errors).toMatchObject({ ownerId: 'Unknown field: ownerId' });
  });

  it('finding 8: mode "replace" removes members (documented): a member who has not bid has its hold released', async () => {
    const [stays, leaves, bid] = [await user('Buyer'), await user('Buyer'), await user('Buyer')];
    for (const m of [stays, leaves, bid]) await fund(m, 1_000);
    const { event, sub } = await lotWithMembers(1_000, [stays, leaves, bid]);
    await insertBid(sub.id, bid.id);
    const res = await update(event.id, sub.id, { registeredBuyers: [stays.id], mode: 'replace' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ledger(leaves)).balance).toMatchObject({ held: 0, available: 1_000 });
    expect((await ledger(stays)).balance.held).toBe(1_000);
    // As today: one who has bid leaves the list (it bids no more) but its hold waits for the closing.
    expect((await ledger(bid)).balance.held).toBe(1_000);
    expect(await listMemberIds(db(), sub.id)).toEqual([stays.id]);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const op = doc.paths['/api/admin/updateSubEvent/{eventId}/{subEventId}'].put;
    const body = op.requestBody.content['application/json'].schema.description;
    expect(op.summary).toContain('`mode: "replace"` removes members');
    expect(body).toContain('`replace` makes the list exactly this, and is the way to remove members');
    expect(body).toContain('`ownerId` is a verified Seller or Buyer');
  });
});
