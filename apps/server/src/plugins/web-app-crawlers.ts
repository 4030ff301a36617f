import { NOT_FOR_CRAWLERS, PUBLIC_PAGE_PATHS } from '@neelami/shared/web-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The site's origin for absolute URLs: PUBLIC_ORIGIN when set, else the request's own. */
const originOf = (req: FastifyRequest, publicOrigin: string | null) =>
  publicOrigin ?? `${req.protocol}://${req.host}`;

/** /robots.txt and /sitemap.xml of the public pages. */
export function registerCrawlerFiles(app: FastifyInstance, publicOrigin: string | null) {
  // Files for crawlers, not API: kept out of the OpenAPI document.
  app.get('/robots.txt', { schema: { hide: true }, config: { access: 'public' } }, async (req, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...NOT_FOR_CRAWLERS.map((p) => `Disallow: ${p}`)];
    lines.push('', `Sitemap: ${originOf(req, publicOrigin)}/sitemap.xml`, '');
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
  app.get('/sitemap.xml', { schema: { hide: true }, config: { access: 'public' } }, async (req, reply) => {
    const origin = originOf(req, publicOrigin);
    const urls = PUBLIC_PAGE_PATHS.map((p) => `  <url><loc>${origin}${p}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
}
