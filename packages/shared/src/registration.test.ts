import { describe, expect, it } from 'vitest';
import { registrationMessages, registrationSchema, withStateFromGst } from './registration';
import { STATES, stateFromGst } from './states';

describe('states (SPEC §3 States list)', () => {
  it('has the 38 codes 01 to 38 in order, each with a name', () => {
    expect(STATES.map((s) => s.code)).toEqual(
      Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(new Set(STATES.map((s) => s.name)).size).toBe(38);
    expect(STATES.find((s) => s.code === '06')?.name).toBe('Haryana');
    expect(STATES.find((s) => s.code === '27')?.name).toBe('Maharashtra');
  });

  it('reads the state from a GSTIN prefix only when it is a state code', () => {
    expect(stateFromGst('24AABCS1234F1ZX')).toBe('24');
    expect(stateFromGst(' 07AAAGD1111D1ZD')).toBe('07');
    expect(stateFromGst('38')).toBe('38');
    for (const gst of ['', '0', '00ABC', '39AABCS1234F1ZM', '97AAA', '99AAA', 'AB123', '6A']) {
      expect(stateFromGst(gst), gst).toBeUndefined();
    }
  });

  it('overrides the chosen state with the GST state and leaves other input alone', () => {
    expect(withStateFromGst({ gst: '09AAA', state: '06' })).toEqual({ gst: '09AAA', state: '09' });
    expect(withStateFromGst({ gst: '99AAA', state: '06' })).toEqual({ gst: '99AAA', state: '06' });
    for (const raw of [null, 'x', 3, ['09'], { gst: 9 }]) expect(withStateFromGst(raw)).toEqual(raw);
  });
});

describe('registration schema', () => {
  const valid = {
    OrganizationIndividualName: 'Shree Metal Recyclers',
    type: 'Organization',
    role: 'Seller',
    pan: 'aakcs5678m',
    gst: '27aakcs5678m1zf',
    productId: ['Copper Scrap'],
    membertype: 'SILVER MEMBERSHIP',
    email: ' Rakesh@ShreeMetal.IN ',
    password: 'Recycle#2025',
    firstName: 'Rakesh',
    lastName: 'Agarwal',
    cellNumber: '+91 9822098220',
    addressLine1: 'Gala 7, Kurla Industrial Estate',
    city: 'Mumbai',
    country: 'India',
    currency: 'INR',
    pin: '400070',
    uploadedDocuments: ['/api/upload/files/0123456789abcdef0123456789abcdef.pdf'],
  };

  it('normalises case, fills optional fields and the state', () => {
    const out = registrationSchema.parse(valid);
    expect(out).toMatchObject({
      pan: 'AAKCS5678M',
      gst: '27AAKCS5678M1ZF',
      email: 'rakesh@shreemetal.in',
      state: '27',
      category: '',
      seller_admin: '',
      designation: '',
      faxNumber: '',
      addressLine2: '',
    });
  });

  it.each([
    ['pan', 'AAKCS5678', 'PAN must be exactly 10 characters'],
    ['pan', 'AAKCS5678MM', 'PAN must be exactly 10 characters'],
    ['gst', '27AAKCS5678M1Z', 'GST must be exactly 15 characters'],
    ['pan', 'AAKC15678M', registrationMessages.panPattern],
    ['pan', 'AAKXS5678M', registrationMessages.panPattern],
    ['gst', '27AAKCS5678M0ZF', registrationMessages.gstPattern],
    ['gst', '27AAKCS5678M1ZG', registrationMessages.gstCheck],
    ['gst', '27AAKCS5687M1ZF', registrationMessages.gstCheck],
    ['cellNumber', '98765 4321', 'Enter a valid 10-digit mobile number'],
    ['pin', '40007', 'PIN must be a 6-digit number'],
    ['pin', '4000700', 'PIN must be a 6-digit number'],
    ['email', 'rakesh@', 'Enter a valid email address'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['cellNumber', '12345', 'Enter a valid 10-digit mobile number'],
    ['productId', [], 'Please select at least one Product'],
    ['uploadedDocuments', [], 'Please select at least one Document'],
    ['firstName', '   ', 'Please fill out the First Name field'],
    ['membertype', '', 'Please fill out the Member Type field'],
    // API.md "Conventions": a value that is there but not one of the choices is told so.
    ['membertype', 'PLATINUM', 'Choose one of the listed options'],
  ])('answers a bad %s with its SPEC §5 message', (field, value, message) => {
    const r = registrationSchema.safeParse({ ...valid, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message)).toEqual([message]);
  });

  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['0 98765 43210', '09876543210'],
  ])('takes a mobile typed with spaces or hyphens (%s)', (typed, kept) => {
    expect(registrationSchema.parse({ ...valid, cellNumber: typed }).cellNumber).toBe(kept);
  });
});
