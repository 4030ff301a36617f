/**
 * How an SMS leaves the platform. A real gateway (MSG91, Twilio, …) implements
 * this; `send` resolves when the gateway accepted the message.
 */
export interface SmsProvider {
  /** Shown in logs; 'outbox' for the default. */
  readonly name: string;
  /** false → the outbox row is the only copy (status 'recorded'). */
  readonly delivers: boolean;
  send(m: { to: string; text: string }): Promise<void>;
}

/** The default: no gateway is configured, so the message is only written to the outbox. */
export const outboxOnlySms: SmsProvider = {
  name: 'outbox',
  delivers: false,
  async send() {},
};
