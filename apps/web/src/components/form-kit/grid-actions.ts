import { failed, saved } from '../../lib/save-feedback';

/**
 * The Save of an edited grid row: the call, the success toast, then the list read again. A failure
 * says so and is thrown on, so the grid keeps the row open and shows the server's field messages.
 */
export function saveRow<R, D>(
  save: (row: R, draft: D) => Promise<unknown>,
  message: string,
  after: () => Promise<unknown>,
  fallback?: string,
) {
  return async (row: R, draft: D) => {
    try {
      await save(row, draft);
      saved(message);
      await after();
    } catch (e) {
      failed(e, fallback);
      throw e;
    }
  };
}

/** The Delete of a grid row (after the grid's confirmation): the call, the toast, the list read again. */
export function deleteRow<R>(
  remove: (row: R) => Promise<unknown>,
  message: string,
  after: () => Promise<unknown>,
) {
  return async (row: R) => {
    try {
      await remove(row);
      saved(message);
      await after();
    } catch (e) {
      failed(e);
    }
  };
}
