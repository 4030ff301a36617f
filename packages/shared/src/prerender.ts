/**
 * The public screens whose page carries their first render as HTML, made at build time
 * (apps/web/build/prerender.ts), so a phone paints the form before any JavaScript has run. The
 * markup is the screen as an English-speaking guest sees it; the web app hydrates it only for such a
 * visitor (apps/web/src/main.tsx) and renders afresh for anyone else.
 */
export const PRERENDERED_PATHS = ['/login', '/register'] as const;

/** The build's file of the prerendered markup, by path (read by the server). */
export const PRERENDERED_FILE = 'prerendered.json';

/** The attribute on `<html>` that says the prerendered markup is not for this visitor. */
export const PRERENDER_SKIP_ATTR = 'data-prerender-skip';

/**
 * Runs in the page's head before its first paint (inline, allowed by its hash in the
 * Content-Security-Policy): the theme of the tab (sessionStorage 'neelami-color-scheme', as
 * app/color-scheme.ts keeps it) goes onto `<html>` so the markup paints in it; a logged-in visitor or
 * one who chose Hindi gets the markup hidden (FIRST_PAINT_STYLE) until the app has rendered theirs.
 */
export const FIRST_PAINT_SCRIPT =
  "(function(){var d=document.documentElement;try{var s=sessionStorage;d.setAttribute('data-mantine-color-scheme',s.getItem('neelami-color-scheme')==='dark'?'dark':'light');if(s.getItem('token')||s.getItem('user')||localStorage.getItem('language')==='hi')d.setAttribute('" +
  PRERENDER_SKIP_ATTR +
  "','')}catch(e){}})()";

/** Hides the prerendered markup from a visitor it is not for (see FIRST_PAINT_SCRIPT). */
export const FIRST_PAINT_STYLE = `html[${PRERENDER_SKIP_ATTR}] #root{visibility:hidden}`;
