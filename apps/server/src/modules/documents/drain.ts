import type { Writable } from 'node:stream';

/** Thrown when the receiver of a report went away (the download was cancelled). */
export class ReportAborted extends Error {
  constructor() {
    super('The report download was cancelled');
    this.name = 'ReportAborted';
  }
}

/**
 * Waits until `out` can take more (backpressure), so a slow download keeps at most
 * a page of rows in memory; rejects when `out` was closed or failed meanwhile.
 */
export function drained(out: Writable): Promise<void> {
  if (out.destroyed || out.writableEnded) return Promise.reject(new ReportAborted());
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new ReportAborted());
    };
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', onClose);
  });
}

/** Lets other work (bids!) run between pages of a long report. */
export const yieldToLoop = () => new Promise<void>((r) => setImmediate(r));
