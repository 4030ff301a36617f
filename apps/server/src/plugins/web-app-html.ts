// The HTML of the app's pages, made from the build's index.html: the screens' code tags, and the
// prerendered and member screens' pages (web-app-pages.ts reads the build's files and makes them).
import {
  APP_CODE_TEMPLATE_ID,
  FIRST_PAINT_SCRIPT,
  FIRST_PAINT_STYLE,
  ROOM_EVENT_DATA_ID,
  type RoomEventData,
  SHELL_ATTR,
  SHELL_DATA_ID,
  SHELL_SCRIPT,
  SHELL_STYLE,
  type ShellData,
} from '@neelami/shared/prerender';
import { ROOM_START_ATTR } from '@neelami/shared/room-start';
import { LIVE_ROOM_PATHS } from '@neelami/shared/web-paths';

/** A screen's files beyond the main bundle, as the build lists them. */
export interface RoutePreload {
  scripts: string[];
  styles: string[];
  /**
   * The file of the live room page's own script (apps/web/src/room-start.ts, the socket's module
   * too), for a screen whose files include it.
   */
  start?: string;
}

/** The app's empty root element in index.html. */
export const ROOT = '<div id="root"></div>';

/** Text safe in a double-quoted HTML attribute. */
export const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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

/**
 * A prerendered screen's page: its markup in the root, painted with the page's styles and the
 * screen's own (stylesheets, not preloads); the inline head script first (theme, hidden markup,
 * see @neelami/shared/prerender); the app's code in an inert template that script loads after the
 * first paint.
 */
export function prerenderedPage(
  index: string,
  markup: string,
  preloads: string[],
  styleLinks: string[],
): string {
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
export function shellPage(
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
export const preloadStyle = (f: string) => `<link rel="preload" as="style" crossorigin href="${attr(f)}">`;

/**
 * A screen's code tags: `modulepreload` links for its files, and for a live room (LIVE_ROOM_PATHS)
 * in `start` the script of its early start (apps/web/src/room-start.ts, one file with the socket's
 * module, which needs no other): the room's socket then connects and joins while the rest of the
 * code is still on its way. It goes before the page's other code, so the browser asks for it among
 * its first requests (six at a time over HTTP/1.1); `async`: it runs as soon as it has arrived. The
 * same file on other screens is the socket's only, so their pages preload it.
 */
export function codeTags(
  route: string,
  { scripts, start }: RoutePreload,
): { start: string[]; links: string[] } {
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
