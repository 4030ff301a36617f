// A small auction with known answers for the report tests: a forward lot with a
// tie and a rejected bid, a reverse lot with a cancelled bid, and a lot without
// bids; members, room participants, terms, sessions and seller decisions.
import type { Db } from '../../db/client';
import {
  type InsertedBid,
  insertBidChain,
  insertBidStatusChangeRows,
  insertWinnerAuthorizationRows,
} from '../bidding/seed-rows';
import {
  insertMemberRows,
  insertParticipantRows,
  insertTermAcceptanceRows,
  updateSubEventRow,
} from '../events/seed-rows';
import { seedDemoUsers } from '../users/seed-demo-users';
import { insertSessionRows, insertUserRow } from '../users/seed-rows';
import { findUserByEmail } from '../users/user-queries';
import type { EventRow, SubEventRow } from './report';
import { insertEvent, insertSubEvent } from './report-fixture';

const T0 = Date.parse('2025-11-20T05:00:00Z'); // 10:30:00 am IST
export const at = (seconds: number) => new Date(T0 + seconds * 1000);

export interface TestAuction {
  event: EventRow;
  otherEvent: EventRow;
  /** Forward, closed: H1 buyer1 ₹1,01,500 (tie with buyer3, who bid it later), buyer2's ₹1,02,000 rejected. */
  hms: SubEventRow;
  /** Reverse, closed: L1 buyer2 ₹49,000, L2 buyer1 ₹49,500 (buyer1's ₹48,800 cancelled). */
  copper: SubEventRow;
  /** Forward, open, no bids. */
  machinery: SubEventRow;
  /** A sub-event of the other event. */
  foreign: SubEventRow;
  users: { admin: string; buyer1: string; buyer2: string; buyer3: string; seller: string; guest: string };
  hmsBids: InsertedBid[];
  copperBids: InsertedBid[];
}

export async function seedTestAuction(db: Db): Promise<TestAuction> {
  const u = await seedTestUsers(db);
  const event = await insertEvent(db, { auctionName: 'Steel Scrap Auction November' });
  const otherEvent = await insertEvent(db, { auctionName: 'Other Auction' });
  let hms = await insertSubEvent(db, event.id, {
    name: 'HMS 1&2 Scrap',
    serialNo: 1,
    status: 'closed',
    closedAt: at(3600),
    ownerId: u.seller,
  });
  let copper = await insertSubEvent(db, event.id, {
    name: 'Copper Cable',
    serialNo: 2,
    subEventType: 'reverse',
    startValue: 50_000_00,
    incrementOrDecrement: 100_00,
    status: 'closed',
    closedAt: at(3600),
  });
  const machinery = await insertSubEvent(db, event.id, {
    name: 'Machinery Lot',
    serialNo: 3,
    closesAt: new Date('2099-01-01T00:00:00Z'),
  });
  const foreign = await insertSubEvent(db, otherEvent.id, { name: 'Foreign Lot' });

  const hmsBids = await insertBidChain(db, hms, [
    { bidderId: u.buyer1, amount: 100_000_00, at: at(0), ip: '10.0.0.1' },
    { bidderId: u.buyer2, amount: 100_500_00, at: at(10), ip: '10.0.0.2' },
    { bidderId: u.buyer3, amount: 101_000_00, at: at(20), ip: '10.0.0.3' },
    { bidderId: u.buyer1, amount: 101_500_00, at: at(30), ip: '10.0.0.1', kind: 'auto' },
    { bidderId: u.buyer2, amount: 102_000_00, at: at(40), ip: '10.0.0.2', status: 'rejected' },
    { bidderId: u.buyer3, amount: 101_500_00, at: at(50), ip: '10.0.0.9', kind: 'proxy' },
  ]);
  const copperBids = await insertBidChain(db, copper, [
    { bidderId: u.buyer2, amount: 50_000_00, at: at(100), ip: '10.0.0.2' },
    { bidderId: u.buyer1, amount: 49_500_00, at: at(110), ip: '10.0.0.1' },
    { bidderId: u.buyer2, amount: 49_000_00, at: at(120), ip: '10.0.0.2', kind: 'proxy' },
    { bidderId: u.buyer1, amount: 48_800_00, at: at(130), ip: '10.0.0.1', status: 'cancelled' },
  ]);
  hms = await updateSubEventRow(db, hms.id, {
    leaderId: u.buyer1,
    leadingAmount: 101_500_00,
    leadingBidId: hmsBids[3].id,
  });
  copper = await updateSubEventRow(db, copper.id, {
    leaderId: u.buyer2,
    leadingAmount: 49_000_00,
    leadingBidId: copperBids[2].id,
  });

  // The seller rejected buyer2's ₹1,02,000 and authorised the winner.
  await insertBidStatusChangeRows(db, [
    {
      bidId: hmsBids[4].id,
      status: 'rejected',
      reason: 'EMD not received',
      changedBy: u.seller,
      changedAt: at(3700),
    },
  ]);
  await insertWinnerAuthorizationRows(db, [
    { subEventId: hms.id, bidId: hmsBids[3].id, authorized: true, decidedBy: u.seller, decidedAt: at(3800) },
  ]);

  await seedRooms(db, { event, otherEvent, hms, copper, users: u });
  return { event, otherEvent, hms, copper, machinery, foreign, users: u, hmsBids, copperBids };
}

