import { bidMessages } from '@neelami/shared/bid-messages';
import type { AckErrorCode, AckFailure } from '@neelami/shared/realtime';

/** Where joining the room stands. */
export type JoinStatus =
  | { kind: 'waiting' }
  | { kind: 'joined' }
  /** SPEC §6 terms: the event needs the transaction password (the server counts the tries). */
  | { kind: 'password'; message: string; code: AckErrorCode }
  | { kind: 'refused'; message: string; code?: AckErrorCode }
  /** The same account entered the room elsewhere (SPEC §5 terms: no multiple logins). */
  | { kind: 'taken-over'; message: string };

const PASSWORD_CODES: AckErrorCode[] = [
  'TRANSACTION_PASSWORD_REQUIRED',
  'TRANSACTION_PASSWORD_WRONG',
  'TRANSACTION_PASSWORD_NOT_SET',
  'TOO_MANY_TRIES',
];

/** A refused acknowledgement as the room reads it: its message and code, or "unavailable". */
export const failure = (a: unknown): AckFailure => {
  const f = a as Partial<AckFailure> | undefined;
  return { success: false, message: f?.message ?? bidMessages.unavailable, code: f?.code ?? 'UNAVAILABLE' };
};

/** What a refused `join_auction` means: ask for the transaction password, or stay out with the message. */
export function refusedJoin(answer: unknown): JoinStatus {
  const f = failure(answer);
  return PASSWORD_CODES.includes(f.code)
    ? { kind: 'password', message: f.message, code: f.code }
    : { kind: 'refused', message: f.message, code: f.code };
}
