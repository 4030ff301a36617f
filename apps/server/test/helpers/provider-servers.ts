/**
 * Local stand-ins for the alerts' message providers, each checking a request as the real one
 * would and answering in its format: Gupshup Enterprise's SMS gateway (`GatewayAPI/rest`, form
 * fields, DLT ids) and WhatsApp's Cloud API (Graph's `/<version>/<phone-number-id>/messages`,
 * bearer token, template JSON). A test can make the next answers fail (`failNext`) or hang.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next request gets instead of the normal answer. */
export type Trouble = { status: number; body: unknown } | 'hang';

export interface FakeProvider<R> {
  /** The requests that passed the checks and were answered as accepted. */
  accepted: (R & { at: number })[];
  /** Every request's refusal (a failed check). */
  refused: string[];
  /** Answers the next requests with these, in order. */
  failNext(...troubles: Trouble[]): void;
  url: string;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      s += c;
    });
    req.on('end', () => resolve(s));
  });

async function serve<R>(
  handle: (
    req: IncomingMessage,
    body: string,
  ) => { ok: R } | { refuse: string; status: number; body: unknown },
  success: (r: R) => unknown,
): Promise<FakeProvider<R>> {
  const accepted: (R & { at: number })[] = [];
  const refused: string[] = [];
  const troubles: Trouble[] = [];
  const hanging = new Set<ServerResponse>();
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req, res) => {
    const at = Date.now();
    const body = await readBody(req);
    const trouble = troubles.shift();
    if (trouble === 'hang') {
      hanging.add(res);
      return;
    }
    if (trouble) return send(res, trouble.status, trouble.body);
    const r = handle(req, body);
    if ('refuse' in r) {
      refused.push(r.refuse);
      return send(res, r.status, r.body);
    }
    accepted.push({ ...r.ok, at });
    send(res, 200, success(r.ok));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    accepted,
    refused,
    failNext: (...t) => troubles.push(...t),
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface GupshupSms {
  sendTo: string;
  msg: string;
  msgType: string;
  dltTemplateId: string;
  mask: string | null;
}

/**
 * Gupshup Enterprise (docs.gupshup.io "Send Messages to Single Number"): the account, the method,
 * the DLT entity and a registered template id, a number of 91 and ten digits, the text.
 */
export function startGupshup(account: {
  userid: string;
  password: string;
  principalEntityId: string;
  dltTemplateIds: string[];
}): Promise<FakeProvider<GupshupSms>> {
  let n = 0;
  const error = (code: string, details: string) => ({
    refuse: `${code} ${details}`,
    status: 200,
    body: { response: { id: code, phone: '', details, status: 'error' } },
  });
  return serve<GupshupSms>(
    (req, body) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method !== 'POST' || url.pathname !== '/GatewayAPI/rest')
        return { refuse: `${req.method} ${url.pathname}`, status: 404, body: 'Not Found' };
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return error('101', 'Invalid content type');
      const f = new URLSearchParams(body);
      if (f.get('userid') !== account.userid || f.get('password') !== account.password)
        return error('102', 'Authentication failed due to invalid userId or password.');
      if (f.get('method')?.toLowerCase() !== 'sendmessage' || f.get('auth_scheme')?.toLowerCase() !== 'plain')
        return error('103', 'Invalid method or auth_scheme');
      if (f.get('v') !== '1.1' || f.get('format')?.toLowerCase() !== 'json')
        return error('104', 'Invalid v or format');
      const sendTo = f.get('send_to') ?? '';
      if (!/^91[6-9]\d{9}$/.test(sendTo)) return error('105', `Invalid mobile number ${sendTo}`);
      if (f.get('principalEntityId') !== account.principalEntityId)
        return error('106', 'Invalid principalEntityId');
      const dltTemplateId = f.get('dltTemplateId') ?? '';
      if (!account.dltTemplateIds.includes(dltTemplateId)) return error('107', 'Invalid dltTemplateId');
      const msg = f.get('msg') ?? '';
      const msgType = f.get('msg_type')?.toUpperCase() ?? '';
      if (!msg) return error('108', 'The message is empty');
      if (msgType !== (/^[\x20-\x7e\s]*$/.test(msg) ? 'TEXT' : 'UNICODE_TEXT'))
        return error('109', `msg_type ${msgType} does not fit the text`);
      return { ok: { sendTo, msg, msgType, dltTemplateId, mask: f.get('mask') } };
    },
    (r) => ({ response: { id: `38034762839${++n}`, phone: r.sendTo, details: '', status: 'success' } }),
  );
}

export interface WhatsAppMessage {
  to: string;
  template: string;
  language: string;
  texts: string[];
}

const graphError = (status: number, code: number, message: string, details?: string) => ({
  refuse: `${code} ${message}`,
  status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: 'AbCdEfGhIjK',
    },
  },
});

/**
 * WhatsApp Cloud API: bearer token, `/<version>/<phone-number-id>/messages`, a template message
 * whose name and language are approved, its body's text parameters.
 */
export function startWhatsAppCloud(account: {
  token: string;
  phoneNumberId: string;
  /** Approved templates: name → languages. */
  templates: Record<string, string[]>;
}): Promise<FakeProvider<WhatsAppMessage>> {
  let n = 0;
  return serve<WhatsAppMessage>(
    (req, body) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (req.method !== 'POST' || !new RegExp(`^/v\\d+\\.0/${account.phoneNumberId}/messages$`).test(path))
        return graphError(400, 100, `Unsupported post request. Object with ID '${path}' does not exist`);
      if (req.headers.authorization !== `Bearer ${account.token}`)
        return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      let m: {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: {
          name?: string;
          language?: { code?: string };
          components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
        };
      };
      try {
        m = JSON.parse(body);
      } catch {
        return graphError(400, 100, 'Invalid parameter', 'The request body is not JSON');
      }
      if (m.messaging_product !== 'whatsapp' || m.type !== 'template')
        return graphError(400, 100, 'Invalid parameter', 'messaging_product and type');
      if (!/^91\d{10}$/.test(m.to ?? ''))
        return graphError(400, 131009, 'Parameter value is not valid', 'to');
      const name = m.template?.name ?? '';
      const language = m.template?.language?.code ?? '';
      if (!account.templates[name]?.includes(language))
        return graphError(
          400,
          132001,
          '(#132001) Template name does not exist in the translation',
          `template name (${name}) does not exist in ${language}`,
        );
      const params = m.template?.components?.find((c) => c.type === 'body')?.parameters ?? [];
      if (params.some((p) => p.type !== 'text' || !p.text || /[\n\t]| {5}/.test(p.text)))
        return graphError(400, 132018, 'There was an issue with the parameters in your template.');
      return {
        ok: { to: m.to as string, template: name, language, texts: params.map((p) => p.text as string) },
      };
    },
    (r) => ({
      messaging_product: 'whatsapp',
      contacts: [{ input: r.to, wa_id: r.to }],
      messages: [{ id: `wamid.HBgMOTE5ODc2NTAxMjM0FQIAERgS${++n}` }],
    }),
  );
}
