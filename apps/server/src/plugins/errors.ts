import { errorCodeOfStatus } from '@neelami/shared/errors';
import { messages } from '@neelami/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '../errors';

/** Field path of a validation issue as the form knows it: `/address/pin` → `address.pin`. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

/**
 * The single place where errors become the API.md failure shape
 * `{ success: false, code, message, errors? }`; internals never leak on 5xx.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    let status = 500;
    let body: ErrorBody = { success: false, code: 'INTERNAL', message: messages.somethingWentWrong };
    if (err instanceof AppError) {
      status = err.status;
      body = {
        success: false,
        code: err.code,
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const f = fieldOf(v.instancePath);
        errors[f] ??= v.message ?? messages.invalidInput;
      }
      body = {
        success: false,
        code: 'INVALID_INPUT',
        message: err.validation[0]?.message ?? messages.invalidInput,
        errors,
      };
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      const code = err.code ?? '';
      let message = err.message;
      if (code.includes('JSON') || (status === 400 && /JSON/i.test(err.message)))
        message = messages.malformedJson;
      else if (status === 413) message = messages.payloadTooLarge;
      else if (status === 429) message = messages.tooManyRequests;
      else if (status === 415) message = 'Unsupported content type';
      else if (status === 404) message = messages.notFound;
      body = { success: false, code: errorCodeOfStatus(status), message };
    }
    if (status >= 500) req.log.error({ err }, 'request failed');
    else req.log.debug({ err: err.message, status }, 'request refused');
    reply.status(status).send(body);
  });
}

/**
 * Failures Fastify raises before routing (a URL that is not valid UTF-8, a path parameter over the
 * length limit): the same failure shape, passed to Fastify as `frameworkErrors`.
 */
export function onFrameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const body: ErrorBody = { success: false, code: errorCodeOfStatus(status), message: messages.badUrl };
  reply.status(status).send(body);
}
