import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOM_EVENT_DATA_ID, SHELL_DATA_ID } from '@neelami/shared/prerender';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

// The member lists' pages with their lists in them, and a live room's page naming its event: the
// server asks the live list's own GET and renders the screen with the build's server render (apps/web/build/prerender.mjs keeps it in
// dist-prerender beside dist) in a thread of its own. A stand-in for that render records what it
// was given.
let t: TestApp;
let base: string;
const INDEX =
  '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<script type="module" crossorigin src="/assets/app-abc123.js"></script>\n  </head><body><div id="root"></div></body></html>';

/** The stand-in's record of its renders (it runs in the server's render thread: a file between us). */
const renders = () =>
  readFileSync(path.join(base, 'renders.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { route: string; names: string[] });
/** While the file `fail` exists, the stand-in fails; while `slow` exists, it takes a second. */
const renderMode = (file: 'fail' | 'slow', on: boolean) =>
  on ? writeFileSync(path.join(base, file), '') : rmSync(path.join(base, file), { force: true });

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'neelami-web-lists-'));
  const dist = path.join(base, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(base, 'dist-prerender'));
  await writeFile(path.join(base, 'package.json'), '{"type":"module"}');
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/auction/liveAuctions': { scripts: ['/assets/trade-4.js'], styles: ['/assets/trade-5.css'] },
      '/auction/pastAuctions': { scripts: ['/assets/trade-4.js'], styles: ['/assets/trade-5.css'] },
      '/auction/auctionRoom': { scripts: ['/assets/trade-4.js'], styles: ['/assets/trade-5.css'] },
    }),
  );
  const shell = {
    en: '<h1>Live Auctions</h1><p>Loading…</p>',
    hi: '<h1>लाइव नीलामियाँ</h1><p>लोड हो रहा है…</p>',
  };
  await writeFile(
    path.join(dist, 'shells.json'),
    JSON.stringify({
      '/auction/liveAuctions': shell,
      '/auction/pastAuctions': shell,
      '/auction/auctionRoom': { en: '<h1>Auction room</h1>', hi: '<h1>नीलामी कक्ष</h1>' },
    }),
  );
  await writeFile(path.join(base, 'renders.jsonl'), '');
  await writeFile(
    path.join(base, 'dist-prerender', 'prerender.js'),
    `import { appendFileSync, existsSync } from 'node:fs';
const base = ${JSON.stringify(base)};
export async function prerenderedShell(route, body) {
  if (existsSync(base + '/fail')) throw new Error('render failed');
  if (existsSync(base + '/slow')) await new Promise((resolve) => setTimeout(resolve, 1000));
  const names = body.data.map((e) => e.auctionName);
  appendFileSync(base + '/renders.jsonl', JSON.stringify({ route, names }) + '\\n');
  const list = names.map((n) => '<li>' + n.replace(/</g, '&lt;') + '</li>').join('');
  return { en: '<h1>Live Auctions</h1><ul>' + list + '</ul>', hi: '<h1>लाइव नीलामियाँ</h1><ul>' + list + '</ul>' };
}
export async function prerenderedRoomShell(event) {
  appendFileSync(base + '/renders.jsonl', JSON.stringify({ route: 'room', names: [event.auctionName] }) + '\\n');
  const line = '<p>' + event.auctionName.replace(/</g, '&lt;') + ' — ' + event.titleName + '</p>';
  return { en: '<h1>Auction room</h1>' + line, hi: '<h1>नीलामी कक्ष</h1>' + line };
}
`,
  );
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(base, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const dataOf = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${SHELL_DATA_ID}">([^<]*)</script>`).exec(html);
  return m ? (JSON.parse(m[1]) as { list: string; body: { data: { auctionName: string }[] } }) : null;
};

