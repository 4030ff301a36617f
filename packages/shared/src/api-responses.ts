import * as z from 'zod/mini';

/**
 * Building blocks of the success bodies the API answers (API.md "Conventions":
 * `success: true` and the payload key the spec names). The OpenAPI document is
 * generated from these schemas, and the integration tests hold every answer to
 * them. Objects are strict: a field the server sends must be documented here.
 * Written with `zod/mini`, whose functions tree-shake: the live room parses its
 * answers with these, and carries no more of zod than they use.
 */

/** ISO-8601 instant (UTC) as the API sends times. */
export const isoInstant = z.string().register(z.globalRegistry, { format: 'date-time' });

/** `{ success: true, ...fields }`. */
export const succeeded = <T extends z.core.$ZodLooseShape>(fields: T) =>
  z.strictObject({ success: z.literal(true), ...fields });

/** `{ success: true, message }`: a change that answers only with its confirmation. */
export const messageResponse = succeeded({ message: z.string() });

/** A file the route sends (PDF, workbook, image) rather than JSON. */
export const fileBody = z.any().register(z.globalRegistry, { type: 'string', format: 'binary' });
