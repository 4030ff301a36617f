/**
 * What a module does after the commit that raised alerts: push them to the members' open pages and
 * ask the outbox relay to send them. Built before the gateway and the job runner exist (the modules'
 * routes take it at registration), and given both once they do.
 */
import type { NotificationPusher } from './push-to-pages';
import type { StoredNotification } from './raise';

export interface AlertCentre {
  /** After commit: the stored alerts go to their members' pages and to the outbox relay. */
  published(stored: readonly StoredNotification[]): Promise<void>;
  /** Gives the centre the pusher (gateway) and the relay's kick (job runner, null when off). */
  attach(push: NotificationPusher, kick: (() => void) | null): void;
}

export function createAlertCentre(): AlertCentre {
  let push: NotificationPusher | null = null;
  let kick: (() => void) | null = null;
  return {
    async published(stored) {
      if (stored.length === 0) return;
      await push?.(stored);
      kick?.();
    },
    attach(p, k) {
      push = p;
      kick = k;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Alerts raised in a module's transaction, published after its commit (module notifications). */
    alerts: AlertCentre;
  }
}