/** The demo accounts and a third buyer, by name. */
async function seedTestUsers(db: Db): Promise<TestAuction['users']> {
  await seedDemoUsers(db);
  const emails = ['admin', 'buyer1', 'buyer2', 'seller', 'guest'].map((n) => `${n}@example.com`);
  const all = await Promise.all(emails.map((e) => findUserByEmail(db, e)));
  const id = (email: string) => {
    const u = all.find((x) => x?.email === email);
    if (!u) throw new Error(`no demo user ${email}`);
    return u.id;
  };
  const b3 = await insertUserRow(db, {
    email: 'buyer3@example.com',
    // The demo accounts' password, so tests may log in as buyer3 too.
    passwordHash: all[0]?.passwordHash ?? '',
    role: 'Buyer',
    type: 'Organization',
    organizationIndividualName: 'Apex Alloys',
    firstName: 'Sunil',
    lastName: 'Mehta',
    cellNumber: '9000000003',
    isVerified: true,
  });
  const u = {
    admin: id('admin@example.com'),
    buyer1: id('buyer1@example.com'),
    buyer2: id('buyer2@example.com'),
    buyer3: b3,
    seller: id('seller@example.com'),
    guest: id('guest@example.com'),
  };
  return u;
}

/** Assignments, live-room presence, terms and login sessions of the test auction's users. */
async function seedRooms(
  db: Db,
  t: Pick<TestAuction, 'event' | 'otherEvent' | 'hms' | 'copper' | 'users'>,
): Promise<void> {
  const { event, otherEvent, hms, copper, users: u } = t;
  await insertMemberRows(db, [
    { subEventId: hms.id, userId: u.buyer1 },
    { subEventId: hms.id, userId: u.buyer2 },
    { subEventId: hms.id, userId: u.buyer3 },
    { subEventId: hms.id, userId: u.guest },
    { subEventId: copper.id, userId: u.buyer1 },
    { subEventId: copper.id, userId: u.buyer2 },
    { subEventId: copper.id, userId: u.seller },
  ]);
  await insertParticipantRows(db, [
    { subEventId: hms.id, userId: u.buyer1, firstJoinedAt: at(-60), lastSeenAt: at(35), lastIp: '10.0.0.1' },
    { subEventId: hms.id, userId: u.buyer2, firstJoinedAt: at(-50), lastSeenAt: at(45), lastIp: '10.0.0.2' },
    { subEventId: hms.id, userId: u.guest, firstJoinedAt: at(-40), lastSeenAt: at(200), lastIp: '10.0.0.1' },
    {
      subEventId: copper.id,
      userId: u.buyer1,
      firstJoinedAt: at(90),
      lastSeenAt: at(140),
      lastIp: '10.0.0.1',
    },
    {
      subEventId: copper.id,
      userId: u.buyer2,
      firstJoinedAt: at(95),
      lastSeenAt: at(125),
      lastIp: '10.0.0.2',
    },
  ]);
  await insertTermAcceptanceRows(db, [
    { eventId: event.id, userId: u.buyer2, acceptedAt: at(-300), ip: '10.0.0.2' },
    { eventId: event.id, userId: u.buyer1, acceptedAt: at(-600), ip: '10.0.0.1' },
    { eventId: event.id, userId: u.buyer3, acceptedAt: at(-120), ip: '10.0.0.3' },
    { eventId: otherEvent.id, userId: u.guest, acceptedAt: at(-100) },
  ]);
  // buyer1 is logged in now; buyer2 was logged in during the auction and logged out; buyer3 never logged in.
  await insertSessionRows(db, [
    { userId: u.buyer1, createdAt: at(-900), expiresAt: new Date(Date.now() + 3_600_000), ip: '10.0.0.1' },
    { userId: u.buyer2, createdAt: at(-900), expiresAt: at(86_400), revokedAt: at(4000), ip: '10.0.0.2' },
  ]);
}
