/**
 * SMS through Gupshup Enterprise's HTTP API (https://docs.gupshup.io/docs/send-message-to-single-number,
 * "Send Messages to Single Number"; DLT terms: https://docs.gupshup.io/docs/sms-api-doc-overview):
 * `POST https://enterprise.smsgupshup.com/GatewayAPI/rest` with a form of `method=SendMessage`,
 * `userid`, `password`, `auth_scheme=plain`, `v=1.1`, `format=json`, `send_to` (91 and ten digits),
 * `msg`, `msg_type` (`TEXT`, or `UNICODE_TEXT` for Hindi) and India's DLT ids: `principalEntityId`
 * (the registered entity) and `dltTemplateId` (the registered text this SMS follows). The gateway
 * answers 200 with `{ "response": { "status": "success" | "error", "id", "phone", "details" } }`
 * (on an error `id` is its code and `details` its message).
 *
 * Configured by SMS_URL `https://<userid>:<password>@enterprise.smsgupshup.com/GatewayAPI/rest
 * ?principalEntityId=<id>[&mask=<sender id>]` (every query parameter goes with each SMS) and
 * SMS_DLT_TEMPLATES (channel-config.ts).
 */
import { callProvider, indianMobile, isTemporary, ProviderError, trimDetail } from '../../lib/provider-call';
import { outboxOnlySms, type SmsProvider } from './sms';

interface GupshupAnswer {
  response?: { status?: string; id?: string; phone?: string; details?: string };
}

export function createGupshupSms(opts: {
  url: string;
  templates: Readonly<Record<string, string>>;
  timeoutMs: number;
}): SmsProvider {
  const url = new URL(opts.url);
  const account = {
    userid: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
  const extra = [...url.searchParams];
  const endpoint = `${url.origin}${url.pathname}`;
  return {
    name: 'gupshup',
    delivers: true,
    async send(m) {
      const templateId = opts.templates[m.template] ?? opts.templates['*'];
      if (!templateId)
        throw new ProviderError(`no DLT template id for "${m.template}" in SMS_DLT_TEMPLATES`, {
          permanent: true,
        });
      const form = new URLSearchParams([
        ...extra,
        ['method', 'SendMessage'],
        ['userid', account.userid],
        ['password', account.password],
        ['auth_scheme', 'plain'],
        ['v', '1.1'],
        ['format', 'json'],
        ['send_to', indianMobile(m.to)],
        ['msg', m.text],
        // Anything beyond ASCII (Hindi) goes as Unicode.
        ['msg_type', /[^\s!-~]/.test(m.text) ? 'UNICODE_TEXT' : 'TEXT'],
        ['dltTemplateId', templateId],
      ]);
      const answer = await callProvider(
        endpoint,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: form.toString(),
        },
        opts.timeoutMs,
      );
      const said = `gupshup ${answer.status}: ${answer.text.trim()}`;
      if (answer.status < 200 || answer.status > 299)
        throw new ProviderError(said, { permanent: !isTemporary(answer.status) });
      let parsed: GupshupAnswer;
      try {
        parsed = JSON.parse(answer.text) as GupshupAnswer;
      } catch {
        throw new ProviderError(`${said} (not the gateway's JSON)`, { permanent: false });
      }
      const r = parsed.response;
      if (r?.status !== 'success')
        // The gateway read the request and refused it (bad number, template, account): as it is.
        throw new ProviderError(`gupshup error ${r?.id ?? ''}: ${r?.details ?? answer.text}`, {
          permanent: true,
        });
      return trimDetail(`gupshup success ${r.id ?? ''}`.trim());
    },
  };
}

/** The SMS provider the configuration names: the gateway of SMS_URL, else record-only. */
export function smsProviderOf(config: {
  sms: { url: string; templates: Readonly<Record<string, string>> } | null;
  providerTimeoutMs: number;
}): SmsProvider {
  return config.sms
    ? createGupshupSms({ ...config.sms, timeoutMs: config.providerTimeoutMs })
    : outboxOnlySms;
}
