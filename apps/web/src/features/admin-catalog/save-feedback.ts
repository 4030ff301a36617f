import { messages } from '@neelami/shared/messages';
import { ApiError } from '../../lib/api';
import { ALERT_MS, notifyError, notifySuccess } from '../../lib/notify';

/**
 * SPEC §8: a failed save says 'Failed to Saved, please try again!' — unless the server
 * refused the input with its own message (a duplicate name, a lot in use), which says more.
 */
export function failureMessage(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401)
    return err.message;
  return messages.failedToSave;
}

/** Success toast of an admin save (SPEC §9: default 3 s). */
export const saved = (message: string) => notifySuccess(message, ALERT_MS.default);

/** Failure toast of an admin save; SPEC §9 gives some admin alerts 30 s so they can be read. */
export const failed = (err: unknown) => notifyError(failureMessage(err), ALERT_MS.admin);
