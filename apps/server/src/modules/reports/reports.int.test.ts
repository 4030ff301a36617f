import { randomUUID } from 'node:crypto';
import { isoIstDateTime } from '@neelami/shared/ist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Db } from '../../db/client';
import { type InsertedBid, insertBidChain } from '../bidding/seed-rows';
import { bidStatusChanges, bids } from '../bidding/tables';
import { insertTermAcceptanceRows } from '../events/seed-rows';
import { subEvents } from '../events/tables';
import { buildReport } from './build-report';
import { collectRows, subEventLabel } from './report';
import { insertSubEvent } from './report-fixture';
import { at, seedTestAuction, type TestAuction } from './seed-test-auction';

// Each report's query against a seeded auction whose answers are known by hand.
let t: TestApp;
let db: Db;
let a: TestAuction;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  a = await seedTestAuction(db);
});
afterAll(async () => {
  await t?.close();
});

// Report JSON gives times in IST, as the columns' headers say (ISO-8601 at +05:30).
const iso = (s: number) => isoIstDateTime(at(s));
const rowsOf = async (kind: Parameters<typeof buildReport>[1], eventId: string, subEventId?: string) =>
  collectRows(await buildReport(db, kind, { eventId, subEventId }));

const B1 = ['Gobind Steel Traders', 'buyer1@example.com', '9876501234'];
const B2 = ['Shree Metal Recyclers', 'buyer2@example.com', '9822098220'];
const B3 = ['Apex Alloys', 'buyer3@example.com', '9000000003'];

describe('report scope', () => {
  it('answers 404 for an unknown event or sub-event and 400 for a sub-event of another event', async () => {
    await expect(buildReport(db, 'term', { eventId: randomUUID() })).rejects.toMatchObject({
      status: 404,
      message: 'Event not found',
    });
    await expect(
      buildReport(db, 'bidLog', { eventId: a.event.id, subEventId: randomUUID() }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Sub-event not found',
    });
    await expect(
      buildReport(db, 'rank', { eventId: a.event.id, subEventId: a.foreign.id }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'This sub-event does not belong to the selected event',
    });
  });
});

describe('term report', () => {
  it('lists who accepted the terms, earliest first, with name, e-mail, mobile and time', async () => {
    expect(await rowsOf('term', a.event.id)).toEqual([
      [
        'Sr. No.',
        'Organisation / Individual Name',
        'Contact Person',
        'Role',
        'E-mail',
        'Mobile',
        'Accepted At (IST)',
        'IP Address',
      ],
      [1, B1[0], 'Harpreet Singh', 'Buyer', B1[1], B1[2], iso(-600), '10.0.0.1'],
      [2, B2[0], 'Rakesh Agarwal', 'Buyer', B2[1], B2[2], iso(-300), '10.0.0.2'],
      [3, B3[0], 'Sunil Mehta', 'Buyer', B3[1], B3[2], iso(-120), '10.0.0.3'],
    ]);
  });

  it('keeps to the users assigned to the chosen sub-event', async () => {
    const rows = await rowsOf('term', a.event.id, a.copper.id);
    expect(rows.slice(1).map((r) => r[1])).toEqual([B1[0], B2[0]]);
  });

  it('is empty but has its headers for an event nobody accepted', async () => {
    const rows = await rowsOf('term', a.otherEvent.id, a.foreign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0][0]).toBe('Sr. No.');
  });

  it("lists the admin's acceptance after the members, marked as staff, unnumbered and not counted", async () => {
    await insertTermAcceptanceRows(db, [
      { eventId: a.otherEvent.id, userId: a.users.admin, acceptedAt: at(-500), ip: '10.0.0.9' },
    ]);
    const report = await buildReport(db, 'term', { eventId: a.otherEvent.id });
    const rows = await rowsOf('term', a.otherEvent.id);
    // The admin accepted first, yet comes after the guest.
    expect(rows.slice(1).map((r) => [r[0], r[3]])).toEqual([
      [1, 'Guest/Client'],
      [null, 'Admin (staff)'],
    ]);
    expect((await report.prepare()).notes.map((n) => n.text)).toEqual([
      '1 member has accepted the terms and conditions of this event.',
      '1 staff acceptance (Admin, who does not bid) listed last, marked "Admin (staff)" and not counted.',
    ]);
  });
});

