/**
 * The public screens whose page carries their first render as HTML, made at build time
 * (apps/web/build/prerender.mjs), so a phone paints the form before any JavaScript has run. The
 * markup is the screen as an English-speaking guest sees it; the web app hydrates it only for such a
 * visitor (apps/web/src/main.tsx) and renders afresh for anyone else.
 */
export const PRERENDERED_PATHS = ['/login', '/register'] as const;

/** The build's file of the prerendered markup, by path (read by the server). */
export const PRERENDERED_FILE = 'prerendered.json';

/** The attribute on `<html>` that says the prerendered markup is not for this visitor. */
export const PRERENDER_SKIP_ATTR = 'data-prerender-skip';

/**
 * The `<template>` of a prerendered page that holds the app's `<script>` and `modulepreload` links:
 * inert until FIRST_PAINT_SCRIPT puts them into the head after the first paint.
 */
export const APP_CODE_TEMPLATE_ID = 'neelami-app-code';

/** The longest a shown page waits for its first paint before asking for the app's code. */
const LOAD_APP_CODE_LATEST_MS = 3000;

/**
 * Runs at the top of a prerendered page's head (inline, allowed by its hash in the
 * Content-Security-Policy):
 * - the theme of the tab (sessionStorage 'neelami-color-scheme', as app/color-scheme.ts keeps it)
 *   goes onto `<html>` so the markup paints in it;
 * - a logged-in visitor, one who chose Hindi or the dark theme gets the markup hidden
 *   (FIRST_PAINT_STYLE) until the app has rendered theirs (the app renders afresh for them, and what
 *   they typed into markup about to be replaced could be lost);
 * - until the app has taken the page over (window.neelamiTookOver, set by main.tsx), a form is
 *   not sent by the browser itself: Enter in the login form would put the password into the
 *   address (a GET of the page). The form is kept (window.neelamiEarlySubmit) and sent again once
 *   the app has it (apps/web/src/lib/early-form.ts); after that the app's own handlers send forms;
 * - the app's code (APP_CODE_TEMPLATE_ID) is fetched once the page has painted, so on a slow link the
 *   page and its styles do not share it with the code that only takes the painted markup over
 *   (at once for a visitor the markup is hidden from, and in a tab that is not shown: it paints no
 *   frames).
 */
/**
 * The head scripts' last part (`d` is the document): puts the app's code (the APP_CODE_TEMPLATE_ID
 * template's tags) into the head once the page has painted, or at DOMContentLoaded when `atOnce`
 * (a JavaScript condition) holds or the tab is not shown (it paints no frames).
 *
 * "Painted" is the browser's first contentful paint (Paint Timing, reported once the frame is on
 * screen), not the first animation frame: the frame's callbacks run before it is drawn, and code
 * asked for there was on its way before the page was shown (every time on a fast machine), so a
 * page's paint could be counted as waiting for it (Lighthouse's simulated paints). A browser without
 * Paint Timing asks after the first frame; at most LOAD_APP_CODE_LATEST_MS after the script ran in any.
 */
const loadAppCodeAfterPaint = (atOnce: string) =>
  "var done=false;function load(){var t=d.getElementById('" +
  APP_CODE_TEMPLATE_ID +
  "');if(done||!t)return;done=true;for(var i=0,c=t.content.children;i<c.length;i++){var e=d.createElement(c[i].tagName),a=c[i].attributes;for(var j=0;j<a.length;j++)e.setAttribute(a[j].name,a[j].value);d.head.appendChild(e)}}if(" +
  atOnce +
  "||d.visibilityState==='hidden')d.addEventListener('DOMContentLoaded',load);else{var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();load()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load," +
  LOAD_APP_CODE_LATEST_MS +
  ')}';

export const FIRST_PAINT_SCRIPT =
  "(function(){var d=document,h=d.documentElement,skip=false;try{var s=sessionStorage,dark=s.getItem('neelami-color-scheme')==='dark';h.setAttribute('data-mantine-color-scheme',dark?'dark':'light');skip=dark||!!(s.getItem('token')||s.getItem('user')||localStorage.getItem('language')==='hi')}catch(e){skip=true}if(skip)h.setAttribute('" +
  PRERENDER_SKIP_ATTR +
  "','');d.addEventListener('submit',function(e){if(window.neelamiTookOver)return;e.preventDefault();window.neelamiEarlySubmit=e.target},true);" +
  loadAppCodeAfterPaint('skip') +
  '})()';

/** Hides the prerendered markup from a visitor it is not for (see FIRST_PAINT_SCRIPT). */
export const FIRST_PAINT_STYLE = `html[${PRERENDER_SKIP_ATTR}] #root{visibility:hidden}`;

/**
 * Member screens whose page carries their first render before any data (title, introduction, the
 * list's placeholders and the frame around them; the live room as it opens) as HTML, in English and
 * in Hindi, made at build time (apps/web/build/prerender.mjs): a phone paints the screen before its
 * JavaScript has arrived and run. The header shows no menus (they depend on the member's
 * role). The web app renders afresh over it, never hydrates it (apps/web/src/main.tsx).
 */
