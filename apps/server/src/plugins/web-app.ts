import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { messages } from '@neelami/shared/messages';
import {
  APP_CODE_TEMPLATE_ID,
  FIRST_PAINT_SCRIPT,
  FIRST_PAINT_STYLE,
  PRERENDERED_FILE,
  ROOM_EVENT_DATA_ID,
  ROOM_EVENT_FIELDS,
  ROOM_PATH,
  type RoomEventData,
  SHELL_ATTR,
  SHELL_DATA_ID,
  SHELL_LISTS,
  SHELL_SCRIPT,
  SHELL_STYLE,
  SHELLS_FILE,
  type ShellData,
  type ShellListPath,
} from '@neelami/shared/prerender';
import { ROOM_START_ATTR } from '@neelami/shared/room-start';
import { isAppPath, LIVE_ROOM_PATHS, NOT_FOR_CRAWLERS, PUBLIC_PAGE_PATHS } from '@neelami/shared/web-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The site's origin for absolute URLs: PUBLIC_ORIGIN when set, else the request's own. */
const originOf = (req: FastifyRequest, publicOrigin: string | null) =>
  publicOrigin ?? `${req.protocol}://${req.host}`;

/** The build's list of the files each screen needs beyond the main bundle (apps/web/build/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RoutePreload {
  scripts: string[];
  styles: string[];
  /**
   * The file of the live room page's own script (apps/web/src/room-start.ts, the socket's module
   * too), for a screen whose files include it.
   */
  start?: string;
}

/**
 * A screen's code tags: `modulepreload` links for its files, and for a live room (LIVE_ROOM_PATHS)
 * in `start` the script of its early start (apps/web/src/room-start.ts, one file with the socket's
 * module, which needs no other): the room's socket then connects and joins while the rest of the
 * code is still on its way. It goes before the page's other code, so the browser asks for it among
 * its first requests (six at a time over HTTP/1.1); `async`: it runs as soon as it has arrived. The
 * same file on other screens is the socket's only, so their pages preload it.
 */
function codeTags(route: string, { scripts, start }: RoutePreload): { start: string[]; links: string[] } {
  const starts = start !== undefined && scripts.includes(start) && LIVE_ROOM_PATHS.includes(route);
  const links = scripts
    .filter((f) => !starts || f !== start)
    .map((f) => `<link rel="modulepreload" crossorigin href="${attr(f)}">`);
  if (!starts) return { start: [], links };
  return {
    start: [`<script type="module" async crossorigin ${ROOM_START_ATTR} src="${attr(start)}"></script>`],
    links,
  };
}

/** An event's id (`?eventId=` of a live room's page). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The app's empty root element in index.html. */
const ROOT = '<div id="root"></div>';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page made once (at start, when a member list changes, or a live room's at its first request);
 * its br and gzip forms are made on its first request and kept (the 404 handler that sends it is
 * not compressed for us). They are made off the event loop (zlib's thread pool), which the bids'
 * event loop must not wait for. Brotli's best quality takes 100–200 ms of CPU for a room's page
 * (150 KB; more while the machine is busy), so no request waits for it: until it is made, a request
 * gets a quick one (~10 ms, ~15 % larger), and every request after it the best.
 */
interface Page {
  html: string;
  /** Brotli at its best quality, being made or made. */
  br?: Promise<Buffer>;
  /** The same once made. */
  brBest?: Buffer;
  /** Brotli at a quick quality, for the requests that come before the best is made. */
  brQuick?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);
/** Brotli's qualities for a page: its best, and the quick one sent until the best is made. */
export const PAGE_BROTLI = { best: 11, quick: 5 } as const;

/** The page's br form: the best when made, else a quick one (and the best is started). */
async function pageBrotli(page: Page): Promise<Buffer> {
  if (page.brBest) return page.brBest;
  if (!page.br) {
    const best = brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI.best } });
    page.br = best;
    best.then(
      (buffer) => {
        page.brBest = buffer;
        page.brQuick = undefined;
      },
      () => {
        page.br = undefined;
      },
    );
  }
  page.brQuick ??= brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI.quick } });
  return page.brQuick;
}

