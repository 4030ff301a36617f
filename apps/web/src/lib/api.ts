import { messages } from '@neelami/shared/messages';
import { getToken } from './session';

/** An API failure in the shape of API.md: `{ success: false, message, errors? }`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
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
    throw new ApiError(messages.somethingWentWrong, 0);
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = undefined;
  }
  if (!res.ok || (json && typeof json === 'object' && (json as { success?: boolean }).success === false)) {
    const j = (json ?? {}) as { message?: string; errors?: Record<string, string> };
    if (res.status === 401) window.dispatchEvent(new Event('neelami:unauthorized'));
    throw new ApiError(j.message ?? messages.somethingWentWrong, res.status, j.errors ?? {}, json);
  }
  return json as T;
}

/** Typed client for the REST API under /api (sends the stored bearer token). */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>('POST', path, body ?? {}, headers),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