export const SHELL_PATHS = [
  '/auction/liveAuctions',
  '/auction/upcomingAuctions',
  '/auction/pastAuctions',
  '/auction/auctionRoom',
] as const;

/**
 * The event list (SPEC §7 General) each member list shows. The server renders the list's first
 * render with it when the page is asked for (the build's markup without data otherwise).
 */
export const SHELL_LISTS = {
  '/auction/liveAuctions': 'getTodaysAuctions',
  '/auction/upcomingAuctions': 'getAllUpcomingAuctions',
  '/auction/pastAuctions': 'getAllPastAuctions',
} as const satisfies Partial<Record<(typeof SHELL_PATHS)[number], string>>;

/** A member list's path (SHELL_LISTS). */
export type ShellListPath = keyof typeof SHELL_LISTS;

/**
 * The id of a member list page's `<script type="application/json">` holding the list its markup
 * shows, `{ list, body }` (body: the answer of GET /api/general/{list}); the web app starts from it
 * instead of asking again before its first render.
 */
export const SHELL_DATA_ID = 'neelami-list-data';

/** The content of the SHELL_DATA_ID script. */
export interface ShellData {
  list: (typeof SHELL_LISTS)[ShellListPath];
  body: unknown;
}

/** The live room's page (a member screen of SHELL_PATHS). */
export const ROOM_PATH = '/auction/auctionRoom' satisfies (typeof SHELL_PATHS)[number];

/**
 * The id of a live room page's `<script type="application/json">` holding the event the room's first
 * render names (an event of the live list, GET /api/general/getTodaysAuctions: the same for every
 * visitor). The server renders the room's page with it when `?eventId=` names an event live today;
 * the web app shows that line until the event's own answer has come.
 */
export const ROOM_EVENT_DATA_ID = 'neelami-room-event';

/** The fields of a live list's event that the ROOM_EVENT_DATA_ID script holds: its id and its line's. */
export const ROOM_EVENT_FIELDS = [
  '_id',
  'auctionName',
  'titleName',
  'auctionType',
  'auctionBehaviour',
] as const;

/** The content of the ROOM_EVENT_DATA_ID script. */
export type RoomEventData = Record<(typeof ROOM_EVENT_FIELDS)[number], string>;

/**
 * The attribute naming the event of a live list's Auctions button. A tap on one before the app has
 * taken the page over is kept (window.neelamiEarlyAuctions, SHELL_SCRIPT) and acted on once it has.
 */
export const EARLY_AUCTIONS_ATTR = 'data-auctions-event';

/** The build's file of the member screens' first renders: `{ path: { en, hi } }` (read by the server). */
export const SHELLS_FILE = 'shells.json';

/** The attribute on each language's copy of a member screen's first render: `data-shell="en"`. */
export const SHELL_ATTR = 'data-shell';

/**
 * Runs at the top of a member screen's head (inline, allowed by its hash in the
 * Content-Security-Policy):
 * - the tab's theme onto `<html>` (as FIRST_PAINT_SCRIPT), and the language this browser remembers
 *   (localStorage 'language', as the web app's i18n keeps it) as `<html lang>`, which shows that
 *   language's copy (SHELL_STYLE); a visitor who is not logged in sees none (the app sends them on);
 * - a tap on a live list's Auctions button before the app has taken over is kept for it
 *   (EARLY_AUCTIONS_ATTR), the button shown as busy (Mantine's `data-loading`) until then;
 * - the app's entry script (in the APP_CODE_TEMPLATE_ID template) is put into the head once the page
 *   has painted: its files are fetched from the start (`modulepreload`), only running them waits, so
 *   the screen is on screen before the app's first work (at once for a visitor who sees none, and in
 *   a tab that is not shown: it paints no frames).
 */
export const SHELL_SCRIPT =
  "(function(){var d=document,h=d.documentElement,hi=false,member=false;try{var s=sessionStorage;h.setAttribute('data-mantine-color-scheme',s.getItem('neelami-color-scheme')==='dark'?'dark':'light');member=!!s.getItem('token');hi=localStorage.getItem('language')==='hi'}catch(e){}h.lang=hi?'hi-IN':'en-IN';if(!member)h.setAttribute('" +
  PRERENDER_SKIP_ATTR +
  "','');d.addEventListener('click',function(e){var b=!window.neelamiTookOver&&e.target.closest&&e.target.closest('[" +
  EARLY_AUCTIONS_ATTR +
  "]');if(b){window.neelamiEarlyAuctions=b.getAttribute('" +
  EARLY_AUCTIONS_ATTR +
  "');b.setAttribute('data-loading','');b.setAttribute('aria-busy','true')}},true);" +
  loadAppCodeAfterPaint('!member') +
  '})()';

/** Shows the copy of a member screen's first render in the page's language (see SHELL_SCRIPT). */
export const SHELL_STYLE = `html[lang=hi-IN] [${SHELL_ATTR}=en],html:not([lang=hi-IN]) [${SHELL_ATTR}=hi]{display:none}${FIRST_PAINT_STYLE}`;
