import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page made once (at start, when a member list changes, or a live room's at its first request);
 * its br and gzip forms are made on its first request and kept (the 404 handler that sends it is
 * not compressed for us). They are made off the event loop (zlib's thread pool), which the bids'
 * event loop must not wait for. Brotli's best quality takes 100–200 ms of CPU for a room's page
 * (150 KB; more while the machine is busy), so no request waits for it: until it is made, a request
 * gets a quick one (~10 ms, ~15 % larger), and every request after it the best.
 */
export interface Page {
  html: string;
  /** Brotli at its best quality, being made or made. */
  br?: Promise<Buffer>;
  /** The same once made. */
  brBest?: Buffer;
  /** Brotli at a quick quality, for the requests that come before the best is made. */
  brQuick?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);
/** Brotli's qualities for a page: its best, and the quick one sent until the best is made. */
export const PAGE_BROTLI = { best: 11, quick: 5 } as const;

/** The page's br form: the best when made, else a quick one (and the best is started). */
async function pageBrotli(page: Page): Promise<Buffer> {
  if (page.brBest) return page.brBest;
  if (!page.br) {
    const best = brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI.best } });
    page.br = best;
    best.then(
      (buffer) => {
        page.brBest = buffer;
        page.brQuick = undefined;
      },
      () => {
        page.br = undefined;
      },
    );
  }
  page.brQuick ??= brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI.quick } });
  return page.brQuick;
}

export async function sendPage(req: FastifyRequest, reply: FastifyReply, page: Page) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.status(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(await pageBrotli(page));
  }
  if (/\bgzip\b/.test(accepts)) {
    page.gzip ??= gzip(page.html, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(await page.gzip);
  }
  return reply.send(page.html);
}