describe("a member list's page with its list", () => {
  it('shows the events of the list the API gives, in both languages, and carries that answer for the app', async () => {
    const name = 'Bawal plant scrap </script><script>alert(1)</script>';
    await makeEvent(t.database.db, { auctionName: name });
    const res = await get('/auction/liveAuctions');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const api = await get('/api/general/getTodaysAuctions');
    expect(renders().at(-1)).toEqual({ route: '/auction/liveAuctions', names: [name] });
    expect(html).toContain(
      '<div data-shell="en"><h1>Live Auctions</h1><ul><li>Bawal plant scrap &lt;/script>',
    );
    expect(html).toContain('<div data-shell="hi" lang="hi-IN"><h1>लाइव नीलामियाँ</h1><ul><li>Bawal');
    // The answer as JSON no `</script>` in it can end early; the app reads exactly the API's answer.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(dataOf(html)).toEqual({ list: 'getTodaysAuctions', body: JSON.parse(api.body) });
    // The screen's styles do not hold the first paint back (a phone's link is shared with the code);
    // a file the page cannot carry (here: not in the build) is preloaded.
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/trade-5.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/trade-4.js">');
  });

  it('is rendered again only when the list has changed', async () => {
    const before = renders().length;
    const first = (await get('/auction/liveAuctions')).body;
    const [a, b] = await Promise.all([get('/auction/liveAuctions'), get('/auction/liveAuctions')]);
    expect(renders().length).toBe(before);
    expect(a.body).toBe(first);
    expect(b.body).toBe(first);
    await makeEvent(t.database.db, { auctionName: 'Rewari copper cable' });
    const changed = (await get('/auction/liveAuctions')).body;
    expect(renders().length).toBe(before + 1);
    expect(changed).toContain('<li>Rewari copper cable</li>');
    expect(dataOf(changed)?.body.data.map((e) => e.auctionName)).toContain('Rewari copper cable');
  });

  it('renders each list for its own page', async () => {
    await makeEvent(t.database.db, {
      auctionName: 'Closed last week',
      eventStart: new Date(Date.now() - 9 * 86_400_000),
      eventEnd: new Date(Date.now() - 7 * 86_400_000),
    });
    const html = (await get('/auction/pastAuctions')).body;
    expect(html).toContain('<li>Closed last week</li>');
    expect(html).not.toContain('Rewari copper cable');
    expect(dataOf(html)?.list).toBe('getAllPastAuctions');
  });

  it('falls back to the first render without data when the render fails, and loses nothing', async () => {
    renderMode('fail', true);
    try {
      await makeEvent(t.database.db, { auctionName: 'Render fails for this one' });
      const res = await get('/auction/liveAuctions');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Live Auctions</h1><p>Loading…</p>');
      expect(dataOf(res.body)).toBeNull();
    } finally {
      renderMode('fail', false);
    }
    // The next page is rendered with the list again.
    expect((await get('/auction/liveAuctions')).body).toContain('<li>Render fails for this one</li>');
  });

  it('does not wait for a slow render: the page goes without the list, the next one has it', async () => {
    renderMode('slow', true);
    try {
      await makeEvent(t.database.db, { auctionName: 'Slow to render' });
      const started = Date.now();
      const res = await get('/auction/liveAuctions');
      expect(Date.now() - started).toBeLessThan(900);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Live Auctions</h1><p>Loading…</p>');
      expect(dataOf(res.body)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect((await get('/auction/liveAuctions')).body).toContain('<li>Slow to render</li>');
    } finally {
      renderMode('slow', false);
    }
  });
});

describe("a live room's page naming its event", () => {
  const roomEventOf = (html: string) => {
    const m = new RegExp(`<script type="application/json" id="${ROOM_EVENT_DATA_ID}">([^<]*)</script>`).exec(
      html,
    );
    return m ? (JSON.parse(m[1]) as Record<string, unknown>) : null;
  };

  it("names an event of the live list in both languages, and carries the event's line for the app", async () => {
    const { id: eventId } = await makeEvent(t.database.db, {
      auctionName: 'Bhiwadi casting rejects </script>',
      titleName: 'Grey iron castings',
    });
    const before = renders().length;
    const html = (await get(`/auction/auctionRoom?eventId=${eventId}`)).body;
    expect(renders().slice(before)).toEqual([
      { route: 'room', names: ['Bhiwadi casting rejects </script>'] },
    ]);
    const line = '<p>Bhiwadi casting rejects &lt;/script> — Grey iron castings</p>';
    expect(html).toContain(`<div data-shell="en"><h1>Auction room</h1>${line}</div>`);
    expect(html).toContain(`<div data-shell="hi" lang="hi-IN"><h1>नीलामी कक्ष</h1>${line}</div>`);
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    // Only what the room's line shows, as the live list (public) gives it.
    expect(roomEventOf(html)).toEqual({
      _id: eventId,
      auctionName: 'Bhiwadi casting rejects </script>',
      titleName: 'Grey iron castings',
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
    });
    // The room's code is still asked for from the start.
    expect(html).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/trade-4.js">',
    );
    // Kept: the next member's page is not rendered again.
    expect((await get(`/auction/auctionRoom?eventId=${eventId}`)).body).toBe(html);
    expect(renders().length).toBe(before + 1);
  });

  it('is the page without an event for an event not live today, an unknown id or no id at all', async () => {
    const { id: past } = await makeEvent(t.database.db, {
      auctionName: 'Closed room',
      eventStart: new Date(Date.now() - 9 * 86_400_000),
      eventEnd: new Date(Date.now() - 7 * 86_400_000),
    });
    const before = renders().length;
    for (const query of [
      `?eventId=${past}`,
      '?eventId=00000000-0000-4000-8000-000000000000',
      '?eventId=x',
      '',
    ]) {
      const res = await get(`/auction/auctionRoom${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toContain('<div data-shell="en"><h1>Auction room</h1></div>');
      expect(roomEventOf(res.body), query).toBeNull();
    }
    expect(renders().length).toBe(before);
  });
});
