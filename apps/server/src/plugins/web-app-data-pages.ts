import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ROOM_EVENT_FIELDS,
  ROOM_PATH,
  type RoomEventData,
  SHELL_LISTS,
  type ShellListPath,
} from '@neelami/shared/prerender';
import type { FastifyInstance } from 'fastify';
import type { Page } from './web-app-compression';
import type { ShellPageOf } from './web-app-pages';
import { renderWorker } from './web-app-render-worker';

/**
 * How long a member list's page waits for its render when the list has changed. A warm worker renders
 * a list in ~100 ms; a cold one takes ~1.2 s to load the screens first: the page does not wait for
 * that, it is sent with the build's first render (as without the server render) and the next one
 * has the list.
 */
const RENDER_WAIT_MS = 250;

/** A page being made, or kept, from the data it shows (`key`). */
interface KeptPage {
  key: string;
  page: Promise<Page | undefined>;
}

/** `kept`, or a new page made by `make` when the data it was made from has changed. */
function keptOrMade(
  kept: Map<string, KeptPage>,
  name: string,
  key: string,
  make: () => Promise<Page | undefined>,
) {
  let k = kept.get(name);
  if (k?.key !== key) {
    const page = make();
    k = { key, page };
    kept.set(name, k);
    page.catch(() => {
      if (kept.get(name)?.page === page) kept.delete(name);
    });
  }
  return k.page;
}

/** The page, or undefined when it has not come within RENDER_WAIT_MS (it is kept for the next). */
async function withinRenderWait(page: Promise<Page | undefined>): Promise<Page | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, RENDER_WAIT_MS, undefined);
  });
  return Promise.race([page, waited]).finally(() => clearTimeout(timer));
}

/**
 * The member screens' pages with their data in them, so a phone paints them before any of the app's
 * code has arrived: a member list's page with its list (@neelami/shared/prerender SHELL_LISTS), and
 * a live room's page naming its event when that event is in the live list (ROOM_EVENT_DATA_ID). Each
 * asks its list's GET of the API (`inject`: the answer any client gets, so nothing a visitor could
 * not see goes into a page), renders the screen with it in both languages with the build's server
 * render (apps/web/build/prerender.mjs keeps it beside the web build; in a worker thread,
 * renderWorker) and is kept until what it shows changes (a room's page while its event is live).
 * Null without the server render; a page that cannot be made, or not within RENDER_WAIT_MS, is
 * undefined (the build's page without data is sent instead; a render still under way is kept for
 * the pages after).
 */
export function dataPagesOf(app: FastifyInstance, webDist: string, shellPageOf: ShellPageOf | undefined) {
  const entry = path.join(webDist, '..', 'dist-prerender', 'prerender.js');
  if (!shellPageOf || !existsSync(entry)) return null;
  const render = renderWorker(app, entry);
  const lists = new Map<string, KeptPage>();
  const rooms = new Map<string, KeptPage>();
  const listOf = async (name: string) => {
    const answer = await app.inject({ method: 'GET', url: `/api/general/${name}` });
    return answer.statusCode === 200 ? answer.body : undefined;
  };
  const list = async (route: ShellListPath) => {
    const body = await listOf(SHELL_LISTS[route]);
    if (body === undefined) return undefined;
    const page = keptOrMade(lists, route, body, async () => {
      const data = JSON.parse(body) as unknown;
      const shell = await render(route, data);
      const html = shellPageOf(route, shell, { list: SHELL_LISTS[route], body: data });
      return html === undefined ? undefined : { html };
    });
    return withinRenderWait(page);
  };
  const room = async (eventId: string) => {
    const body = await listOf(SHELL_LISTS['/auction/liveAuctions']);
    if (body === undefined) return undefined;
    const events = (JSON.parse(body) as { data?: Record<string, unknown>[] }).data ?? [];
    // A room's page is kept while its event is live.
    const live = new Set(events.map((e) => e._id));
    for (const id of rooms.keys()) if (!live.has(id)) rooms.delete(id);
    const event = events.find((e) => e._id === eventId);
    if (!event) return undefined;
    const line = Object.fromEntries(ROOM_EVENT_FIELDS.map((f) => [f, event[f]])) as RoomEventData;
    const page = keptOrMade(rooms, eventId, JSON.stringify(line), async () => {
      const shell = await render(ROOM_PATH, event);
      const html = shellPageOf(ROOM_PATH, shell, undefined, line);
      return html === undefined ? undefined : { html };
    });
    return withinRenderWait(page);
  };
  return { list, room };
}
