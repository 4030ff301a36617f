import { bidAmountSchema } from '@neelami/shared/bid-amount';
import { bidMessages } from '@neelami/shared/bid-messages';

/** What the amount fields keep of what was typed: digits only (SPEC §5), and whether anything was refused. */
export function keepDigits(raw: string): { value: string; refused: boolean } {
  const value = raw.replace(/\D+/g, '');
  return { value, refused: value !== raw };
}

/** The outcome of checking an amount before it is sent. */
export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/**
 * Checks a typed amount with the shared schema, so the row shows the server's messages
 * (SPEC §5/§8): an empty bid is 'Please enter Amount.', an empty auto bid 'Please enter number.',
 * anything but a whole positive number of rupees 'Enter valid bid'.
 */
export function checkAmount(raw: string, kind: 'bid' | 'auto'): AmountCheck {
  if (raw.trim() === '')
    return { ok: false, message: kind === 'auto' ? bidMessages.enterNumber : bidMessages.enterAmount };
  const parsed = bidAmountSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? bidMessages.invalidBid };
  return { ok: true, amount: parsed.data };
}

/** A fresh client bid id ([A-Za-z0-9_-], 32 hex characters): a retried bid is applied once (API.md). */
export function newClientBidId(): string {
  const c = globalThis.crypto;
  // randomUUID needs a secure context; getRandomValues works everywhere.
  if (typeof c?.randomUUID === 'function') return c.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
