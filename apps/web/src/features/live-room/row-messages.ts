import { useSyncExternalStore } from 'react';

/** A message shown in one sub-event's row only (SPEC §7: a bid_error is shown only in the row that was bid on). */
export interface RowMessage {
  kind: 'error' | 'success' | 'info';
  text: string;
  /** The box it answers: the Bid box, or the auto-bid box (its errors show under it). */
  field: 'bid' | 'auto';
  /** Grows with each message, so the same text shown twice restarts its timer. */
  key: number;
}

/**
 * Timed row messages: 'Bid Placed!' for 5 s, bid-entry and bid_error messages for 10 s
 * (SPEC §9). One message per row; a newer one replaces the older.
 */
export class RowMessages {
  private readonly messages = new Map<string, RowMessage>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private counter = 0;

  show(
    rowId: string,
    kind: RowMessage['kind'],
    text: string,
    ms: number,
    field: RowMessage['field'] = 'bid',
  ) {
    const key = ++this.counter;
    this.messages.set(rowId, { kind, text, key, field });
    const old = this.timers.get(rowId);
    if (old) clearTimeout(old);
    this.timers.set(
      rowId,
      setTimeout(() => {
        if (this.messages.get(rowId)?.key === key) {
          this.messages.delete(rowId);
          this.timers.delete(rowId);
          this.emit(rowId);
        }
      }, ms),
    );
    this.emit(rowId);
  }

  clear(rowId: string) {
    if (!this.messages.has(rowId)) return;
    this.messages.delete(rowId);
    const t = this.timers.get(rowId);
    if (t) clearTimeout(t);
    this.timers.delete(rowId);
    this.emit(rowId);
  }

  get(rowId: string): RowMessage | undefined {
    return this.messages.get(rowId);
  }

  subscribe(rowId: string, fn: () => void): () => void {
    let set = this.listeners.get(rowId);
    if (!set) {
      set = new Set();
      this.listeners.set(rowId, set);
    }
    set.add(fn);
    return () => set.delete(fn);
  }

  dispose() {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private emit(rowId: string) {
    for (const fn of this.listeners.get(rowId) ?? []) fn();
  }
}

/** The current message of one row, re-rendering when it changes or expires. */
export function useRowMessage(store: RowMessages, rowId: string): RowMessage | undefined {
  return useSyncExternalStore(
    (fn) => store.subscribe(rowId, fn),
    () => store.get(rowId),
    () => undefined,
  );
}
