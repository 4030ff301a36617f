import { storedLanguage, storedToken } from './stored-session';

/**
 * A GET sent before its screen's code has arrived: the live room's event and a bidder's EMD ledger,
 * asked for by the room's early start (features/live-room/preload-room.ts) as soon as its small
 * file is in, seconds before the app's own code is. The screen's first `api.get` of the path
 * (lib/api.ts) takes the answer instead of asking again, within EARLY_GET_MS and for the same
 * session; a screen's first render may show an answer that has come (lib/api.ts earlyData).
 *
 * The early start's file may not share a module with the main bundle (build/screen-chunks.ts), so
 * the two meet on the page's global object, under the name and type declared here for both (the
 * main bundle imports only the type).
 */
export interface EarlyGet {
  /** The session's token the GET went with. */
  token: string | null;
  /** Until when (Date.now()) its answer may stand in for the screen's own. */
  until: number;
  answer: Promise<EarlyAnswer>;
  /** The answer, once it has come: a screen may show it in its first render (lib/api.ts earlyData). */
  came?: EarlyAnswer;
}

/** An early GET's answer: its status and body, read by the early start. */
export interface EarlyAnswer {
  status: number;
  text: string;
  /** When it came (Date.now()). */
  at: number;
}

declare global {
  /** The early GETs by path (lib/early-get.ts), until their screen takes them. */
  var neelamiEarlyGets: Map<string, EarlyGet> | undefined;
}

/** How long an early GET's answer may stand in for the screen's own. */
export const EARLY_GET_MS = 15_000;

/** The path as the API's address takes it, without leading slashes (lib/api.ts): the GETs' key. */
const apiPath = (path: string) => path.replace(/^\/+/, '');

/**
 * Sends the GET of `path` now with the stored session and language (as the screen would: lib/api.ts
 * sessionHeaders), once per page: a GET of the path already waiting is not sent again.
 */
export function sendEarlyGet(path: string): void {
  globalThis.neelamiEarlyGets ??= new Map();
  const gets = globalThis.neelamiEarlyGets;
  const key = apiPath(path);
  const waiting = gets.get(key);
  if (waiting && Date.now() < waiting.until) return;
  const token = storedToken();
  const answer = fetch(`/api/${key}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': storedLanguage() },
  }).then(async (res) => ({ status: res.status, text: await res.text(), at: Date.now() }));
  const entry: EarlyGet = { token, until: Date.now() + EARLY_GET_MS, answer };
  // Taken and handled by the screen's request, or dropped.
  answer.then((a) => (entry.came = a)).catch(() => {});
  gets.set(key, entry);
}
