import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { users } from './tables';

/** API.md demo password for every demo account. */
export const DEMO_PASSWORD = 'Demo@12345';

type NewUser = typeof users.$inferInsert;

const base = {
  type: 'Organization',
  country: 'India',
  currency: 'INR',
  isVerified: true,
  membertype: 'GOLD MEMBERSHIP',
  category: 'Ferrous Scrap',
  productIds: ['HMS 1&2 Scrap', 'Copper Scrap'],
  uploadedDocuments: [],
} satisfies Partial<NewUser>;

/** The five demo accounts of API.md (all verified). */
export const DEMO_USERS: Omit<NewUser, 'passwordHash'>[] = [
  {
    ...base,
    email: 'admin@example.com',
    role: 'Admin',
    organizationIndividualName: 'Neelami Auctions Pvt Ltd',
    firstName: 'Anita',
    lastName: 'Sharma',
    designation: 'Auction Manager',
    cellNumber: '9810012345',
    pan: 'AAACN1234A',
    gst: '06AAACN1234A1ZB',
    addressLine1: 'Plot 12, Industrial Area',
    addressLine2: 'Sector 4',
    city: 'Rewari',
    state: '06',
    pin: '123401',
  },
  {
    ...base,
    email: 'buyer1@example.com',
    role: 'Buyer',
    organizationIndividualName: 'Gobind Steel Traders',
    firstName: 'Harpreet',
    lastName: 'Singh',
    designation: 'Proprietor',
    cellNumber: '9876501234',
    pan: 'ABCPS1234K',
    gst: '03ABCPS1234K1ZW',
    addressLine1: 'G.T. Road',
    addressLine2: 'Near Steel Market',
    city: 'Mandi Gobindgarh',
    state: '03',
    pin: '147301',
  },
  {
    ...base,
    email: 'buyer2@example.com',
    role: 'Buyer',
    organizationIndividualName: 'Shree Metal Recyclers',
    firstName: 'Rakesh',
    lastName: 'Agarwal',
    designation: 'Director',
    cellNumber: '9822098220',
    pan: 'AAKCS5678M',
    gst: '27AAKCS5678M1ZF',
    addressLine1: 'Gala 7, Kurla Industrial Estate',
    addressLine2: 'LBS Marg',
    city: 'Mumbai',
    state: '27',
    pin: '400070',
  },
  {
    ...base,
    email: 'seller@example.com',
    role: 'Seller',
    organizationIndividualName: 'Haryana Forgings Ltd',
    firstName: 'Vikram',
    lastName: 'Yadav',
    designation: 'Scrap Manager',
    cellNumber: '9416012345',
    pan: 'AABCH4321Q',
    gst: '06AABCH4321Q1ZH',
    addressLine1: 'Delhi Road',
    addressLine2: 'Bawal Industrial Growth Centre',
    city: 'Bawal',
    state: '06',
    pin: '123501',
  },
  {
    ...base,
    email: 'guest@example.com',
    role: 'Guest/Client',
    organizationIndividualName: 'Delhi Procurement Office',
    firstName: 'Meera',
    lastName: 'Iyer',
    designation: 'Procurement Officer',
    cellNumber: '9911099110',
    pan: 'AAAGD1111D',
    gst: '07AAAGD1111D1ZD',
    addressLine1: 'Udyog Bhawan',
    addressLine2: 'Rafi Marg',
    city: 'New Delhi',
    state: '07',
    pin: '110011',
    membertype: 'SILVER MEMBERSHIP',
  },
];

/** Creates the demo accounts on a database without users; true when it did. */
export async function seedDemoUsers(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(DEMO_USERS.map((u) => ({ ...u, passwordHash })));
  return true;
}
