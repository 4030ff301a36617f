// Build step (`npm run build`, after `vite build` and `vite build --ssr src/prerender.tsx`): renders
// the public screens of @neelami/shared/prerender with the server build of the app and writes their
// markup into the web build (dist/prerendered.json), and the member screens' first renders in
// English and Hindi (dist/shells.json); the server puts them into those screens' pages, or renders
// them with their lists from the server build kept in dist-prerender.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ssrDir = path.join(web, 'dist-prerender');
const { prerenderedScreens, prerenderedShells, PRERENDERED_FILE, SHELLS_FILE } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
const screens = await prerenderedScreens();
for (const [route, markup] of Object.entries(screens)) {
  if (!markup.includes('<form')) throw new Error(`prerender: ${route} rendered no form`);
}
writeFileSync(path.join(web, 'dist', PRERENDERED_FILE), `${JSON.stringify(screens)}\n`);
// The member screens' first renders, before their data: a heading in each language, no form.
const shells = await prerenderedShells();
for (const [route, { en, hi }] of Object.entries(shells)) {
  if (!/<h1[\s>]/.test(en) || !/<h1[\s>]/.test(hi) || en === hi) throw new Error(`prerender: ${route} shell`);
}
writeFileSync(path.join(web, 'dist', SHELLS_FILE), `${JSON.stringify(shells)}\n`);
// dist-prerender stays: the server renders the member lists with their data from it
// (prerenderedShell), beside dist, out of the files it serves.
