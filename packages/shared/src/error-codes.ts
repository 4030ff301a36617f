/**
 * The one closed set of error codes (API.md "Conventions"): every REST failure
 * body and every refused socket acknowledgement carries one. Clients branch on
 * the code, never on the message text (which follows the request's language).
 *
 * Plain data without zod, so the web app's home page can read a failure's code without
 * carrying zod; `errors.ts` adds the schemas (and re-exports these).
 */
export const ERROR_CODES = [
  /** The input failed validation (the message and `errors` say what is wrong). */
  'INVALID_INPUT',
  /** No or bad token, or the session ended: log in. */
  'UNAUTHORIZED',
  /** The user's role, ownership or assignment does not allow it. */
  'FORBIDDEN',
  /** No such thing (or not one the caller may know of). */
  'NOT_FOUND',
  /** It contradicts what is stored (an e-mail already registered, a UTR already recorded, a lot in use). */
  'CONFLICT',
  /** An upload or body over the size limit. */
  'PAYLOAD_TOO_LARGE',
  /** A file or content type that is not accepted. */
  'UNSUPPORTED_MEDIA_TYPE',
  /** Too many requests or events: wait (`Retry-After` says how long on HTTP). */
  'RATE_LIMITED',
  /** The member has not accepted the event's terms and conditions: show them, and join again once accepted. */
  'TERMS_NOT_ACCEPTED',
  /** The lot needs an earnest money deposit hold the member does not have. */
  'EMD_REQUIRED',
  /** The event needs the transaction password: ask for it and join again with `transactionPassword`. */
  'TRANSACTION_PASSWORD_REQUIRED',
  /** The transaction password was wrong (the message says how many tries are left). */
  'TRANSACTION_PASSWORD_WRONG',
  /** The user has not set a transaction password yet (profile screen). */
  'TRANSACTION_PASSWORD_NOT_SET',
  /** Too many wrong transaction passwords: wait (the message says how long). */
  'TOO_MANY_TRIES',
  /** The bidding rules refused the bid (the message says why). */
  'BID_REJECTED',
  /** The lot has a sale that is not cancelled: its award can no longer be changed (API.md "One sale per award"). */
  'SALE_EXISTS',
  /** The lot is flagged on the integrity desk: awarding it needs a `reason` (API.md "Integrity desk"). */
  'INTEGRITY_REVIEW',
  /** The member is suspended after two defaults: no bids, deposits or assignments until Admin lifts it. */
  'SUSPENDED',
  /** The member is on probation after a default and already leads the two lots it may lead at once. */
  'PROBATION_LIMIT',
  /** A tender outside its lot's tender window: not open yet (API.md "tender-then-auction"). */
  'TENDER_NOT_OPEN',
  /** A tender after its lot's tender window closed. */
  'TENDER_CLOSED',
  /** A second tender that does not name the member's tender in force (the one it replaces). */
  'TENDER_NOT_REPLACEMENT',
  /** A bid in a tender-then-auction lot by a member whose tender did not reach the start value (or who did not tender). */
  'NOT_QUALIFIED',
  /** The server could not decide now (database trouble): nothing was changed, try again. */
  'UNAVAILABLE',
  /** An unexpected fault on the server; nothing about it is told. */
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a value is one of the error codes. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && CODES.has(value);

/** The HTTP status each code answers with on REST. */
export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TERMS_NOT_ACCEPTED: 403,
  EMD_REQUIRED: 400,
  TRANSACTION_PASSWORD_REQUIRED: 403,
  TRANSACTION_PASSWORD_WRONG: 403,
  TRANSACTION_PASSWORD_NOT_SET: 403,
  TOO_MANY_TRIES: 429,
  BID_REJECTED: 400,
  SALE_EXISTS: 409,
  INTEGRITY_REVIEW: 409,
  SUSPENDED: 403,
  PROBATION_LIMIT: 403,
  TENDER_NOT_OPEN: 409,
  TENDER_CLOSED: 409,
  TENDER_NOT_REPLACEMENT: 409,
  NOT_QUALIFIED: 403,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The code for a bare HTTP status (a failure raised below our own code, e.g. by a Fastify plugin). */
export function errorCodeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
    case 405:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'INVALID_INPUT';
  }
}
