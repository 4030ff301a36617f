import { type ErrorCode, errorCodeOfStatus, errorCodeSchema } from '@neelami/shared/errors';
import { messages } from '@neelami/shared/messages';
import { getToken } from './session';

/** An API failure in the shape of API.md: `{ success: false, code, message, errors? }`. Branch on `code`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode,
    readonly errors: Record<string, string> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`/api/${path.replace(/^\/+/, '')}`, { method, headers, body: payload });
  } catch {
    throw unreachable(messages.somethingWentWrong);
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = undefined;
  }
  if (!res.ok || (json && typeof json === 'object' && (json as { success?: boolean }).success === false)) {
    throw apiErrorOf(res.status, json, messages.somethingWentWrong);
  }
  return json as T;
}

/**
 * The ApiError of a failed answer (status and parsed body): its `code` from the body, or from the
 * status when the body has none (a proxy's error page). An ended session tells the app shell.
 */
export function apiErrorOf(status: number, json: unknown, fallback: string): ApiError {
  const j = (json && typeof json === 'object' ? json : {}) as {
    message?: string;
    code?: unknown;
    errors?: Record<string, string>;
  };
  const parsed = errorCodeSchema.safeParse(j.code);
  const code = parsed.success ? parsed.data : errorCodeOfStatus(status);
  if (code === 'UNAUTHORIZED') window.dispatchEvent(new Event('neelami:unauthorized'));
  return new ApiError(j.message ?? fallback, status, code, j.errors ?? {}, json);
}

/** An ApiError for a request that never got an answer (no network, server down). */
export const unreachable = (message: string) => new ApiError(message, 0, 'UNAVAILABLE');

/**
 * Whether the server refused the input with its own message (a duplicate name, a lot in use, a
 * rule of SPEC §5), as opposed to a fault, an ended session or no answer at all.
 */
export function isRefusal(err: unknown): err is ApiError {
  return (
    err instanceof ApiError &&
    err.status > 0 &&
    err.code !== 'UNAUTHORIZED' &&
    err.code !== 'INTERNAL' &&
    err.code !== 'UNAVAILABLE'
  );
}

/** Typed client for the REST API under /api (sends the stored bearer token). */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>('POST', path, body ?? {}, headers),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
