/**
 * Alerts on WhatsApp through the Business Cloud API
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages, "Send template
 * messages"): `POST https://graph.facebook.com/v21.0/<phone-number-id>/messages` with
 * `Authorization: Bearer <token>` and
 * `{ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template',
 *    template: { name, language: { code }, components: [{ type: 'body', parameters: [{ type: 'text', text }…] }] } }`.
 * Graph answers 200 `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid…' }] }`,
 * or an error `{ error: { message, type, code, error_data: { messaging_product, details }, fbtrace_id } }`
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
 *
 * A business may open a conversation with an approved template only. Each kind has one, named
 * `neelami_<kind>` unless WHATSAPP_TEMPLATES names another, approved in English (`en`) and Hindi
 * (`hi`), whose body takes three parameters: the alert's title, its text and its link.
 */
import type { NotificationKind } from '@neelami/shared/notifications';
import {
  callProvider,
  indianMobile,
  isTemporary,
  type ProviderError,
  trimDetail,
} from '../../lib/provider-call';
import type { Outgoing, SendResult } from './channel-types';

/** Graph's codes that a later try can get past: throttling, and Meta's own temporary failures. */
const TEMPORARY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** The template of a kind: the override, else `neelami_<kind>`. */
export const templateName = (templates: Partial<Record<NotificationKind, string>>, kind: NotificationKind) =>
  templates[kind] ?? `neelami_${kind}`;

// A template parameter may hold no new lines or tabs, nor more than four spaces in a row.
const param = (text: string) => ({ type: 'text' as const, text: text.replace(/\s+/g, ' ').trim() });

export function createWhatsAppSender(opts: {
  url: string;
  templates: Partial<Record<NotificationKind, string>>;
  timeoutMs: number;
  publicOrigin: string;
}): (m: Outgoing) => Promise<SendResult> {
  const url = new URL(opts.url);
  const token = decodeURIComponent(url.password);
  const endpoint = `${url.origin}${url.pathname}${url.search}`;
  return async (m) => {
    let to: string;
    try {
      to = indianMobile(m.phone);
    } catch (err) {
      return { status: 'failed', detail: (err as Error).message, permanent: true };
    }
    const name = templateName(opts.templates, m.kind);
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name,
        language: { code: m.language },
        components: [
          {
            type: 'body',
            parameters: [param(m.title), param(m.body), param(`${opts.publicOrigin}${m.link}`)],
          },
        ],
      },
    };
    let answer: { status: number; text: string };
    try {
      answer = await callProvider(
        endpoint,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        opts.timeoutMs,
      );
    } catch (err) {
      const e = err as ProviderError;
      return { status: 'failed', detail: e.message, permanent: e.permanent };
    }
    let parsed: GraphAnswer = {};
    try {
      parsed = JSON.parse(answer.text) as GraphAnswer;
    } catch {
      // Not Graph's JSON (a proxy's page): the status decides.
    }
    const id = parsed.messages?.[0]?.id;
    if (answer.status >= 200 && answer.status <= 299 && id)
      return { status: 'sent', detail: trimDetail(`whatsapp ${name}/${m.language}: ${id}`) };
    const e = parsed.error;
    const said = e
      ? `whatsapp ${answer.status} (${e.code ?? '?'}) ${e.message ?? ''}${e.error_data?.details ? `: ${e.error_data.details}` : ''}`
      : `whatsapp ${answer.status}: ${answer.text.trim()}`;
    const temporary = isTemporary(answer.status) || (e?.code !== undefined && TEMPORARY_CODES.has(e.code));
    return { status: 'failed', detail: trimDetail(said), permanent: !temporary };
  };
}
