import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { SHELL_SCRIPT } from '@neelami/shared/prerender';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { PAGE_BROTLI } from './web-app-compression';

// A stand-in for the built web app: the server's behaviour around it is what is tested here.
let t: TestApp;
let dist: string;
const INDEX =
  '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<script type="module" crossorigin src="/assets/app-abc123.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-7.css">\n  </head><body><div id="root"></div></body></html>';
const MAIN_CSS = ':root{--brand:#1c7ed6}body{margin:0}';
const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
const TRADE_CSS = '.m_lot{padding:4px}';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'neelami-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'favicon.svg'), FAVICON_SVG);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  await writeFile(path.join(dist, 'assets', 'index-7.css'), MAIN_CSS);
  await writeFile(path.join(dist, 'assets', 'trade-5.css'), TRADE_CSS);
  // What the build lists for the screens (apps/web/build/route-preloads.ts).
  await writeFile(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/login': {
        scripts: ['/assets/login-page-1.js', '/assets/Alert-2.js'],
        styles: ['/assets/login-3.css'],
      },
      '/term': { scripts: [], styles: [] },
      '/auction/pastAuctions': { scripts: ['/assets/trade-4.js'], styles: ['/assets/trade-5.css'] },
      '/auction/auctionRoom': {
        scripts: ['/assets/room-6.js', '/assets/trade-4.js'],
        styles: [],
        start: '/assets/room-6.js',
      },
      '/admin/liveAuctionAdmin': {
        scripts: ['/assets/room-6.js', '/assets/trade-4.js'],
        styles: ['/assets/trade-5.css'],
        start: '/assets/room-6.js',
      },
      // The live list shares the room's socket file, not its early start.
      '/auction/upcomingAuctions': {
        scripts: ['/assets/room-6.js', '/assets/trade-4.js'],
        styles: [],
        start: '/assets/room-6.js',
      },
    }),
  );
  // A member list's first render in each language (apps/web/build/prerender.mjs), the same
  // variables first in both.
  await writeFile(
    path.join(dist, 'shells.json'),
    JSON.stringify({
      '/auction/pastAuctions': {
        en: '<style data-mantine-styles="true">:root{--x:1}</style><h1>Past Auctions</h1>',
        hi: '<style data-mantine-styles="true">:root{--x:1}</style><h1>पिछली नीलामियाँ</h1>',
      },
      '/auction/auctionRoom': { en: '<h1>Auction Room</h1>', hi: '<h1>नीलामी कक्ष</h1>' },
    }),
  );
  t = await createTestApp({ webDist: dist, publicOrigin: 'https://auction.example.in' });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the web app, robots and sitemap', () => {
  it('answers the screens of the route table with the app', async () => {
    for (const url of ['/', '/home', '/term', '/auction/liveAuctions', '/admin/outbox', '/term/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/auction/auctionRoom?eventId=x')).statusCode).toBe(200);
  });

  it('names the files a screen needs beyond the main bundle in its page, so they load with it', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fhome']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-1.js">');
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Alert-2.js">');
      expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/login-3.css">');
      const same = (html: string) => html.replace(/<link [^>]+>/g, '').replace(/\s+/g, ' ');
      expect(same(res.body)).toBe(same(INDEX));
    }
    // Compressed as the browser accepts. The first request for br does not wait for brotli's best
    // quality (hundreds of ms of CPU for a room's page): it gets a quick one, and the requests
    // after the best is made get that.
    const page = (await get('/login')).body;
    const brotliAt = (quality: number) =>
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    const br = await get('/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    expect(br.rawPayload.equals(brotliAt(PAGE_BROTLI.quick))).toBe(true);
    await vi.waitFor(async () => {
      const best = await get('/login', { 'accept-encoding': 'br' });
      expect(best.rawPayload.equals(brotliAt(PAGE_BROTLI.best))).toBe(true);
    });
    const gz = await get('/login', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('login-page-1.js');
    expect((await get('/login')).headers['content-encoding']).toBeUndefined();
    // Not on another screen, nor on a path that is no screen.
    expect((await get('/register')).body).toBe(INDEX);
    expect((await get('/login/extra')).body).toBe(INDEX);
  });

  it("puts a member list's first render in both languages into its page, the app's entry held back", async () => {
    const res = await get('/auction/pastAuctions');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<script>${SHELL_SCRIPT}</script>`);
    const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];
    expect(root).toBe(
      '<div data-shell="en"><style data-mantine-styles="true">:root{--x:1}</style><h1>Past Auctions</h1></div>' +
        '<div data-shell="hi" lang="hi-IN"><h1>पिछली नीलामियाँ</h1></div>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    // The main stylesheet in the page: it paints without another round trip.
    expect(head).toContain(`<style data-main-styles>${MAIN_CSS}</style>`);
    // The screen's own styles too, each beside its file's link, disabled: the browser does not fetch
    // it and the app's loader, finding it, adds none.
    expect(head).toContain(
      `<style>${TRADE_CSS}</style><link rel="stylesheet" crossorigin href="/assets/trade-5.css" disabled>`,
    );
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/trade-5.css" disabled>',
    ]);
    expect(head).not.toContain('rel="preload" as="style"');
    // The code (the main bundle's preload, the screen's, the entry script) only in the template the
    // head script runs after the first paint: the list is on screen without it.
    const template = /<template id="neelami-app-code">([\s\S]*?)<\/template>/.exec(head)?.[1];
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/trade-4.js"><script type="module" crossorigin src="/assets/app-abc123.js"></script>',
    );
    expect(head.replace(/<template[\s\S]*<\/template>/, '')).not.toMatch(
      /modulepreload|<script type="module"/,
    );
    expect(head.split('<script type="module"').length).toBe(2);

    // The live room's markup only says the room is opening. It paints with the main styles in the
    // page; its code is asked for from the start, right after the head script (before the styles
    // in the page have arrived), at low priority: the paint does not wait for it.
    const room = (await get('/auction/auctionRoom?eventId=x')).body;
    const roomHead = room.slice(0, room.indexOf('</head>'));
    expect(roomHead).toContain(`<style data-main-styles>${MAIN_CSS}</style>`);
    expect(roomHead).not.toContain('<link rel="stylesheet"');
    const roomPreload =
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/trade-4.js">';
    expect(roomHead.replace(/<template[\s\S]*<\/template>/, '')).toContain(roomPreload);
    expect(roomHead.indexOf(roomPreload)).toBeLessThan(roomHead.indexOf('<style data-main-styles>'));
    expect(roomHead).not.toContain('<link rel="modulepreload"');
    expect(/<template id="neelami-app-code">([\s\S]*?)<\/template>/.exec(roomHead)?.[1]).toBe(
      '<script type="module" crossorigin src="/assets/app-abc123.js"></script>',
    );
    expect(room).toContain('<div data-shell="en"><h1>Auction Room</h1></div>');
    // Any other member screen is the plain app.
    expect((await get('/auction/liveAuctions')).body).toBe(INDEX);
  });

  it("starts a live room's socket from its page: the room's own script first", async () => {
    const start = '<script type="module" async crossorigin data-room-start src="/assets/room-6.js"></script>';
    // The member's room: the early start (with the socket's module, one file) before the main
    // bundle's code and the room's other files, so it is among the browser's first requests.
    const room = (await get('/auction/auctionRoom?eventId=x')).body;
    const head = room.slice(0, room.indexOf('</head>'));
    const order = [
      start,
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/trade-4.js">',
      '<style data-main-styles>',
      '<template id="neelami-app-code"><script type="module" crossorigin src="/assets/app-abc123.js">',
    ].map((tag) => head.indexOf(tag));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(head.split('room-6.js').length).toBe(2);
    // The Admin's room (the plain app's page with the screen's files) starts it too.
    const admin = (await get('/admin/liveAuctionAdmin?eventId=x')).body;
    expect(admin.indexOf(start)).toBeGreaterThan(0);
    expect(admin.indexOf(start)).toBeLessThan(admin.indexOf('href="/assets/trade-4.js"'));
    expect(admin.split('room-6.js').length).toBe(2);
    // Another screen with the same files only preloads it (the socket's module): nothing there
    // joins a room.
    const other = (await get('/auction/upcomingAuctions')).body;
    expect(other).toContain('<link rel="modulepreload" crossorigin href="/assets/room-6.js">');
    expect(other).not.toContain('data-room-start');
  });

  it('answers any other path 404, still with the app (whose router shows its 404 page)', async () => {
    for (const url of ['/nope', '/admin', '/term/extra', '/wp-login.php', '/auction']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe(INDEX);
    }
  });

  it("sends /favicon.ico to the app's icon", async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toBe(FAVICON_SVG);
  });

  it('serves robots.txt that keeps members’ screens out and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin/');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://auction.example.in/sitemap.xml');
  });

  it('serves a sitemap of the public pages on the public origin', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://auction.example.in/term</loc>');
    expect(res.body).toContain('<loc>https://auction.example.in/auction/liveAuctions</loc>');
    expect(res.body).not.toContain('/admin/');
    expect(res.body).not.toContain('/login');
  });
});

describe('compression of API answers', () => {
  it('sends JSON of 1 KB or more as br or gzip, as the client accepts, and small JSON as it is', async () => {
    // The OpenAPI document is large JSON; /api/health is small.
    const plain = await get('/api/docs/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await get('/api/docs/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });
});
