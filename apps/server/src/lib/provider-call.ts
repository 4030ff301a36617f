/**
 * One HTTP call to a message provider (SMS gateway, WhatsApp): with a timeout, and its outcome as
 * the outbox needs it. A provider's answer is kept (trimmed) for Admin's diagnosis; a 5xx, a 429,
 * a timeout or a refused connection is worth another try, a 4xx is not (a bad number stays bad).
 */

/** The longest provider answer kept in an outbox row. */
export const DETAIL_MAX = 500;

export const trimDetail = (s: string) => (s.length > DETAIL_MAX ? `${s.slice(0, DETAIL_MAX - 1)}…` : s);

/** A send the provider refused or could not take; `permanent`: trying again cannot help. */
export class ProviderError extends Error {
  readonly permanent: boolean;
  constructor(message: string, opts: { permanent: boolean }) {
    super(trimDetail(message));
    this.name = 'ProviderError';
    this.permanent = opts.permanent;
  }
}

/** The HTTP answer of a provider, read whole. */
export interface ProviderAnswer {
  status: number;
  text: string;
}

/**
 * Sends one request; answers the provider's status and body. A timeout or a network failure
 * throws a ProviderError that may succeed later.
 */
export async function callProvider(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError')
      throw new ProviderError(`no answer within ${timeoutMs} ms`, { permanent: false });
    throw new ProviderError(`could not reach the provider: ${e.cause?.code ?? e.message}`, {
      permanent: false,
    });
  }
}

/** A status that another try may get past: server errors and rate limits. */
export const isTemporary = (status: number) => status >= 500 || status === 429 || status === 408;

/**
 * An Indian mobile number as gateways and WhatsApp want it: 91 and the ten digits (a profile keeps
 * ten digits; +91, 91 or 0 before them are accepted). Anything else can never be sent to.
 */
export function indianMobile(phone: string): string {
  const digits = phone.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const ten = /^(?:91|0)?([6-9]\d{9})$/.exec(digits)?.[1];
  if (!ten) throw new ProviderError(`"${phone}" is not an Indian mobile number`, { permanent: true });
  return `91${ten}`;
}