async function sendPage(req: FastifyRequest, reply: FastifyReply, page: Page) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.status(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(await pageBrotli(page));
  }
  if (/\bgzip\b/.test(accepts)) {
    page.gzip ??= gzip(page.html, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(await page.gzip);
  }
  return reply.send(page.html);
}

/** The app's own `<script type="module">` and `modulepreload` links in index.html. */
const APP_CODE_TAG = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/**
 * index.html without its own app code tags: an inline script and style first in the head (before any
 * stylesheet: a script after one waits for it to arrive), then `early` (tags the browser should see
 * before the rest of the head has arrived), `head` at its end, `markup` in the root.
 */
function pageOf(
  index: string,
  script: string,
  style: string,
  head: string[],
  markup: string,
  early: string[] = [],
): string {
  const first = [`<script>${script}</script><style>${style}</style>`, ...early].join('\n    ');
  return index
    .replace(APP_CODE_TAG, '')
    .replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/, (open) => `${open}\n    ${first}`)
    .replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${markup}</div>`);
}

/** The opening tag of the main stylesheet set in a page (withMainStylesInline). */
const MAIN_STYLES_OPEN = '<style data-main-styles>';

/** index.html's own stylesheet link (the main bundle's styles). */
const MAIN_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/assets\/([^"/]+\.css)"[^>]*>/;

/**
 * index.html with its main stylesheet in the page (`<style>`) instead of linked, for the member
 * screens' pages: their first render needs only it, and on a phone's slow link a linked stylesheet is
 * a round trip more before the first paint (painted at 0.8–1.0 s instead of 1.6–1.8 s on the
 * throttled phone, bench/RESULTS.md). The page grows by the styles (~11 KB brotli) and cannot use
 * the browser's cached copy of them. index.html as it is when the file is missing or cannot be set
 * in a `<style>`.
 */
function withMainStylesInline(index: string, webDist: string): string {
  const link = MAIN_STYLESHEET.exec(index);
  const file = link && path.join(webDist, 'assets', link[1]);
  if (!link || !file || !existsSync(file)) return index;
  const css = readFileSync(file, 'utf8');
  if (/<\/style/i.test(css)) return index;
  return index.replace(link[0], () => `${MAIN_STYLES_OPEN}${css}</style>`);
}

/**
 * A prerendered screen's page: its markup in the root, painted with the page's styles and the
 * screen's own (stylesheets, not preloads); the inline head script first (theme, hidden markup,
 * see @neelami/shared/prerender); the app's code in an inert template that script loads after the
 * first paint.
 */
function prerenderedPage(index: string, markup: string, preloads: string[], styleLinks: string[]): string {
  const code = [...(index.match(APP_CODE_TAG) ?? []).map((tag) => tag.trim()), ...preloads];
  // Preloads before the entry script: all of them are asked for at once.
  code.sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')));
  const head = [...styleLinks, `<template id="${APP_CODE_TEMPLATE_ID}">${code.join('')}</template>`];
  return pageOf(index, FIRST_PAINT_SCRIPT, FIRST_PAINT_STYLE, head, markup);
}

/** JSON safe inside a `<script>` element: no `</script>`, no comment or line-separator tricks. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A member screen's page (@neelami/shared/prerender SHELL_PATHS): its first render in English and in
 * Hindi in the root, the one of the language the browser remembers shown by the inline head script
 * and style. The markup needs only the main stylesheet, set in the page (withMainStylesInline; the
 * frame and the components it shows are the main bundle's, the table's too). The entry script waits
 * in an inert template that the head script runs once the page has painted, and the app renders
 * over the markup.
 *
 * The live room's markup says the room is opening (naming its event when the server renders it for
 * one); its Bid buttons are the app's, whose code is asked for from the start, right after the head
 * script, before the styles in the page: its early start's script first (codeTags), then
 * `modulepreload` links at low priority (the paint needs none of it, and a tool that counts a
 * high-priority script fetched before the paint as holding the paint back, such as Lighthouse, sees
 * that it does not).
 * A list's markup is the list itself with its buttons (`list`): its code waits in the template
 * too, so the page's first paint never shares the link with it. The list the markup shows, `data`,
 * or the event the room's markup names, `roomEvent`, goes into the head for the app.
 */
function shellPage(
  index: string,
  shell: { en: string; hi: string },
  preloads: { start: string[]; links: string[] },
  styleTags: string[],
  list: boolean,
  data?: ShellData,
  roomEvent?: RoomEventData,
): string {
  // Mantine's variables (the first `<style>` of a render) are the same in both copies: sent once.
  const vars = /^<style[^>]*>[\s\S]*?<\/style>/.exec(shell.en)?.[0];
  const hi = vars && shell.hi.startsWith(vars) ? shell.hi.slice(vars.length) : shell.hi;
  const markup = `<div ${SHELL_ATTR}="en">${shell.en}</div><div ${SHELL_ATTR}="hi" lang="hi-IN">${hi}</div>`;
  const entry = (index.match(APP_CODE_TAG) ?? []).map((tag) => tag.trim());
  const code = [...preloads.start, ...entry.filter((tag) => !tag.startsWith('<script')), ...preloads.links];
  const later = entry.filter((tag) => tag.startsWith('<script'));
  const head = [
    ...styleTags,
    `<template id="${APP_CODE_TEMPLATE_ID}">${[...(list ? code : []), ...later].join('')}</template>`,
  ];
  if (data) head.push(`<script type="application/json" id="${SHELL_DATA_ID}">${jsonInHtml(data)}</script>`);
  if (roomEvent) {
    head.push(`<script type="application/json" id="${ROOM_EVENT_DATA_ID}">${jsonInHtml(roomEvent)}</script>`);
  }
  const early = list ? [] : code.map((tag) => tag.replace('<link ', '<link fetchpriority="low" '));
  return pageOf(index, SHELL_SCRIPT, SHELL_STYLE, head, markup, early);
}

/** A stylesheet fetched beside the page's code without holding its paint back. */
const preloadStyle = (f: string) => `<link rel="preload" as="style" crossorigin href="${attr(f)}">`;

/**
 * A member screen's own stylesheets set in its page (shellPage), each file's CSS in a `<style>`,
 * with the file's `<link rel="stylesheet">` beside it marked `disabled`: the browser does not fetch
 * a stylesheet link that is disabled from the start, and the app's loader (Vite's, which adds a
 * stylesheet link for a screen's CSS unless the page has one for that file) finds it and adds none.
 * Preloaded instead, each of the room's three small files (4.7 KB brotli in all) held one of the
 * browser's six HTTP/1.1 connections for a round trip while its code waited (bench/RESULTS.md).
 * Preloaded as before (preloadStyle) when a file is missing or cannot be set in a `<style>`.
 */
function stylesInPage(files: string[], webDist: string): string[] {
  const tags: string[] = [];
  for (const f of files) {
    const file = path.join(webDist, 'assets', path.basename(f));
    if (!f.startsWith('/assets/') || !existsSync(file)) return files.map(preloadStyle);
    const css = readFileSync(file, 'utf8');
    if (/<\/style/i.test(css)) return files.map(preloadStyle);
    tags.push(`<style>${css}</style><link rel="stylesheet" crossorigin href="${attr(f)}" disabled>`);
  }
  return tags;
}

/**
 * index.html for each screen the build listed, naming the screen's own files (`modulepreload`,
 * `preload` for its styles) so the browser fetches them with the main bundle instead of after it
 * has run: on a slow phone link that is a round trip (about half a second on Slow 4G) less.
 * A screen the build prerendered (apps/web/build/prerender.mjs) is made by prerenderedPage, a
 * member screen whose first render it made by shellPage.
 */
function pagesWithPreloads(webDist: string): { pages: Map<string, Page>; shellPageOf?: ShellPageOf } {
  const pages = new Map<string, Page>();
  const listFile = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return { pages };
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!index.includes('</head>') || !index.includes(ROOT)) return { pages };
  const memberIndex = withMainStylesInline(index, webDist);
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, RoutePreload>;
  const prerenderedFile = path.join(webDist, PRERENDERED_FILE);
  const prerendered = existsSync(prerenderedFile)
    ? (JSON.parse(readFileSync(prerenderedFile, 'utf8')) as Record<string, string>)
    : {};
  const shellsFile = path.join(webDist, SHELLS_FILE);
  const shells = existsSync(shellsFile)
    ? (JSON.parse(readFileSync(shellsFile, 'utf8')) as Record<string, { en: string; hi: string }>)
    : {};
  // A member screen's page (shellPage), with the main styles and the screen's own in the page.
  const ownStyles = new Map<string, string[]>();
  const memberPage: ShellPageOf = (route, shell, data, roomEvent) => {
    const files = list[route];
    if (!files) return undefined;
    const styles = ownStyles.get(route) ?? stylesInPage(files.styles, webDist);
    ownStyles.set(route, styles);
    return shellPage(memberIndex, shell, codeTags(route, files), styles, isListPath(route), data, roomEvent);
  };
  for (const [route, files] of Object.entries(list)) {
    const { styles } = files;
    const markup = prerendered[route];
    const tags = codeTags(route, files);
    const preloads = [...tags.start, ...tags.links];
    const shell = shells[route];
    if (shell) {
      const html = memberPage(route, shell);
      if (html) pages.set(route, { html });
      continue;
    }
    const styleLinks = styles.map((f) =>
      markup ? `<link rel="stylesheet" crossorigin href="${attr(f)}">` : preloadStyle(f),
    );
    if (preloads.length + styleLinks.length === 0) continue;
    if (!markup) {
      const links = [...preloads, ...styleLinks];
      pages.set(route, { html: index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) });
      continue;
    }
    pages.set(route, { html: prerenderedPage(index, markup, preloads, styleLinks) });
  }
  return { pages, shellPageOf: memberPage };
}

/**
 * A member screen's page from its first render (shellPage): a list's with the list it shows, the
 * room's with the event it names.
 */
type ShellPageOf = (
  route: string,
  shell: { en: string; hi: string },
  data?: ShellData,
  roomEvent?: RoomEventData,
) => string | undefined;

const isListPath = (p: string): p is ShellListPath => Object.hasOwn(SHELL_LISTS, p);

/**
 * A worker thread's script: loads the build's server render (apps/web/src/prerender.tsx, its file
 * URL in workerData) and answers `{ id, route, body }` with `{ id, shell }` (its prerenderedShell,
 * or prerenderedRoomShell for the room) or `{ id, error }`. React's render of a list takes ~100 ms
 * of CPU: in a thread of its own it never holds the bids' event loop.
 */
const RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const render = import(workerData.entry);
parentPort.on('message', async ({ id, route, body }) => {
  try {
    const r = await render;
    const shell = await (route === '${ROOM_PATH}' ? r.prerenderedRoomShell(body) : r.prerenderedShell(route, body));
    parentPort.postMessage({ id, shell });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.stack || err) });
  }
});
`;

