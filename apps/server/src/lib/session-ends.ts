/**
 * Which live connections lost their right to listen: one session (logout), or every session of
 * a user but `exceptSessionId` (a password change keeps the session that made it; a reset or an
 * admin unverifying the account ends them all).
 */
export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

type Listener = (ended: EndedSessions) => Promise<void> | void;

/**
 * In-process announcements that sessions ended, one per app. The realtime gateway listens and
 * disconnects the sockets of those sessions on every instance (API.md "Realtime": a connection
 * whose session ends is disconnected at once); the auth and users modules announce.
 */
export class SessionEnds {
  readonly #listeners = new Set<Listener>();

  /** Subscribes; returns the unsubscribe. */
  on(fn: Listener): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  /**
   * Announces sessions that ended (after the change was committed) and waits for the listeners,
   * so the caller answers once the sockets are told to close. A listener's failure never fails
   * the caller: the session itself has ended either way.
   */
  async ended(ended: EndedSessions): Promise<void> {
    await Promise.all(
      [...this.#listeners].map(async (fn) => {
        try {
          await fn(ended);
        } catch {
          // the listener logs its own failures
        }
      }),
    );
  }
}
