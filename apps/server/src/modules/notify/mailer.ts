import nodemailer, { type Transporter } from 'nodemailer';

/** Sends one e-mail; resolves when the SMTP server accepted it. */
export interface Mailer {
  send(m: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

const DEFAULT_FROM = 'Neelami e-Auctions <no-reply@neelami.local>';

/**
 * A nodemailer SMTP transport for `SMTP_URL` (`smtp://user:pass@host:587`,
 * `smtps://…` for implicit TLS). A `from` query parameter sets the sender
 * (`smtp://…?from=auctions%40example.com`); it is not passed to nodemailer. Pooled unless the URL
 * says `pool=false`.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') || DEFAULT_FROM;
  url.searchParams.delete('from');
  // A few connections kept open and shared: a burst of alert mails is not one TCP and TLS handshake
  // each. `pool=false` in SMTP_URL turns it off (nodemailer reads its options from the query).
  if (!url.searchParams.has('pool')) {
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', '4');
  }
  const transport: Transporter = nodemailer.createTransport(url.toString());
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
    close() {
      transport.close();
    },
  };
}
