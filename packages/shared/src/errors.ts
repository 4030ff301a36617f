/**
 * The one closed set of error codes (API.md "Conventions"): every REST failure
 * body and every refused socket acknowledgement carries one. Clients branch on
 * the code, never on the message text (which follows the request's language).
 */
import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export { ERROR_CODES, type ErrorCode, errorCodeOfStatus, HTTP_STATUS_OF, isErrorCode } from './error-codes';

export const errorCodeSchema = z.enum(ERROR_CODES);

/** The body of every REST failure (API.md "Conventions"). */
export const failureBodySchema = z.object({
  success: z.literal(false),
  code: errorCodeSchema,
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type FailureBody = z.infer<typeof failureBodySchema>;
