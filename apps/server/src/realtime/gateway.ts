import { languageOf } from '@neelami/shared/language';
import { setLanguageSchema } from '@neelami/shared/language-schema';
import { messages } from '@neelami/shared/messages';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { EndedSessions, SessionEnds } from '../lib/session-ends';
import { authenticate } from '../modules/auth/authenticate';
import { isAllowedOrigin } from './allowed-origin';
import { on } from './on';
import type { InstanceBroadcaster, RealtimeServer } from './socket-types';

/**
 * Every authenticated socket is in its session's room and its user's room, so that ending a
 * session reaches its sockets on every instance (the Redis adapter carries the room operation).
 */
export const sessionRooms = {
  session: (sessionId: string) => `session:${sessionId}`,
  user: (userId: string) => `user:${userId}`,
};

/** Disconnects the sockets of the ended sessions, on this instance and on every other one. */
export function disconnectEndedSessions(io: RealtimeServer, ended: EndedSessions): void {
  if ('sessionId' in ended) {
    io.in(sessionRooms.session(ended.sessionId)).disconnectSockets(true);
  } else if (ended.exceptSessionId) {
    io.in(sessionRooms.user(ended.userId))
      .except(sessionRooms.session(ended.exceptSessionId))
      .disconnectSockets(true);
  } else {
    io.in(sessionRooms.user(ended.userId)).disconnectSockets(true);
  }
}

/** The Socket.IO server attached to the HTTP server, and how it fans out. */
export interface Realtime {
  io: RealtimeServer;
  kind: 'memory' | 'redis';
  /** To the other instances (through Redis); sends nothing with the in-memory adapter. */
  instances: InstanceBroadcaster<unknown>;
  close(): Promise<void>;
}

/** The other instances over the adapter (`bidding:publish`, InterServerEvents), when there are any. */
function instanceBroadcaster(io: RealtimeServer, distributed: boolean): InstanceBroadcaster<unknown> {
  if (!distributed) return { send: () => {}, listen: () => {} };
  return {
    send: (change) => {
      io.serverSideEmit('bidding:publish', change);
    },
    listen: (receive) => {
      io.on('bidding:publish', receive);
    },
  };
}

/**
 * Attaches Socket.IO to the same HTTP server and port as the API (ARCHITECTURE.md
 * "One picture"). With REDIS_URL the Redis adapter makes several instances act
 * as one. Domain handlers register themselves on `io` (one file per domain).
 */
export async function attachRealtime(
  app: FastifyInstance,
  config: Config,
  deps: { db: Db; secret: string; sessionEnds: SessionEnds },
): Promise<Realtime> {
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: config.publicOrigin ? { origin: config.publicOrigin } : undefined,
    // API.md / ARCHITECTURE.md: check Origin on the handshake against the configured origins.
    allowRequest: (req, cb) => {
      const origin = req.headers.origin;
      // Node clients and same-origin polling send none; a browser on another site always does.
      if (!origin) return cb(null, true);
      const addr = app.server.address();
      const ok = isAllowedOrigin(origin, {
        publicOrigin: config.publicOrigin,
        listeningPort: typeof addr === 'object' && addr ? addr.port : null,
      });
      cb(ok ? null : 'origin not allowed', ok);
    },
  });
  // API.md: the client connects with auth: { token }; a bad token is refused. A
  // connection without a token is anonymous (public live list only).
  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; language?: unknown } | undefined;
    socket.data.language = languageOf(auth?.language ?? socket.handshake.headers['accept-language']);
    const token = auth?.token;
    if (token === undefined || token === null || token === '') {
      socket.data.user = null;
      return next();
    }
    const user =
      typeof token === 'string' ? await authenticate(deps.db, deps.secret, token).catch(() => null) : null;
    if (!user) return next(new Error('unauthorized'));
    socket.data.user = user;
    next();
  });
  io.on('connection', (socket) => {
    const user = socket.data.user;
    if (user) void socket.join([sessionRooms.session(user.sessionId), sessionRooms.user(user.id)]);
    // A member who switches language while connected: the answers that follow are in the new one.
    on(
      socket,
      'set_language',
      async (payload, reply) => {
        const parsed = setLanguageSchema.safeParse(payload);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? messages.chooseFromList;
          reply({ success: false, message, code: 'INVALID_INPUT' });
          return;
        }
        socket.data.language = parsed.data.language;
        reply({ success: true });
      },
      { log: app.log, message: messages.somethingWentWrong },
    );
  });
  // API.md "Realtime": a connection whose session ends is disconnected at once.
  const stopSessionEnds = deps.sessionEnds.on((ended) => disconnectEndedSessions(io, ended));
  let kind: Realtime['kind'] = 'memory';
  const closers: (() => Promise<unknown>)[] = [];
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const pub = new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    const sub = pub.duplicate();
    // A Redis restart must not crash the server: ioredis reconnects by itself.
    pub.on('error', (err) => app.log.warn({ err: err.message }, 'redis pub error'));
    sub.on('error', (err) => app.log.warn({ err: err.message }, 'redis sub error'));
    // The adapter publishes and subscribes without waiting for the answer. A command that fails —
    // Redis away, or a socket's last message published while the server shuts down and the client
    // has quit — is logged here instead of becoming an unhandled rejection.
    const failed = (err: Error) => app.log.warn({ err: err.message }, 'redis adapter command failed');
    pub.publish = observed(pub.publish.bind(pub), failed);
    sub.subscribe = observed(sub.subscribe.bind(sub), failed);
    sub.psubscribe = observed(sub.psubscribe.bind(sub), failed);
    io.adapter(createAdapter(pub, sub));
    kind = 'redis';
    closers.push(
      () => pub.quit().catch(() => pub.disconnect()),
      () => sub.quit().catch(() => sub.disconnect()),
    );
  }
  return {
    io,
    kind,
    instances: instanceBroadcaster(io, kind === 'redis'),
    close: async () => {
      stopSessionEnds();
      io.local.disconnectSockets(true);
      io.engine.close();
      for (const c of closers) await c();
    },
  };
}

/** `command` with a failure handler attached to each call's promise (which it still returns). */
function observed<F extends (...args: never[]) => Promise<unknown>>(
  command: F,
  onError: (err: Error) => void,
): F {
  const wrapped = (...args: Parameters<F>) => {
    const answer = command(...args);
    answer.catch(onError);
    return answer;
  };
  return wrapped as F;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}
