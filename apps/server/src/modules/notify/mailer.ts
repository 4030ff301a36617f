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
 * (`smtp://…?from=auctions%40example.com`); it is not passed to nodemailer.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') || DEFAULT_FROM;
  url.searchParams.delete('from');
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
