/**
 * How an SMS leaves the platform. A gateway implements this (gupshup-sms.ts); `send` resolves
 * with the gateway's answer (for the outbox's record) when it accepted the message, and rejects
 * when it did not (a `ProviderError` says whether another try can help).
 */
export interface SmsProvider {
  /** Shown in logs; 'outbox' for the default. */
  readonly name: string;
  /** false → the outbox row is the only copy (status 'recorded'). */
  readonly delivers: boolean;
  /**
   * `template`: which registered text this SMS follows (India's DLT: every SMS names its
   * template), an alert's kind or the SMS's purpose.
   */
  send(m: { to: string; text: string; template: string }): Promise<string | undefined>;
}

/** The default: no gateway is configured, so the message is only written to the outbox. */
export const outboxOnlySms: SmsProvider = {
  name: 'outbox',
  delivers: false,
  async send() {
    return undefined;
  },
};