describe('rank-wise report (id 1)', () => {
  it('ranks a forward lot by the best valid bid: a tie goes to the earlier bid, a rejected bid does not count', async () => {
    expect(await rowsOf('rankWise', a.event.id, a.hms.id)).toEqual([
      [
        'Rank',
        'Bidder',
        'E-mail',
        'Mobile',
        'Best Bid (₹)',
        'Time of Best Bid (IST)',
        'Valid Bids',
        'Rejected / Cancelled',
        'Result',
      ],
      ['H1', ...B1, 101500, iso(30), 2, 0, ''],
      ['H2', ...B3, 101500, iso(50), 2, 0, ''],
      ['H3', ...B2, 100500, iso(10), 1, 1, ''],
    ]);
  });

  it('ranks a reverse lot lowest first as L1, L2 and ignores a cancelled bid', async () => {
    expect((await rowsOf('rankWise', a.event.id, a.copper.id)).slice(1)).toEqual([
      ['L1', ...B2, 49000, iso(120), 2, 0, ''],
      ['L2', ...B1, 49500, iso(110), 1, 1, ''],
    ]);
  });

  it('covers every sub-event of the event with a Sub-Event column', async () => {
    const rows = await rowsOf('rankWise', a.event.id);
    expect(rows[0][0]).toBe('Sub-Event');
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      [subEventLabel(a.hms), 'H1', B1[0]],
      [subEventLabel(a.hms), 'H2', B3[0]],
      [subEventLabel(a.hms), 'H3', B2[0]],
      [subEventLabel(a.copper), 'L1', B2[0]],
      [subEventLabel(a.copper), 'L2', B1[0]],
    ]);
  });
});

describe('rank report (id 4)', () => {
  it('names the winner with the seller’s authorisation, others pending', async () => {
    expect(await rowsOf('rank', a.event.id, a.hms.id)).toEqual([
      [
        'Status',
        'Rank',
        'Bidder',
        'E-mail',
        'Mobile',
        'Final Bid (₹)',
        'Time of Bid (IST)',
        'Result',
        'Seller Decision',
      ],
      ['Closed', 'H1', ...B1, 101500, iso(30), 'Winner', 'Authorised on 20/11/2025, 11:33:20 am'],
      ['Closed', 'H2', ...B3, 101500, iso(50), '—', 'Pending'],
      ['Closed', 'H3', ...B2, 100500, iso(10), '—', 'Pending'],
    ]);
  });

  it('shows a reverse winner as pending, an open lot without bids as no winner', async () => {
    const rows = await rowsOf('rank', a.event.id);
    expect(rows.slice(1).filter((r) => r[0] !== subEventLabel(a.hms))).toEqual([
      [subEventLabel(a.copper), 'Closed', 'L1', ...B2, 49000, iso(120), 'Winner', 'Pending'],
      [subEventLabel(a.copper), 'Closed', 'L2', ...B1, 49500, iso(110), '—', 'Pending'],
      [subEventLabel(a.machinery), 'Open', '—', 'No bids', '—', '—', null, null, 'No winner', '—'],
    ]);
    const report = await buildReport(db, 'rank', { eventId: a.event.id });
    const notes = (await report.prepare()).notes.map((n) => n.text);
    expect(notes).toContain(
      `${subEventLabel(a.hms)}: winner Gobind Steel Traders with ₹1,01,500.00; seller decision: Authorised on 20/11/2025, 11:33:20 am.`,
    );
    expect(notes).toContain(`${subEventLabel(a.machinery)}: no valid bid, no winner.`);
  });

  it('falls back to the seller’s status change of the final bid, and lists bidders left without a valid bid', async () => {
    const se = await insertSubEvent(db, a.otherEvent.id, { name: 'Decided Lot', status: 'closed' });
    const [first, second] = await insertBidChain(db, se, [
      { bidderId: a.users.buyer1, amount: 100_000_00, at: at(500) },
      { bidderId: a.users.buyer2, amount: 101_000_00, at: at(510), status: 'cancelled' },
    ]);
    await db.insert(bidStatusChanges).values([
      { bidId: first.id, status: 'accepted', changedBy: a.users.seller, changedAt: at(900) },
      {
        bidId: second.id,
        status: 'cancelled',
        reason: 'Duplicate',
        changedBy: a.users.seller,
        changedAt: at(901),
      },
    ]);
    expect((await rowsOf('rank', a.otherEvent.id, se.id)).slice(1)).toEqual([
      ['Closed', 'H1', ...B1, 100000, iso(500), 'Winner', 'Authorised on 20/11/2025, 10:45:00 am'],
      ['Closed', '—', ...B2, null, null, 'No valid bid', 'Cancelled on 20/11/2025, 10:45:01 am: Duplicate'],
    ]);
  });
});

