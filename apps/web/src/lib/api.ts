import { type ErrorCode, errorCodeOfStatus, isErrorCode } from '@neelami/shared/error-codes';
import { messages } from '@neelami/shared/messages';
import type * as z from 'zod/mini';
import { answerLanguage, tm } from '../i18n/i18n';
import type { EarlyGet } from './early-get';
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

/** The zod schema an answer is parsed with (`zod` or `zod/mini`; both parse alike). */
export type ResponseSchema = z.core.$ZodType;

async function request<S extends ResponseSchema>(
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { ...extraHeaders, ...sessionHeaders(answerLanguage()) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let status: number;
  let text: string;
  try {
    const early = method === 'GET' ? takeEarly(path) : undefined;
    if (early) ({ status, text } = await early.answer);
    else {
      const res = await fetch(`/api/${apiPath(path)}`, { method, headers, body: payload });
      status = res.status;
      text = await res.text();
    }
  } catch {
    throw unreachable(messages.somethingWentWrong);
  }
  return answerOf(schema, status, text);
}

/** An answer's data, parsed with its schema; an ApiError for a failure or an answer of another shape. */
function answerOf<S extends ResponseSchema>(schema: S, status: number, text: string): z.output<S> {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = undefined;
  }
  const ok = status >= 200 && status < 300;
  if (!ok || (json && typeof json === 'object' && (json as { success?: boolean }).success === false)) {
    throw apiErrorOf(status, json, messages.somethingWentWrong);
  }
  return parseAnswer(schema, status, json);
}

const apiPath = (path: string) => path.replace(/^\/+/, '');

/** The stored bearer token, and the language the server answers messages in (API.md "Conventions"). */
function sessionHeaders(language: string): Record<string, string> {
  const token = getToken();
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': language };
}

/**
 * The GET of `path` sent before its screen's code arrived (lib/early-get.ts), taken once: if it
 * went with this session and is recent enough to stand in for the screen's own.
 */
function takeEarly(path: string): EarlyGet | undefined {
  const gets = globalThis.neelamiEarlyGets;
  const e: EarlyGet | undefined = gets?.get(apiPath(path));
  if (!e) return undefined;
  gets?.delete(apiPath(path));
  return usable(e) ? e : undefined;
}

/** Whether an early GET went with this session and is recent enough to stand in for the screen's own. */
const usable = (e: EarlyGet) => e.token === getToken() && Date.now() < e.until;

/**
 * The data of the early GET of `path` if its answer is in and is a success of this shape, taken
 * (its request will not be used again), with the time it came: a screen's first render shows it
 * (a query's initial data) instead of rendering without it and again a moment later. Otherwise
 * nothing is taken, and the screen's request takes the GET as it comes.
 */
export function earlyData<S extends ResponseSchema>(
  path: string,
  schema: S,
): { data: z.output<S>; at: number } | undefined {
  const e = globalThis.neelamiEarlyGets?.get(apiPath(path));
  const came = e && usable(e) ? e.came : undefined;
  if (!came) return undefined;
  let data: z.output<S>;
  try {
    data = answerOf(schema, came.status, came.text);
  } catch {
    return undefined;
  }
  takeEarly(path);
  return { data, at: came.at };
}

/**
 * A query's initial data from the early GET of `path` (earlyData), as React Query's options
 * `initialData` and `initialDataUpdatedAt`; `pick` takes the query's data out of the answer.
 */
export function earlyQueryData<S extends ResponseSchema, T>(
  path: string,
  schema: S,
  pick: (answer: z.output<S>) => T,
): { initialData: () => T | undefined; initialDataUpdatedAt: () => number } {
  let at = 0;
  return {
    // React Query reads the data first, then its time.
    initialData: () => {
      const early = earlyData(path, schema);
      at = early?.at ?? 0;
      return early && pick(early.data);
    },
    initialDataUpdatedAt: () => at,
  };
}

/**
 * The answer parsed with its schema. An answer of another shape (a server of another version, a
 * proxy's page) is a failure like any other, shown as such: never a page that crashes on it.
 */
export function parseAnswer<S extends ResponseSchema>(schema: S, status: number, json: unknown): z.output<S> {
  const parsed = schema['~standard'].validate(json);
  if (parsed instanceof Promise) throw new Error('response schemas must be synchronous');
  if (parsed.issues) throw new ApiError(tm(messages.unreadableAnswer), status, 'INTERNAL', {}, json);
  return parsed.value as z.output<S>;
}

/**
 * The ApiError of a failed answer (status and parsed body): its `code` from the body, or from the
 * status when the body has none (a proxy's error page). An ended session tells the app shell.
 * The server's message comes in the language shown; the app's own fallback is put into it here.
 */
export function apiErrorOf(status: number, json: unknown, fallback: string): ApiError {
  const j = (json && typeof json === 'object' ? json : {}) as {
    message?: string;
    code?: unknown;
    errors?: Record<string, string>;
  };
  const code = isErrorCode(j.code) ? j.code : errorCodeOfStatus(status);
  if (code === 'UNAUTHORIZED') window.dispatchEvent(new Event('neelami:unauthorized'));
  return new ApiError(j.message ?? tm(fallback), status, code, j.errors ?? {}, json);
}

/** An ApiError for a request that never got an answer (no network, server down), in the language shown. */
export const unreachable = (message: string) => new ApiError(tm(message), 0, 'UNAVAILABLE');

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

/**
 * The client for the REST API under /api (sends the stored bearer token). Every answer is parsed
 * with the schema of its endpoint (`features/x/api/*.ts`, `lib/api/*.ts`), never cast.
 */
export const api = {
  get: <S extends ResponseSchema>(path: string, schema: S) => request('GET', path, schema),
  post: <S extends ResponseSchema>(
    path: string,
    body: unknown,
    schema: S,
    headers?: Record<string, string>,
  ) => request('POST', path, schema, body ?? {}, headers),
  put: <S extends ResponseSchema>(path: string, body: unknown, schema: S) =>
    request('PUT', path, schema, body ?? {}),
  /** A DELETE, with a JSON body where the endpoint names what to delete in it. */
  delete: <S extends ResponseSchema>(path: string, schema: S, body?: unknown) =>
    request('DELETE', path, schema, body),
};
