// Build step (`npm run build`, after `vite build` and `vite build --ssr src/prerender.tsx`): renders
// the public screens of @neelami/shared/prerender with the server build of the app and writes their
// markup into the web build (dist/prerendered.json), which the server puts into those screens' pages.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ssrDir = path.join(web, 'dist-prerender');
const { prerenderedScreens, PRERENDERED_FILE } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
const screens = await prerenderedScreens();
for (const [route, markup] of Object.entries(screens)) {
  if (!markup.includes('<form')) throw new Error(`prerender: ${route} rendered no form`);
}
writeFileSync(path.join(web, 'dist', PRERENDERED_FILE), `${JSON.stringify(screens)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
