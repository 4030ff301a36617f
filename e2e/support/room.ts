import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { enMore } from '../../apps/web/src/i18n/en-more';
import { enScreens } from '../../apps/web/src/i18n/en-screens';
import { stringEntries } from '../../apps/web/src/i18n/string-entries';
import { apiCall, DEMO } from './session';

/** A member in a browser: its page, display name and API token. */
export interface RoomMember {
  page: Page;
  name: string;
  token: string;
}

/** The demo's live forward event: 'HMS 1&2 (80:20) melting scrap' (₹32,000, step ₹100) and 'Copper cable scrap'. */
export const LIVE_EVENT_ID = '5e6d0a10-0000-4000-8000-0000000e0001';
/** The demo's live reverse event ('Shredded steel scrap supply'). */
export const REVERSE_EVENT_ID = '5e6d0a10-0000-4000-8000-0000000e0002';

/** Polls until the assertion holds: the rooms update over the socket, on a shared, busy machine. */
export const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

/** Waits until the locator's text is exactly `text`. */
export async function expectText(locator: Locator, text: string) {
  await eventually(async () => (await locator.innerText()).trim()).toBe(text);
}

/** Every key of the web app's strings ('room.bid', 'lists.title'…). */
const STRING_KEYS = new Set(
  [en, enScreens, enMore].flatMap((tree) => stringEntries(tree).map(([key]) => key)),
);

/**
 * Fails when the page shows a key of the strings instead of its text (`t()` gives the key back when
 * the strings that hold it have not loaded): in its text, and in its labels and titles.
 */
export async function expectNoStringKeys(page: Page) {
  const shown = await page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
        texts.push(el.getAttribute(name) ?? '');
    return texts.join('\n');
  });
  const keys = (shown.match(/[A-Za-z]+(?:\.[A-Za-z0-9]+)+/g) ?? []).filter((word) => STRING_KEYS.has(word));
  expect(keys).toEqual([]);
}

/** A lot's row (table row or card) in a room page. */
export const roomRow = (page: Page, lot: string): Locator =>
  page.getByTestId('sub-event-row').filter({ hasText: lot });

/**
 * A browser context logged in as `email` (the login answer stored as the login page stores it),
 * the event's terms accepted through the API unless `acceptTerms` is false, and the room opened.
 */
export async function openRoomAs(
  browser: Browser,
  baseUrl: string,
  email: string,
  eventId: string,
  opts: { acceptTerms?: boolean; width?: number; height?: number; contexts?: BrowserContext[] } = {},
): Promise<RoomMember> {
  const login = await apiCall<{ token: string; user: { role: string; OrganizationIndividualName: string } }>(
    baseUrl,
    'auth/login',
    { email, password: DEMO.password },
  );
  if (login.user.role !== 'Admin' && opts.acceptTerms !== false)
    await apiCall(baseUrl, 'general/termAccept', { eventId }, login.token);
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1366, height: opts.height ?? 900 },
  });
  opts.contexts?.push(context);
  await context.addInitScript(
    ([user, token]) => {
      if (!sessionStorage.getItem('token')) {
        sessionStorage.setItem('user', user);
        sessionStorage.setItem('token', token);
      }
      // Records the room's vibrations (navigator.vibrate) so a test can see them.
      const calls: unknown[] = [];
      (window as unknown as { __vibrations: unknown[] }).__vibrations = calls;
      Object.defineProperty(Navigator.prototype, 'vibrate', {
        configurable: true,
        value: (pattern: unknown) => {
          calls.push(pattern);
          return true;
        },
      });
    },
    [JSON.stringify(login.user), login.token],
  );
  const page = await context.newPage();
  const path = login.user.role === 'Admin' ? '/admin/liveAuctionAdmin' : '/auction/auctionRoom';
  await page.goto(`${baseUrl}${path}?eventId=${eventId}`);
  await page.getByRole('heading', { level: 1, name: 'Live Auctions' }).waitFor();
  return { page, name: login.user.OrganizationIndividualName, token: login.token };
}

/** Waits until the room is connected and shows the lot. */
export async function roomReady(member: RoomMember, lot: string) {
  await member.page
    .getByTestId('connection-state')
    .and(member.page.locator('[data-state="connected"]'))
    .waitFor();
  await roomRow(member.page, lot).waitFor();
}

/** The admin in the room over a plain Socket.IO client, for moving end times. */
export async function adminSocket(baseUrl: string, eventId: string): Promise<Socket> {
  const login = await apiCall<{ token: string }>(baseUrl, 'auth/login', {
    email: DEMO.admin,
    password: DEMO.password,
  });
  return joinedSocket(baseUrl, login.token, eventId);
}

/** A plain Socket.IO client of `token`, connected and in the event's room. */
async function joinedSocket(baseUrl: string, token: string, eventId: string): Promise<Socket> {
  const socket = io(baseUrl, { auth: { token }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined = await socket.timeout(10_000).emitWithAck('join_auction', { eventId });
  if (!joined.success) throw new Error(`join_auction: ${JSON.stringify(joined)}`);
  return socket;
}

/** A member bidding on one lot over Socket.IO, its terms accepted; a refused bid throws. */
export async function socketBidder(
  baseUrl: string,
  token: string,
  lot: { eventId: string; subEventId: string },
) {
  await apiCall(baseUrl, 'general/termAccept', { eventId: lot.eventId }, token);
  const socket = await joinedSocket(baseUrl, token, lot.eventId);
  const bid = async (amount: number) => {
    const answer = await socket
      .timeout(10_000)
      .emitWithAck('place_bid', { ...lot, token, amount, clientBidId: `${lot.subEventId}-${amount}` });
    if (!answer.success) throw new Error(`place_bid ${amount}: ${JSON.stringify(answer)}`);
  };
  return { socket, bid };
}