describe('active participants report (id 2)', () => {
  it('tells per assigned user: terms, login, room, bids, last activity, login status and IP flags', async () => {
    expect(await rowsOf('activeParticipants', a.event.id, a.hms.id)).toEqual([
      [
        'Participant',
        'Role',
        'E-mail',
        'Mobile',
        'Assigned',
        'Terms Accepted',
        'Logged In',
        'Joined Room',
        'Bids',
        'Last Activity (IST)',
        'Login Status',
        'IP Address(es)',
        'IP Flag',
      ],
      [
        B3[0],
        'Buyer',
        B3[1],
        B3[2],
        'Yes',
        'Yes',
        'No',
        'No',
        2,
        iso(50),
        'Logout',
        '10.0.0.3, 10.0.0.9',
        '2 different IPs',
      ],
      [
        B1[0],
        'Buyer',
        B1[1],
        B1[2],
        'Yes',
        'Yes',
        'Yes',
        'Yes',
        2,
        iso(35),
        'Login',
        '10.0.0.1',
        'Same IP as Delhi Procurement Office',
      ],
      [B2[0], 'Buyer', B2[1], B2[2], 'Yes', 'Yes', 'Yes', 'Yes', 2, iso(45), 'Logout', '10.0.0.2', 'OK'],
      [
        'Delhi Procurement Office',
        'Guest/Client',
        'guest@example.com',
        '9911099110',
        'Yes',
        'No',
        'No',
        'Yes',
        0,
        iso(200),
        'Logout',
        '10.0.0.1',
        'Same IP as Gobind Steel Traders',
      ],
    ]);
  });

  it('lists the seller assigned to the reverse lot who never came', async () => {
    const rows = await rowsOf('activeParticipants', a.event.id, a.copper.id);
    expect(rows.slice(1).map((r) => [r[0], r[6], r[7], r[8], r[12]])).toEqual([
      [B1[0], 'Yes', 'Yes', 2, 'OK'],
      [B2[0], 'Yes', 'Yes', 2, 'OK'],
      ['Haryana Forgings Ltd', 'No', 'No', 0, '—'],
    ]);
  });
});

