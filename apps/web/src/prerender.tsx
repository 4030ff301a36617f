// The build's prerendering entry (build/prerender.mjs, `vite build --ssr`): the markup of the public
// screens of @neelami/shared/prerender as an English-speaking guest first sees them in the light
// theme (main.tsx hydrates it for such a visitor), and the first render of the member screens of
// SHELL_PATHS in English and Hindi (which the app renders over); the server renders the latter with
// their lists when a page is asked for (prerenderedShell).
// No './zod-config' (main.tsx's): zod's settings are the process's own, and the server loads this
// file to render the member lists (prerenderedShell); jitless parsing is for the browser's CSP.
import { auctionEventListSchema, auctionEventSchema } from '@neelami/shared/events-responses';
import type { Language } from '@neelami/shared/language';
import {
  PRERENDERED_FILE,
  PRERENDERED_PATHS,
  ROOM_PATH,
  SHELL_LISTS,
  SHELL_PATHS,
  SHELLS_FILE,
  type ShellListPath,
} from '@neelami/shared/prerender';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import { ShellRender, ShellRoomEvent, type ShellRoomEventLine } from './app/shell-render';
import { loadScreenStrings, setLanguage } from './i18n/i18n';
import { queryClient } from './lib/query-client';

export { PRERENDERED_FILE, SHELLS_FILE };

/**
 * The markup of one screen, with its code and strings loaded first. A lazy screen still suspends on
 * its first render (React reads its loaded module on the next), which would put its Suspense
 * fallback and React's inline scripts into the page: rendered again until nothing suspends.
 */
async function renderScreen(
  path: string,
  shell = false,
  roomEvent: ShellRoomEventLine | null = null,
): Promise<string> {
  await preloadScreen(path);
  for (let attempt = 0; attempt < 5; attempt++) {
    const html = renderToString(
      <ShellRender.Provider value={shell}>
        <ShellRoomEvent.Provider value={roomEvent}>
          <App path={path} />
        </ShellRoomEvent.Provider>
      </ShellRender.Provider>,
    );
    // `<!--$!-->`: a boundary left to the client (its fallback), `<!--$?-->`: one still pending.
    if (!/<!--\$[!?]-->|<script/.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`prerender: ${path} still suspends`);
}

/** Each prerendered screen's markup by its path. */
export async function prerenderedScreens(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of PRERENDERED_PATHS) out[path] = await renderScreen(path);
  return out;
}

/** Each member screen's first render (SHELL_PATHS), in each language, by its path. */
export async function prerenderedShells(): Promise<Record<string, Record<Language, string>>> {
  await loadScreenStrings();
  const out: Record<string, Record<Language, string>> = {};
  for (const language of ['en', 'hi'] as const) {
    await setLanguage(language);
    for (const path of SHELL_PATHS) {
      out[path] ??= { en: '', hi: '' };
      out[path][language] = await renderScreen(path, true);
    }
  }
  await setLanguage('en');
  return out;
}

let stringsLoaded: Promise<void> | undefined;

/**
 * `render` in each language, one after the other: the language is the module's own while a copy
 * renders, so the server's renders go one at a time. English again after.
 */
async function inEachLanguage(render: () => Promise<string>): Promise<Record<Language, string>> {
  stringsLoaded ??= loadScreenStrings();
  await stringsLoaded;
  try {
    const out: Record<Language, string> = { en: '', hi: '' };
    for (const language of ['en', 'hi'] as const) {
      await setLanguage(language);
      out[language] = await render();
    }
    return out;
  } finally {
    await setLanguage('en');
  }
}

/**
 * A member list's first render in each language showing `body`, the answer of its list's GET
 * (@neelami/shared/prerender SHELL_LISTS), made by the server when the page is asked for.
 */
export async function prerenderedShell(
  path: ShellListPath,
  body: unknown,
): Promise<Record<Language, string>> {
  queryClient.setQueryData(['events', SHELL_LISTS[path]], auctionEventListSchema.parse(body).data);
  try {
    return await inEachLanguage(() => renderScreen(path, true));
  } finally {
    queryClient.removeQueries({ queryKey: ['events', SHELL_LISTS[path]] });
  }
}

/**
 * The live room's first render in each language naming `body`, an event of the live list (as GET
 * /api/general/getTodaysAuctions answers it), made by the server when a room's page is asked for
 * (@neelami/shared/prerender ROOM_EVENT_DATA_ID).
 */
export async function prerenderedRoomShell(body: unknown): Promise<Record<Language, string>> {
  const event = auctionEventSchema.parse(body);
  return inEachLanguage(() => renderScreen(ROOM_PATH, true, event));
}
