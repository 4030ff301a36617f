// The build's prerendering entry (build/prerender.mjs, `vite build --ssr`): the markup of the public
// screens of @neelami/shared/prerender as an English-speaking guest first sees them in the light
// theme. main.tsx hydrates it for such a visitor.
import './zod-config';
import { PRERENDERED_FILE, PRERENDERED_PATHS } from '@neelami/shared/prerender';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { preloadScreen } from './app/routes';

export { PRERENDERED_FILE };

/**
 * The markup of one screen, with its code and strings loaded first. A lazy screen still suspends on
 * its first render (React reads its loaded module on the next), which would put its Suspense
 * fallback and React's inline scripts into the page: rendered again until nothing suspends.
 */
async function renderScreen(path: string): Promise<string> {
  await preloadScreen(path);
  for (let attempt = 0; attempt < 5; attempt++) {
    const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
    const html = renderToString(<App router={router} />);
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
