import { messages } from '@neelami/shared/messages';

/** The closed set of error codes the API answers with. */
export type ErrorCode =
  | 'INVALID_INPUT'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

const statusOf: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type of the server: a code, a user-facing message and optional field errors. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf[code];
  }

  static invalid(message: string, errors?: Record<string, string>) {
    return new AppError('INVALID_INPUT', message, errors);
  }
  static notFound(message: string = messages.notFound) {
    return new AppError('NOT_FOUND', message);
  }
  static unauthorized(message: string = messages.unauthorized) {
    return new AppError('UNAUTHORIZED', message);
  }
  static forbidden(message: string = messages.forbidden) {
    return new AppError('FORBIDDEN', message);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
}

/** The JSON body of every failure (API.md "Conventions"). */
export interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}
