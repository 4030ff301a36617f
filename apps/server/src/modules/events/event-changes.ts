import { EventEmitter } from 'node:events';

/** What an admin changed (after the change was committed). */
export interface EventChange {
  kind: 'event' | 'event-deleted' | 'sub-event' | 'sub-event-deleted' | 'assignment' | 'flash';
  eventId: string;
  subEventId?: string;
  /** For 'flash': the message text. */
  message?: string;
}

/**
 * In-process announcements of admin changes to events and sub-events, one per app.
 * The live list re-publishes on every change; the bidding module may listen to push
 * a fresh view to a sub-event's room (e.g. after isActive or the end time changed)
 * or to broadcast a new flash message.
 */
export class EventChanges {
  readonly #emitter = new EventEmitter();

  constructor() {
    this.#emitter.setMaxListeners(50);
  }

  /** Announces a committed change; listeners' errors never reach the caller. */
  emit(change: EventChange): void {
    for (const fn of this.#emitter.listeners('change')) {
      try {
        const r = (fn as (c: EventChange) => unknown)(change);
        if (r instanceof Promise) r.catch(() => {});
      } catch {
        // a listener's failure is its own business
      }
    }
  }

  /** Subscribes; returns the unsubscribe. */
  on(fn: (change: EventChange) => void): () => void {
    this.#emitter.on('change', fn);
    return () => this.#emitter.off('change', fn);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Admin changes to events and sub-events, announced after commit. */
    eventChanges: EventChanges;
  }
}
