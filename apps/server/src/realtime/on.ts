/**
 * The one way a socket event is handled: `on(socket, 'place_bid', handler)`. The event's name and
 * the answer its acknowledgement takes come from the shared event map (ClientToServerEvents,
 * packages/shared/src/realtime.ts). What the network sent is `unknown` until the use case parses it
 * with the shared zod schema. A handler that throws is answered `UNAVAILABLE` and logged; a missing
 * acknowledgement, or one that throws, changes nothing.
 */
import type { Language } from '@neelami/shared/language';
import { translate } from '@neelami/shared/message-catalogue';
import type { AckFailure, ClientToServerEvents } from '@neelami/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeSocket } from './socket-types';

export type ClientEvent = keyof ClientToServerEvents;
/** The acknowledgement of a client event, as the event map declares it. */
type AckOf<E extends ClientEvent> = NonNullable<Parameters<ClientToServerEvents[E]>[1]>;
/** The answer a client event's acknowledgement takes (success with its fields, or a refusal). */
export type AnswerOf<E extends ClientEvent> = Parameters<AckOf<E>>[0];
export type Reply<E extends ClientEvent> = (answer: AnswerOf<E>) => void;

/** An answer's `message` in the socket's language (API.md "Conventions"); English stays as it is. */
export function inLanguage<T extends object>(answer: T, language: Language | undefined): T {
  if (language !== 'hi' || !('message' in answer) || typeof answer.message !== 'string') return answer;
  return { ...answer, message: translate(answer.message, language) };
}

/**
 * Splits Socket.IO's arguments into the payload and the acknowledgement (either may be missing);
 * the acknowledgement answers in `language`.
 */
export function argsOf(
  args: unknown[],
  language?: Language,
): { payload: unknown; reply: (answer: AckFailure | object) => void } {
  const last = args[args.length - 1];
  const ack = typeof last === 'function' ? last : null;
  const payload = typeof args[0] === 'function' ? undefined : args[0];
  return {
    payload,
    reply: (answer) => {
      try {
        ack?.(inLanguage(answer, language));
      } catch {
        // a client that cannot take its answer changes nothing here
      }
    },
  };
}

export function on<E extends ClientEvent>(
  socket: RealtimeSocket,
  event: E,
  handler: (payload: unknown, reply: Reply<E>) => Promise<void>,
  failure: { log: FastifyBaseLogger; message: string },
): void {
  const listener = async (...args: unknown[]) => {
    const { payload, reply } = argsOf(args, socket.data.language);
    try {
      await handler(payload, reply);
    } catch (err) {
      failure.log.error({ err, event }, 'socket event failed');
      reply({ success: false, message: failure.message, code: 'UNAVAILABLE' });
    }
  };
  // The listener takes whatever arrives (it parses it), so it fits every event of the map.
  const name: ClientEvent = event;
  socket.on(name, listener as ClientToServerEvents[ClientEvent]);
}
