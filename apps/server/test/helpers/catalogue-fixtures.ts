import type { TestApp } from './test-app';

/** Demo accounts (apps/server/src/modules/users/seed-demo-users.ts), password Demo@12345. */
export const DEMO = {
  admin: 'admin@example.com',
  buyer1: 'buyer1@example.com',
  buyer2: 'buyer2@example.com',
  seller: 'seller@example.com',
  guest: 'guest@example.com',
} as const;

/** Logs a user in and returns the bearer token. */
export async function loginAs(t: TestApp, email: string, password = 'Demo@12345'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** The authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The user id behind a token (GET /api/auth/me). */
export async function userIdOf(t: TestApp, token: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  return res.json().user._id as string;
}

const MIN = 60_000;
/** An ISO time `minutes` from now. */
export const inMinutes = (minutes: number, from = Date.now()) => new Date(from + minutes * MIN).toISOString();

/** A valid Add Event body (SPEC §5), live from 10 minutes ago for 2 hours. */
export function validEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    auctionType: 'Forward Auction',
    auctionBehaviour: 'Normal Auction',
    onBehalfOf: 'Bhilai Steel Plant',
    auctionName: 'Bhilai Melting Scrap Sale',
    titleName: 'Forward e-auction of HMS scrap',
    autoExtension: '3 Minute',
    inspectionDate: '2030-01-15',
    address: 'Bhilai, Chhattisgarh 490001',
    totalLots: 2,
    termCondition: 'Bids cannot be withdrawn.',
    eventStart: inMinutes(-10),
    eventEnd: inMinutes(120),
    ...overrides,
  };
}

/** A valid Add Sub Event body (SPEC §5), amounts in rupees. */
export function validSubEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'HMS 1&2 melting scrap',
    location: 'Bhilai',
    subEventType: 'forward',
    quantityOrTypesOfTrunk: '120',
    unit: 'MT',
    rule: 'Highest bid wins',
    serialNo: 1,
    startValue: 32000,
    incrementOrDecrement: 100,
    eventStartsOn: inMinutes(-10),
    eventEndsOn: inMinutes(120),
    specification: 'Free of oil and non-ferrous attachments',
    ...overrides,
  };
}
