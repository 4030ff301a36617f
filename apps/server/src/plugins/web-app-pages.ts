import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PRERENDERED_FILE,
  type RoomEventData,
  SHELL_LISTS,
  SHELLS_FILE,
  type ShellData,
  type ShellListPath,
} from '@neelami/shared/prerender';
import type { Page } from './web-app-compression';
import {
  attr,
  codeTags,
  preloadStyle,
  prerenderedPage,
  ROOT,
  type RoutePreload,
  shellPage,
} from './web-app-html';

/** The build's list of the files each screen needs beyond the main bundle (apps/web/build/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

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
export function pagesWithPreloads(webDist: string): { pages: Map<string, Page>; shellPageOf?: ShellPageOf } {
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
export type ShellPageOf = (
  route: string,
  shell: { en: string; hi: string },
  data?: ShellData,
  roomEvent?: RoomEventData,
) => string | undefined;

export const isListPath = (p: string): p is ShellListPath => Object.hasOwn(SHELL_LISTS, p);
