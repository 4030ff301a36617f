import { z } from 'zod';

/**
 * Building blocks of the success bodies the API answers (API.md "Conventions":
 * `success: true` and the payload key the spec names). The OpenAPI document is
 * generated from these schemas, and the integration tests hold every answer to
 * them. Objects are strict: a field the server sends must be documented here.
 */

/** ISO-8601 instant (UTC) as the API sends times. */
export const isoInstant = z.string().meta({ format: 'date-time' });

/** `{ success: true, ...fields }`. */
export const succeeded = <T extends z.ZodRawShape>(fields: T) =>
  z.strictObject({ success: z.literal(true), ...fields });

/** `{ success: true, message }`: a change that answers only with its confirmation. */
export const messageResponse = succeeded({ message: z.string() });

/** A file the route sends (PDF, workbook, image) rather than JSON. */
export const fileBody = z.any().meta({ type: 'string', format: 'binary' });
