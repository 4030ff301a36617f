/**
 * The alerts' providers in the configuration (docs/configuration.md "Alerts' SMS, WhatsApp and
 * Web Push"): the SMS gateway and its DLT templates, WhatsApp's Cloud API and its template names,
 * the VAPID keys of Web Push. Read once at start; a value that cannot work stops start-up with a
 * line naming the variable.
 */
import { NOTIFICATION_KINDS, type NotificationKind } from '@neelami/shared/notifications';

/** The SMS gateway (Gupshup Enterprise) and the DLT template id of each kind of SMS. */
export interface SmsGatewayConfig {
  /** SMS_URL: the gateway's address with the account (user id, password) and the DLT entity id. */
  url: string;
  /** SMS_DLT_TEMPLATES: alert kind or SMS purpose → DLT template id; `*` stands for every other. */
  templates: Readonly<Record<string, string>>;
}

/** WhatsApp Business Cloud API: the messages address of the sending number, and template names. */
export interface WhatsAppConfig {
  /** WHATSAPP_URL: `https://:<token>@graph.facebook.com/v21.0/<phone-number-id>/messages`. */
  url: string;
  /** WHATSAPP_TEMPLATES: the kinds whose template is not named `neelami_<kind>`. */
  templates: Partial<Record<NotificationKind, string>>;
}

export interface AlertChannelConfig {
  /** null → SMS are recorded in the outbox only. */
  sms: SmsGatewayConfig | null;
  /** null → WhatsApp messages are recorded only. */
  whatsapp: WhatsAppConfig | null;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; null → generated once into DATA_DIR/vapid.json. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT, else PUBLIC_ORIGIN when it is https, else a mailto: address. */
  vapidSubject: string;
  /** PROVIDER_TIMEOUT_MS: how long a provider may take to answer before the send counts as failed. */
  providerTimeoutMs: number;
}

/** A variable that cannot work; `line` names it. */
export class ChannelConfigError extends Error {}

export interface ChannelEnv {
  SMS_URL?: string;
  SMS_DLT_TEMPLATES?: string;
  WHATSAPP_URL?: string;
  WHATSAPP_TEMPLATES?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PROVIDER_TIMEOUT_MS: number;
}

const fail = (line: string): never => {
  throw new ChannelConfigError(line);
};

/** `key=value,key=value` (spaces around the parts are ignored). */
function pairs(name: string, raw: string, value: RegExp, what: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\*|[a-z][a-z0-9_-]*)\s*=\s*(\S+)$/.exec(part);
    const key = m?.[1];
    const v = m?.[2];
    if (!key || !v) return fail(`${name}: "${part}" is not key=value (e.g. outbid=1107160000000000001)`);
    if (!value.test(v)) fail(`${name}: "${v}" (for ${key}) is not ${what}`);
    if (key in out) fail(`${name}: ${key} is given twice`);
    out[key] = v;
  }
  return out;
}

function providerUrl(name: string, raw: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(`${name}: not a URL`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production))
    fail(`${name}: must be an https:// URL`);
  return url;
}

function smsConfig(e: ChannelEnv, production: boolean): SmsGatewayConfig | null {
  if (!e.SMS_URL) {
    if (e.SMS_DLT_TEMPLATES) fail('SMS_URL: required when SMS_DLT_TEMPLATES is set');
    return null;
  }
  const url = providerUrl('SMS_URL', e.SMS_URL, production);
  if (!url.username || !url.password)
    fail("SMS_URL: put the gateway account's user id and password in it (https://<userid>:<password>@…)");
  if (!url.searchParams.get('principalEntityId'))
    fail('SMS_URL: add ?principalEntityId=<the DLT entity id> to it');
  if (!e.SMS_DLT_TEMPLATES) return fail('SMS_DLT_TEMPLATES: required with SMS_URL (kind=templateId,…)');
  const templates = pairs(
    'SMS_DLT_TEMPLATES',
    e.SMS_DLT_TEMPLATES,
    /^\d{1,30}$/,
    'a DLT template id (digits)',
  );
  const missing = NOTIFICATION_KINDS.filter((k) => !(k in templates));
  if (!('*' in templates) && missing.length > 0)
    fail(
      `SMS_DLT_TEMPLATES: no template id for ${missing.join(', ')} (name each, or give *=<id> for the rest)`,
    );
  return { url: url.href, templates };
}

function whatsappConfig(e: ChannelEnv, production: boolean): WhatsAppConfig | null {
  if (!e.WHATSAPP_URL) {
    if (e.WHATSAPP_TEMPLATES) fail('WHATSAPP_URL: required when WHATSAPP_TEMPLATES is set');
    return null;
  }
  const url = providerUrl('WHATSAPP_URL', e.WHATSAPP_URL, production);
  if (!url.password)
    fail(
      'WHATSAPP_URL: put the access token in it (https://:<token>@graph.facebook.com/v21.0/<phone-number-id>/messages)',
    );
  if (!/\/[^/]+\/messages$/.test(url.pathname))
    fail('WHATSAPP_URL: must end with /<phone-number-id>/messages');
  const templates = pairs(
    'WHATSAPP_TEMPLATES',
    e.WHATSAPP_TEMPLATES ?? '',
    /^[a-z0-9_]{1,512}$/,
    'a template name (lower-case letters, digits, _)',
  );
  const unknown = Object.keys(templates).filter(
    (k) => !(NOTIFICATION_KINDS as readonly string[]).includes(k),
  );
  if (unknown.length > 0) fail(`WHATSAPP_TEMPLATES: ${unknown.join(', ')} is no kind of alert`);
  return { url: url.href, templates };
}

const B64URL = /^[A-Za-z0-9_-]+$/;

function vapidKeys(e: ChannelEnv): AlertChannelConfig['vapidKeys'] {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return null;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY)
    fail(`${e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: required with the other`);
  const bytes = (s: string) => (B64URL.test(s) ? Buffer.from(s, 'base64url').length : -1);
  if (bytes(e.VAPID_PUBLIC_KEY as string) !== 65)
    fail(
      'VAPID_PUBLIC_KEY: not a P-256 public key in base64url (65 bytes, as web-push generate-vapid-keys prints)',
    );
  if (bytes(e.VAPID_PRIVATE_KEY as string) !== 32)
    fail('VAPID_PRIVATE_KEY: not a P-256 private key in base64url (32 bytes)');
  return { publicKey: e.VAPID_PUBLIC_KEY as string, privateKey: e.VAPID_PRIVATE_KEY as string };
}

function vapidSubject(e: ChannelEnv, publicOrigin: string | null): string {
  if (e.VAPID_SUBJECT) {
    if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(e.VAPID_SUBJECT))
      fail('VAPID_SUBJECT: must be a mailto: address or an https:// URL');
    return e.VAPID_SUBJECT;
  }
  if (publicOrigin?.startsWith('https://')) return publicOrigin;
  return 'mailto:alerts@neelami.invalid';
}

/** The alerts' providers from the environment; throws ChannelConfigError naming the variable. */
export function alertChannelConfigOf(
  e: ChannelEnv,
  opts: { production: boolean; publicOrigin: string | null },
): AlertChannelConfig {
  return {
    sms: smsConfig(e, opts.production),
    whatsapp: whatsappConfig(e, opts.production),
    vapidKeys: vapidKeys(e),
    vapidSubject: vapidSubject(e, opts.publicOrigin),
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
  };
}