describe('bid log (id 3)', () => {
  it('lists every bid in chain order with time, bidder, amount, kind, status and a verified chain', async () => {
    const report = await buildReport(db, 'bidLog', { eventId: a.event.id, subEventId: a.hms.id });
    const rows = await collectRows(report);
    expect(rows[0]).toEqual([
      'Bid No.',
      'Live Seq',
      'Time (IST)',
      'Bidder',
      'Amount (₹)',
      'Kind',
      'Status',
      'IP Address',
      'Chain',
      'Hash',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 9))).toEqual([
      [1, 1, iso(0), B1[0], 100000, 'Manual', 'Accepted', '10.0.0.1', 'Verified'],
      [2, 2, iso(10), B2[0], 100500, 'Manual', 'Accepted', '10.0.0.2', 'Verified'],
      [3, 3, iso(20), B3[0], 101000, 'Manual', 'Accepted', '10.0.0.3', 'Verified'],
      [4, 4, iso(30), B1[0], 101500, 'Auto bid', 'Accepted', '10.0.0.1', 'Verified'],
      [5, 5, iso(40), B2[0], 102000, 'Manual', 'Rejected', '10.0.0.2', 'Verified'],
      [6, 6, iso(50), B3[0], 101500, 'Auto bid (reply)', 'Accepted', '10.0.0.9', 'Verified'],
    ]);
    expect(rows[1][9]).toBe(a.hmsBids[0].hash);
    expect(report.notesAfterRows()).toEqual([
      {
        text: "Bid log integrity: verified — 6 bids; every bid's hash matches its recorded fields and links to the bid before it.",
        tone: 'ok',
      },
      // API.md "Bid receipts": the head the lot's published chain ends at.
      {
        text: `Chain head: ${a.hmsBids.at(-1)?.hash}. A bidder's receipts are checked against the lot's published chain, which ends at this hash.`,
        tone: 'info',
      },
      {
        text: "Bid No. numbers the bids 1 to n, each once. Live Seq is the live room's update number: a bid and the auto bids it set off share one, and the lot's other changes (a new closing time, an edit) take numbers too, so it can repeat or skip.",
        tone: 'info',
      },
    ]);
  });

  it('gives the same rows and notes whatever the page size, before and after prepare()', async () => {
    const big = await buildReport(db, 'bidLog', { eventId: a.event.id });
    const small = await buildReport(db, 'bidLog', { eventId: a.event.id }, { pageSize: 2 });
    const prepared = await small.prepare();
    expect(prepared.rowCount).toBe(10);
    const rows = await collectRows(small);
    expect(rows).toEqual(await collectRows(big));
    expect(rows[0][1]).toBe('Sub-Event');
    expect(rows.slice(1).map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[7][1]).toBe(subEventLabel(a.copper));
    expect(small.notesAfterRows()).toEqual(prepared.notes);
    expect(prepared.notes[0].text).toMatch(/^Bid log integrity: verified — 10 bids;/);
  });

  describe('tampering', () => {
    let se: Awaited<ReturnType<typeof insertSubEvent>>;
    let chain: InsertedBid[];
    /**
     * The bid log both ways: prepared (the PDF: the database's verdict first, then the rows)
     * and streamed (Excel and JSON: each row checked in JavaScript); both must agree.
     */
    const report = async () => {
      const input = { eventId: a.otherEvent.id, subEventId: se.id };
      const pdfWay = await buildReport(db, 'bidLog', input, { pageSize: 2 });
      const prepared = await pdfWay.prepare();
      const rows = await collectRows(pdfWay);
      const streamWay = await buildReport(db, 'bidLog', input, { pageSize: 2 });
      const streamed = await collectRows(streamWay);
      expect(streamed).toEqual(rows);
      expect(streamWay.notesAfterRows()).toEqual(prepared.notes);
      expect(pdfWay.notesAfterRows()).toEqual(prepared.notes);
      return {
        notes: prepared.notes,
        after: streamWay.notesAfterRows(),
        rows,
        chain: rows.slice(1).map((x) => x[8]),
      };
    };

    beforeAll(async () => {
      // Closed already: an open lot past its closing time would be closed by the scheduler meanwhile,
      // which moves the sub-event's seq under the last test's feet.
      se = await insertSubEvent(db, a.otherEvent.id, { name: 'Tamper Lot', status: 'closed' });
      chain = await insertBidChain(
        db,
        se,
        [0, 1, 2, 3, 4].map((i) => ({
          bidderId: i % 2 ? a.users.buyer1 : a.users.buyer2,
          amount: (100_000 + i * 500) * 100,
          at: at(1000 + i),
        })),
      );
    });

    it('verifies the untouched chain', async () => {
      const r = await report();
      expect(r.notes[0]).toMatchObject({ tone: 'ok' });
      expect(r.chain).toEqual(['Verified', 'Verified', 'Verified', 'Verified', 'Verified']);
    });

    it('names the first broken row when an amount is changed in the table', async () => {
      await db.update(bids).set({ amount: 99_00 }).where(eq(bids.id, chain[2].id));
      try {
        const r = await report();
        expect(r.notes).toEqual([
          {
            text: `Bid log integrity: BROKEN at bid No. 3 (live seq 3, bid ${chain[2].id}): its recorded fields do not match its hash (the bid was changed).`,
            tone: 'bad',
          },
          { text: expect.stringMatching(/^Chain head: [0-9a-f]{64}\. /), tone: 'info' },
          { text: expect.stringMatching(/^Bid No\. numbers the bids 1 to n/), tone: 'info' },
        ]);
        expect(r.after).toEqual(r.notes);
        expect(r.chain).toEqual(['Verified', 'Verified', 'BROKEN', 'Not verified', 'Not verified']);
        expect(r.rows[3][4]).toBe(99);
      } finally {
        await db.update(bids).set({ amount: chain[2].amount }).where(eq(bids.id, chain[2].id));
      }
      expect((await report()).notes[0].tone).toBe('ok');
    });

    it('names the row after a deleted bid', async () => {
      await db.delete(bids).where(eq(bids.id, chain[1].id));
      try {
        const r = await report();
        expect(r.notes[0].text).toBe(
          `Bid log integrity: BROKEN at bid No. 2 (live seq 3, bid ${chain[2].id}): it does not link to the bid before it (a bid was removed, inserted or reordered).`,
        );
        expect(r.chain).toEqual(['Verified', 'BROKEN', 'Not verified', 'Not verified']);
      } finally {
        await db.insert(bids).values(chain[1]);
      }
      expect((await report()).notes[0].tone).toBe('ok');
    });

    it('notices the newest bid removed, against the sub-event’s chain head', async () => {
      await db.delete(bids).where(eq(bids.id, chain[4].id));
      try {
        const r = await report();
        expect(r.notes[0]).toEqual({
          text: "Bid log integrity: BROKEN after bid No. 4 (this sub-event): the newest bids are not the sub-event's recorded chain head (bids at the end were removed or changed).",
          tone: 'bad',
        });
        expect(r.chain).toEqual(['Verified', 'Verified', 'Verified', 'Verified']);
      } finally {
        await db.insert(bids).values(chain[4]);
      }
    });

    it('does not cry wolf when bids arrive after the report read the chain head', async () => {
      const r = await buildReport(db, 'bidLog', { eventId: a.otherEvent.id, subEventId: se.id });
      await insertBidChain(db, se, [{ bidderId: a.users.buyer1, amount: 200_000_00, at: at(2000) }]);
      const prepared = await r.prepare();
      expect(prepared.notes[0].tone).toBe('ok');
      expect(prepared.rowCount).toBe(6);
      const [row] = await db.select().from(subEvents).where(eq(subEvents.id, se.id));
      expect(Number(row.seq)).toBe(6);
    });
  });
});