/**
 * How long a render worker may sit unused before it stops. A thread with React and the app's screens
 * loaded holds ~190 MB (measured: the server's RSS with it, 1,030 MB, and without, 844 MB, on the
 * demo data); the lists change seldom, so it is started again when one has.
 */
const RENDER_WORKER_IDLE_MS = 30_000;

/** A render (~100 ms warm, ~1.2 s with the thread's start) that takes longer than this is given up. */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * The build's server render in a worker thread, started at its first use and stopped after
 * RENDER_WORKER_IDLE_MS without work; one render at a time.
 */
function renderWorker(app: FastifyInstance, entry: string) {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (s: { en: string; hi: string }) => void; reject: (e: Error) => void }
  >();
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
    worker = undefined;
  };
  const start = () => {
    const w = new Worker(RENDER_WORKER, { eval: true, workerData: { entry: pathToFileURL(entry).href } });
    w.unref();
    w.on('message', (m: { id: number; shell?: { en: string; hi: string }; error?: string }) => {
      const p = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.shell) p?.resolve(m.shell);
      else p?.reject(new Error(m.error ?? 'render failed'));
    });
    w.on('error', failAll);
    w.on('exit', () => {
      if (worker === w) failAll(new Error('the render worker stopped'));
    });
    return w;
  };
  const retireWhenIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (waiting.size > 0 || !worker) return;
      const w = worker;
      worker = undefined;
      void w.terminate();
    }, RENDER_WORKER_IDLE_MS);
    idle.unref();
  };
  app.addHook('onClose', async () => {
    clearTimeout(idle);
    const w = worker;
    worker = undefined;
    await w?.terminate();
  });
  let queue: Promise<unknown> = Promise.resolve();
  return (route: ShellListPath | typeof ROOM_PATH, body: unknown): Promise<{ en: string; hi: string }> => {
    const job = queue.then(
      () =>
        new Promise<{ en: string; hi: string }>((resolve, reject) => {
          clearTimeout(idle);
          worker ??= start();
          const w = worker;
          const id = nextId++;
          // A render that never answers would hold every later one: the thread is stopped instead.
          const stuck = setTimeout(() => {
            if (worker === w) worker = undefined;
            waiting.delete(id);
            reject(new Error('the render took too long'));
            void w.terminate();
          }, RENDER_TIMEOUT_MS);
          stuck.unref();
          waiting.set(id, {
            resolve: (shell) => {
              clearTimeout(stuck);
              resolve(shell);
            },
            reject: (err) => {
              clearTimeout(stuck);
              reject(err);
            },
          });
          w.postMessage({ id, route, body });
        }),
    );
    queue = job.catch(() => {}).finally(retireWhenIdle);
    return job;
  };
}

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
function dataPagesOf(app: FastifyInstance, webDist: string, shellPageOf: ShellPageOf | undefined) {
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

/** The app's icon, in the web build (apps/web/public). */
const FAVICON = '/favicon.svg';

/**
 * Serves the built React app: the screens of the shared path table answer index.html (200) so the
 * client router shows them; any other path answers 404 with index.html, whose router shows its
 * 404 page. Unknown `/api/*` paths answer JSON 404 in the API error shape, never HTML. Also serves
 * /robots.txt and /sitemap.xml of the public pages, and sends /favicon.ico to the app's icon.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  publicOrigin: string | null = null,
) {
  // Files for crawlers, not API: kept out of the OpenAPI document.
  app.get('/robots.txt', { schema: { hide: true }, config: { access: 'public' } }, async (req, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...NOT_FOR_CRAWLERS.map((p) => `Disallow: ${p}`)];
    lines.push('', `Sitemap: ${originOf(req, publicOrigin)}/sitemap.xml`, '');
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
  app.get('/sitemap.xml', { schema: { hide: true }, config: { access: 'public' } }, async (req, reply) => {
    const origin = originOf(req, publicOrigin);
    const urls = PUBLIC_PAGE_PATHS.map((p) => `  <url><loc>${origin}${p}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; send one when the browser accepts it.
      preCompressed: true,
      // Hashed assets can be cached for ever; index.html never.
      setHeaders: (reply, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  if (hasWeb && existsSync(path.join(webDist, FAVICON.slice(1)))) {
    // The app's pages name their icon; a browser showing a page that names none (a PDF, robots.txt)
    // asks for /favicon.ico.
    app.get('/favicon.ico', { schema: { hide: true }, config: { access: 'public' } }, async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect(FAVICON, 301),
    );
  }
  const { pages: preloaded, shellPageOf } = hasWeb
    ? pagesWithPreloads(webDist)
    : { pages: new Map<string, Page>() };
  const dataPages = hasWeb ? dataPagesOf(app, webDist, shellPageOf) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    const isApi =
      url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io') || url === '/metrics';
    if (isApi || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: messages.routeNotFound });
    }
    const route = url.length > 1 ? url.replace(/\/$/, '') : url;
    if (dataPages && isListPath(route)) {
      const page = await dataPages.list(route).catch((err: unknown) => {
        req.log.warn({ err, route }, 'member list page rendered without its list');
        return undefined;
      });
      if (page) return sendPage(req, reply, page);
    }
    const eventId = (req.query as { eventId?: unknown }).eventId;
    if (dataPages && route === ROOM_PATH && typeof eventId === 'string' && UUID.test(eventId)) {
      const page = await dataPages.room(eventId).catch((err: unknown) => {
        req.log.warn({ err, route }, 'live room page rendered without its event');
        return undefined;
      });
      if (page) return sendPage(req, reply, page);
    }
    const page = preloaded.get(route);
    if (page && isAppPath(url)) return sendPage(req, reply, page);
    // A path that is no screen of the app is a 404 for crawlers and tools; people still see the
    // app's own 404 page.
    return reply
      .status(isAppPath(url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
}
