import { messages } from '@neelami/shared/messages';
import { isRefusal } from './api';
import { ALERT_MS, notifyError, notifySuccess } from './notify';

/**
 * SPEC §8: a failed save says 'Failed to Saved, please try again!' — unless the server
 * refused the input with its own message (a duplicate name, a lot in use), which says more.
 */
export function failureMessage(err: unknown, fallback: string = messages.failedToSave): string {
  return isRefusal(err) ? err.message : fallback;
}

/** Success toast of an admin save (SPEC §9: default 3 s). */
export const saved = (message: string) => notifySuccess(message, ALERT_MS.default);

/** Failure toast of an admin save; SPEC §9 gives some admin alerts 30 s so they can be read. */
export const failed = (err: unknown, fallback?: string) =>
  notifyError(failureMessage(err, fallback), ALERT_MS.admin);
