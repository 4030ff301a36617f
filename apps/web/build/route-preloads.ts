/**
 * Build step (vite.config.ts): which files each screen needs beyond the main bundle, so the server
 * can name them in the page's HTML (`<link rel="modulepreload">`) and the browser fetches them with
 * the main bundle instead of after it has run. On a slow phone link every round trip saved is about
 * half a second (Chrome's Slow 4G). Read from the route table itself (routes.tsx), so a new screen
 * needs nothing here. Writes `route-preloads.json` into the build: `{ "/login": { scripts, styles } }`.
 */
/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

import { ROOM_BOOT, ROOM_START_ENTRY } from './screen-chunks';

type OutputChunk = Rollup.OutputChunk;

const isRoomBoot = (file: string) => path.basename(file).startsWith(`${ROOM_BOOT}-`);

/** The file written into the build, read by the server (apps/server/src/plugins/web-app.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  scripts: string[];
  styles: string[];
  /**
   * The file of the live room page's own script (src/room-start.ts, the socket's file too), for a
   * screen whose files include it: the server names it in a live room's page as a script.
   */
  start?: string;
}

/** The web app's route tables (src/app/routes.tsx and admin-routes.tsx), read as one source. */
export const ROUTE_FILES = ['routes.tsx', 'admin-routes.tsx'] as const;

/** The source of the route tables, one after the other. */
export async function routeSource(files: readonly string[]): Promise<string> {
  return (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
}

/** Each route of routes.tsx: its path and its source, up to the next route's `path:`. */
function routeSources(source: string): [string, string][] {
  return source
    .split(/\bpath:\s*/)
    .slice(1)
    .flatMap((part) => {
      const p = /^'([^']+)'/.exec(part)?.[1];
      return p ? [[p, part] as [string, string]] : [];
    });
}

/**
 * Each screen's path and the module its route imports (`import('../features/…')`), from the
 * source of routes.tsx; a route whose component is in the main bundle has none.
 */
export function screenModules(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [p, part] of routeSources(source)) {
    const m = /import\('([^']+)'\)/.exec(part)?.[1];
    if (m) out.set(p, m);
  }
  return out;
}

/**
 * The screens that load only the live list's and the live room's strings (`named(…, 'live')` in
 * routes.tsx, i18n/en-screens.ts); every other lazy screen loads the rest as well (en-more.ts).
 */
export function liveStringsScreens(source: string): Set<string> {
  const out = new Set<string>();
  for (const [p, part] of routeSources(source)) {
    const call = /\bnamed\(([\s\S]*?)\),\s*\}/.exec(part)?.[1];
    if (call && /,\s*'live',?\s*$/.test(call)) out.add(p);
  }
  return out;
}

/** The chunks of the bundle with the module files (without extension) each holds. */
function chunkOfModule(chunks: OutputChunk[], file: string): OutputChunk | undefined {
  const holds = (c: OutputChunk) => c.moduleIds.some((id) => id.replace(/\.(tsx?|jsx?)$/, '') === file);
  // The chunk that starts with the module, else the one it was merged into.
  return chunks.find((c) => c.facadeModuleId !== null && holds(c) && c.isDynamicEntry) ?? chunks.find(holds);
}

/** Files a chunk needs that the main bundle did not load already (its static imports, its CSS). */
function needs(chunk: OutputChunk, all: Map<string, OutputChunk>, loaded: Set<string>, into: RoutePreload) {
  const seen = new Set<string>();
  const walk = (c: OutputChunk) => {
    if (seen.has(c.fileName)) return;
    seen.add(c.fileName);
    if (!loaded.has(c.fileName)) into.scripts.push(`/${c.fileName}`);
    for (const css of c.viteMetadata?.importedCss ?? []) if (!loaded.has(css)) into.styles.push(`/${css}`);
    for (const f of c.imports) {
      const next = all.get(f);
      if (next) walk(next);
    }
  };
  walk(chunk);
}

export function routePreloads(routeFiles: string[], screenStrings: string, moreStrings: string): Plugin {
  // The route tables sit in one folder (src/app): the modules they import resolve from there.
  const routesFile = routeFiles[0] as string;
  return {
    name: 'neelami-route-preloads',
    async generateBundle(_options, bundle) {
      const source = await routeSource(routeFiles);
      const modules = screenModules(source);
      const liveOnly = liveStringsScreens(source);
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const loaded = new Set<string>();
      const isStart = (c: OutputChunk) =>
        c.facadeModuleId !== null && ROOM_START_ENTRY.test(c.facadeModuleId);
      const start = chunks.find((c) => c.isEntry && isStart(c));
      for (const entry of chunks.filter((c) => c.isEntry && !isStart(c))) {
        const mark: RoutePreload = { scripts: [], styles: [] };
        needs(entry, byFile, new Set(), mark);
        for (const f of [...mark.scripts, ...mark.styles]) loaded.add(f.slice(1));
      }
      const strings = chunkOfModule(chunks, screenStrings.replace(/\.tsx?$/, ''));
      const more = chunkOfModule(chunks, moreStrings.replace(/\.tsx?$/, ''));
      const out: Record<string, RoutePreload> = {};
      for (const [route, module] of modules) {
        const chunk = chunkOfModule(chunks, path.resolve(path.dirname(routesFile), module));
        if (!chunk) continue;
        const preload: RoutePreload = { scripts: [], styles: [] };
        needs(chunk, byFile, loaded, preload);
        // A lazy screen loads the English of the screens with its code (routes.tsx `named`): the live
        // list and the live room their own, every other screen the rest as well.
        if (strings) needs(strings, byFile, loaded, preload);
        if (more && !liveOnly.has(route)) needs(more, byFile, loaded, preload);
        // The live room's early start first: it asks for the room's data while the rest arrives.
        const scripts = [...new Set(preload.scripts)].sort(
          (a, b) => Number(isRoomBoot(b)) - Number(isRoomBoot(a)),
        );
        out[route] = {
          scripts,
          styles: [...new Set(preload.styles)],
          ...(start && scripts.includes(`/${start.fileName}`) && { start: `/${start.fileName}` }),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(out, null, 1)}\n`,
      });
    },
  };
}
