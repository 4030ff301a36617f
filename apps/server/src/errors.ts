import { type ErrorCode, type FailureBody, HTTP_STATUS_OF } from '@neelami/shared/errors';
import { messages } from '@neelami/shared/messages';

export type { ErrorCode };

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
    this.status = HTTP_STATUS_OF[code];
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
export type ErrorBody = FailureBody;
