import { languageOf } from '@neelami/shared/language';
import { translate, translateErrors } from '@neelami/shared/message-catalogue';
import type { FastifyInstance } from 'fastify';

const isPlainObject = (p: unknown): p is Record<string, unknown> =>
  typeof p === 'object' && p !== null && !Array.isArray(p) && !Buffer.isBuffer(p) && !('pipe' in p);

/**
 * API.md "Conventions": an answer's `message` and `errors` are in the language of the request's
 * `Accept-Language` (`hi…` → Hindi from the catalogue in packages/shared, anything else English,
 * SPEC's exact texts). One hook for every JSON answer, failures from the error handler included, so
 * no route has to think about it.
 */
export function registerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (!isPlainObject(payload)) return payload;
    const hasMessage = typeof payload.message === 'string';
    const hasErrors = isPlainObject(payload.errors);
    if (!hasMessage && !hasErrors) return payload;
    const vary = reply.getHeader('vary');
    if (!String(vary ?? '').includes('Accept-Language'))
      reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    const language = languageOf(req.headers['accept-language']);
    if (language === 'en') return payload;
    return {
      ...payload,
      ...(hasMessage ? { message: translate(payload.message as string, language) } : {}),
      ...(hasErrors ? { errors: translateErrors(payload.errors as Record<string, string>, language) } : {}),
    };
  });
}
