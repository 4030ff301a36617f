import type { BidderView } from '@neelami/shared/bidding';
import { type SellerBid, type SellerSubEvent, sellerMessages } from '@neelami/shared/seller';
import { asc, desc, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { FixtureUser, TestClient } from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { verifyChain } from '../bidding/bid-hash';
import { bidStatusChanges, bids, winnerAuthorizations } from '../bidding/tables';
import { subEvents } from '../events/tables';
import { outbox } from '../notify/tables';
import { users } from '../users/tables';

const { app, db, user, connect, auction } = useSocketTestApp();
const mk = (role: FixtureUser['role'], name?: string) => user(role, { name });
const auth = (u: FixtureUser) => ({ authorization: `Bearer ${u.token}` });
const call = (u: FixtureUser, method: 'GET' | 'POST', path: string, payload?: object) =>
  app().app.inject({ method, url: path, headers: auth(u), ...(payload ? { payload } : {}) });

async function pdfText(data: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

async function mailsTo(email: string) {
  return db().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(asc(outbox.createdAt));
}

/** A lot owned by `owner` with bids: b1 ₹1,00,000, b2 ₹1,01,000, b1 ₹1,05,000; closed unless `open`. */
async function lotWithBids(
  owner: FixtureUser,
  b1: FixtureUser,
  b2: FixtureUser,
  opts: { open?: boolean; type?: string } = {},
) {
  const { event, sub } = await auction(
    [b1, b2],
    { ownerId: owner.id, type: opts.type, startValue: 100000, step: 1000 },
    { auctionName: 'Rewari Steel Yard Auction', titleName: 'HMS scrap' },
  );
  const [c1, c2] = [await connect(b1), await connect(b2)];
  const bid = (c: TestClient, amount: number) =>
    c.ask<{ success: boolean }>('place_bid', { eventId: event.id, subEventId: sub.id, amount });
  const reverse = opts.type === 'reverse';
  expect((await bid(c1, reverse ? 100000 : 100000)).success).toBe(true);
  expect((await bid(c2, reverse ? 99000 : 101000)).success).toBe(true);
  expect((await bid(c1, reverse ? 95000 : 105000)).success).toBe(true);
  if (!opts.open) {
    await db()
      .update(subEvents)
      .set({ closesAt: new Date(Date.now() - 1) })
      .where(eq(subEvents.id, sub.id));
    for (let i = 0; i < 100; i++) {
      const [row] = await db().select().from(subEvents).where(eq(subEvents.id, sub.id));
      if (row.status === 'closed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const rows = await db().select().from(bids).where(eq(bids.subEventId, sub.id)).orderBy(asc(bids.serial));
  return { event, sub, rows, c1, c2 };
}

describe('the owner’s lots (GET /api/seller/subEvents)', () => {
  it('lists only the owner’s lots with the leading bid; identities only once the lot has closed', async () => {
    const [seller, other, b1, b2] = [
      await mk('Seller', 'Haryana Metals'),
      await mk('Seller'),
      await mk('Buyer', 'Gobind Steel'),
      await mk('Buyer'),
    ];
    const closed = await lotWithBids(seller, b1, b2);
    const live = await lotWithBids(seller, b1, b2, { open: true });
    const res = await call(seller, 'GET', '/api/seller/subEvents');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as SellerSubEvent[];
    const c = data.find((s) => s._id === closed.sub.id) as SellerSubEvent;
    const l = data.find((s) => s._id === live.sub.id) as SellerSubEvent;
    expect(c).toMatchObject({
      status: 'closed',
      auctionName: 'Rewari Steel Yard Auction',
      direction: 'forward',
      bidCount: 3,
      authorization: null,
      hasLetter: false,
      leadingBid: { amount: 105000, bidderLabel: 'Bidder 1', bidder: { _id: b1.id, name: 'Gobind Steel' } },
    });
    expect(l.leadingBid).toMatchObject({ amount: 105000, bidderLabel: 'Bidder 1', bidder: null });
    expect(JSON.stringify(l)).not.toContain(b1.email);
    expect((await call(other, 'GET', '/api/seller/subEvents')).json().data).toEqual([]);

    const bidsRes = await call(seller, 'GET', `/api/seller/subEvents/${closed.sub.id}/bids`);
    expect((bidsRes.json().data as SellerBid[]).map((b) => [b.amount, b.bidderLabel, b.bidder?._id])).toEqual(
      [
        [105000, 'Bidder 1', b1.id],
        [101000, 'Bidder 2', b2.id],
        [100000, 'Bidder 1', b1.id],
      ],
    );
    const liveBids = (await call(seller, 'GET', `/api/seller/subEvents/${live.sub.id}/bids`)).json()
      .data as SellerBid[];
    expect(liveBids.every((b) => b.bidder === null)).toBe(true);
    expect((await call(other, 'GET', `/api/seller/subEvents/${closed.sub.id}/bids`)).statusCode).toBe(403);
    expect((await call(seller, 'GET', '/api/seller/subEvents/not-a-uuid/bids')).statusCode).toBe(400);
  });
});

describe('authorising the highest bidder', () => {
  it('authorises after close, tells the winner by e-mail (letter attached) and SMS, and serves the letter', async () => {
    const [seller, b1, b2, admin, stranger] = [
      await mk('Seller', 'Haryana Metals'),
      await mk('Buyer', 'Gobind Steel Traders'),
      await mk('Buyer'),
      await mk('Admin'),
      await mk('Seller'),
    ];
    const { sub, rows } = await lotWithBids(seller, b1, b2);
    const leading = rows[2];
    const path = `/api/seller/subEvents/${sub.id}/authorize`;
    expect(
      (await call(stranger, 'POST', path, { bidId: leading.id, authorized: true })).json(),
    ).toMatchObject({
      success: false,
      message: sellerMessages.notOwner,
    });
    expect((await call(b2, 'POST', path, { bidId: leading.id, authorized: true })).statusCode).toBe(403);
    expect((await call(seller, 'POST', path, { bidId: rows[1].id, authorized: true })).json()).toMatchObject({
      success: false,
      message: sellerMessages.notHighest,
    });
    expect((await call(seller, 'POST', path, { bidId: 'x', authorized: true })).statusCode).toBe(400);
    expect(
      (await call(seller, 'POST', path, { bidId: leading.id, authorized: true, notify: ['fax'] })).statusCode,
    ).toBe(400);

    const res = await call(seller, 'POST', path, {
      bidId: leading.id,
      authorized: true,
      notify: ['email', 'sms'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: sellerMessages.authorized,
      data: {
        hasLetter: true,
        authorization: { bidId: leading.id, authorized: true, notified: ['email', 'sms'] },
      },
    });
    const [decision] = await db()
      .select()
      .from(winnerAuthorizations)
      .where(eq(winnerAuthorizations.subEventId, sub.id));
    expect(decision).toMatchObject({ bidId: leading.id, authorized: true, decidedBy: seller.id });

    const [winner] = await db().select().from(users).where(eq(users.id, b1.id));
    const mails = await mailsTo(b1.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', purpose: 'bid-authorized', status: 'recorded' });
    expect(mails[0].body).toContain('₹1,05,000 for');
    expect(mails[0].body).toMatch(/\[Attachment: letter-of-acceptance-\d+\.pdf, \d+ bytes\]/);
    const sms = await mailsTo(winner.cellNumber);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', purpose: 'bid-authorized' });

    const letterPath = `/api/seller/subEvents/${sub.id}/letter`;
    for (const who of [b1, seller, admin]) {
      const letter = await call(who, 'GET', letterPath);
      expect(letter.statusCode, who.role).toBe(200);
      expect(letter.headers['content-type']).toBe('application/pdf');
      expect(letter.headers['content-disposition']).toMatch(
        /attachment; filename="letter-of-acceptance-\d+\.pdf"/,
      );
    }
    const text = await pdfText((await call(b1, 'GET', letterPath)).rawPayload);
    for (const part of [
      'Letter of Acceptance',
      '₹1,05,000 (',
      'Rupees One Lakh Five Thousand Only',
      'Gobind Steel Traders',
      'Haryana Metals',
      sub.name,
      'Rewari Steel Yard Auction',
      'IST',
    ]) {
      expect(text).toContain(part);
    }
    expect((await call(b2, 'GET', letterPath)).json()).toMatchObject({
      success: false,
      message: sellerMessages.letterForbidden,
    });

    // The winner finds the lot, the decision and the letter among the lots they won; nobody else does.
    const wins = (await call(b1, 'GET', '/api/seller/wins')).json();
    expect(wins).toMatchObject({
      success: true,
      data: [
        {
          _id: sub.id,
          hasLetter: true,
          leadingBid: { _id: leading.id, amount: 105000 },
          authorization: { authorized: true },
        },
      ],
    });
    expect((await call(b2, 'GET', '/api/seller/wins')).json()).toEqual({ success: true, data: [] });
    expect((await call(seller, 'GET', '/api/seller/wins')).json()).toEqual({ success: true, data: [] });
    expect((await call(admin, 'GET', '/api/seller/wins')).statusCode).toBe(403);

    // API.md "One sale per award": the award made its sale, so the owner can no longer unauthorise
    // it; Admin cancels the sale first (nothing paid yet), which withdraws the award and its letter.
    const refused = await call(seller, 'POST', path, {
      bidId: leading.id,
      authorized: false,
      notify: ['email'],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'SALE_EXISTS' });
    const [sale] = (await call(b1, 'GET', '/api/sales')).json().data;
    const cancel = await call(admin, 'POST', `/api/admin/sales/${sale._id}/cancel`, {
      reason: 'Awarded in error',
    });
    expect(cancel.json()).toMatchObject({ success: true, sale: { status: 'cancelled' } });
    expect((await call(b1, 'GET', letterPath)).statusCode).toBe(404);
    expect((await call(b1, 'GET', '/api/seller/wins')).json()).toMatchObject({
      data: [{ _id: sub.id, hasLetter: false, authorization: { authorized: false } }],
    });
    // The owner decides again: unauthorising is a decision too, and the bidder is told.
    const un = await call(seller, 'POST', path, { bidId: leading.id, authorized: false, notify: ['email'] });
    expect(un.json()).toMatchObject({
      success: true,
      message: sellerMessages.unauthorized,
      data: { hasLetter: false },
    });
    expect((await mailsTo(b1.email)).map((m) => m.purpose)).toEqual([
      'bid-authorized',
      'sale-cancelled',
      'bid-unauthorized',
    ]);
  });

  it('finding 1: awards the next bidder only after Admin cancels the first sale, and its letter states its own price', async () => {
    const [seller, b1, b2, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    const { sub, rows } = await lotWithBids(seller, b1, b2);
    const [, b2Bid, b1Win] = rows;
    const path = `/api/seller/subEvents/${sub.id}/authorize`;
    const mark = () => call(seller, 'POST', `/api/seller/bids/${b1Win.id}/status`, { status: 'rejected' });
    expect((await call(seller, 'POST', path, { bidId: b1Win.id, authorized: true })).statusCode).toBe(200);
    const rejected = await mark();
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().code).toBe('SALE_EXISTS');
    const [b1Sale] = (await call(b1, 'GET', '/api/sales')).json().data;
    expect(
      (await call(admin, 'POST', `/api/admin/sales/${b1Sale._id}/cancel`, { reason: 'Bidder withdrew' }))
        .statusCode,
    ).toBe(200);
    expect((await mark()).statusCode).toBe(200);
    const [row] = await db().select().from(subEvents).where(eq(subEvents.id, sub.id));
    expect(row.leadingBidId).toBe(b2Bid.id);
    expect((await call(seller, 'POST', path, { bidId: b2Bid.id, authorized: true })).statusCode).toBe(200);
    const [b2Sale] = (await call(b2, 'GET', '/api/sales')).json().data;
    expect(b2Sale).toMatchObject({ status: 'awaiting_payment', bidAmount: 101000 });
    expect((await call(b1, 'GET', '/api/sales')).json().data).toMatchObject([{ status: 'cancelled' }]);
    const letter = await call(b2, 'GET', `/api/seller/subEvents/${sub.id}/letter`);
    expect(letter.statusCode).toBe(200);
    const text = await pdfText(letter.rawPayload);
    expect(text).toContain('1,01,000');
    expect(text).not.toContain('1,05,000');
    expect((await call(b1, 'GET', `/api/seller/subEvents/${sub.id}/letter`)).statusCode).toBe(403);
  });

  it('refuses before the lot has closed', async () => {
    const [seller, b1, b2] = [await mk('Seller'), await mk('Buyer'), await mk('Buyer')];
    const { sub, rows } = await lotWithBids(seller, b1, b2, { open: true });
    const res = await call(seller, 'POST', `/api/seller/subEvents/${sub.id}/authorize`, {
      bidId: rows[2].id,
      authorized: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(sellerMessages.notClosed);
  });

  it('lets the procuring buyer who owns a reverse auction’s lot decide', async () => {
    const [procurer, b1, b2] = [await mk('Buyer'), await mk('Seller'), await mk('Seller')];
    const { sub, rows } = await lotWithBids(procurer, b1, b2, { type: 'reverse' });
    const list = (await call(procurer, 'GET', '/api/seller/subEvents')).json().data as SellerSubEvent[];
    expect(list[0]).toMatchObject({ direction: 'reverse', leadingBid: { amount: 95000 } });
    const res = await call(procurer, 'POST', `/api/seller/subEvents/${sub.id}/authorize`, {
      bidId: rows[2].id,
      authorized: true,
    });
    expect(res.json()).toMatchObject({ success: true, data: { hasLetter: true } });
  });
});

describe('accepting, rejecting and cancelling bids', () => {
  it('recomputes the leader from the bids that still count, tells the room and the bidder, and logs it', async () => {
    const [seller, b1, b2, stranger] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Seller'),
    ];
    const { event, sub, rows, c2 } = await lotWithBids(seller, b1, b2, { open: true });
    await c2.ask('join_auction', { eventId: event.id });
    const [first, second, leading] = rows;
    const path = (id: string) => `/api/seller/bids/${id}/status`;
    expect((await call(stranger, 'POST', path(leading.id), { status: 'rejected' })).statusCode).toBe(403);
    expect((await call(seller, 'POST', path(leading.id), { status: 'withdrawn' })).statusCode).toBe(400);
    expect((await call(seller, 'POST', path('nope'), { status: 'rejected' })).statusCode).toBe(400);
    expect((await call(seller, 'POST', path(crypto.randomUUID()), { status: 'rejected' })).statusCode).toBe(
      404,
    );

    const res = await call(seller, 'POST', path(leading.id), {
      status: 'rejected',
      reason: 'Cheque bounced',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: sellerMessages.rejected,
      data: {
        bid: { _id: leading.id, status: 'rejected' },
        subEvent: { leadingBid: { _id: second.id, amount: 101000 } },
      },
    });
    const [row] = await db().select().from(subEvents).where(eq(subEvents.id, sub.id));
    expect(row).toMatchObject({ leaderId: b2.id, leadingAmount: 101000_00, leadingBidId: second.id });
    const [log] = await db().select().from(bidStatusChanges).where(eq(bidStatusChanges.bidId, leading.id));
    expect(log).toMatchObject({ status: 'rejected', reason: 'Cheque bounced', changedBy: seller.id });
    const mails = await mailsTo(b1.email);
    expect(mails.at(-1)).toMatchObject({ purpose: 'bid-status' });
    expect(mails.at(-1)?.body).toContain('Cheque bounced');
    // The room hears at once: b2 now leads.
    const view = await c2.waitFor<BidderView>('current_bid', (p) => p.seq === row.seq);
    expect(view).toMatchObject({ isLeader: true, myRank: 1, leadingAmount: 101000 });

    expect((await call(seller, 'POST', path(leading.id), { status: 'accepted' })).json()).toMatchObject({
      success: false,
      message: sellerMessages.alreadyMarked,
    });
    const accept = await call(seller, 'POST', path(second.id), { status: 'accepted', notify: [] });
    expect(accept.json()).toMatchObject({ success: true, message: sellerMessages.accepted });
    const cancel = await call(seller, 'POST', path(first.id), { status: 'cancelled', notify: ['sms'] });
    expect(cancel.json()).toMatchObject({
      success: true,
      data: { subEvent: { leadingBid: { _id: second.id } } },
    });
    // The bid log still verifies: a mark changes a bid's status, never its chained fields.
    const all = await db()
      .select()
      .from(bids)
      .where(eq(bids.subEventId, sub.id))
      .orderBy(asc(bids.seq), asc(bids.createdAt), asc(bids.id));
    expect(verifyChain(all)).toEqual({ ok: true, count: 3 });
    const marks = await db().select().from(bidStatusChanges).orderBy(desc(bidStatusChanges.changedAt));
    expect(marks.filter((m) => [first.id, second.id, leading.id].includes(m.bidId))).toHaveLength(3);
  });
});
