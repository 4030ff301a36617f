import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const htmlcsSource = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

/** One error of HTML_CodeSniffer, as pa11y reports it. */
export interface HtmlcsError {
  code: string;
  message: string;
  html: string;
}

/**
 * Runs HTML_CodeSniffer (pa11y's engine and build, standard WCAG 2 AA) on the page, as pa11y's
 * htmlcs runner does, and returns its errors (pa11y's default: warnings and notices left out).
 * The engines differ: axe and HTML_CodeSniffer each find what the other misses.
 */
export async function htmlcsErrors(page: Page): Promise<HtmlcsError[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') stays as it is.
  await page.evaluate(htmlcsSource);
  return page.evaluate(
    () =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | null };
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, root: Document, done: () => void, failed: () => void) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        const ERROR = 1;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === ERROR)
                .map((m) => ({
                  code: m.code,
                  message: m.msg,
                  html: (m.element?.outerHTML ?? '').slice(0, 200),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer failed')),
        );
      }),
  );
}
