/**
 * A local Web Push service over https (a self-signed certificate for 127.0.0.1, from `selfsigned`)
 * that checks each push as a browser vendor's service does: the VAPID `Authorization` (RFC 8292:
 * an ES256 JWT whose `aud` is the endpoint's origin, signed by the key `k`, verified here with
 * node's crypto), `Content-Encoding: aes128gcm`, `TTL`, `Urgency`; and, as the browser would,
 * decrypts the body (RFC 8291, with `http_ece`) with the subscription's private key and auth secret.
 * Each endpoint path is one browser; a test makes its next answers fail or hang.
 */
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { generate } from 'selfsigned';

export interface Push {
  browser: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key that signed it. */
  vapidKey: string;
  subject: string;
}

/** A browser's subscription: what `PushSubscription.toJSON()` gives, and its private half. */
export interface Browser {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
}

export interface PushService {
  agent: Agent;
  origin: string;
  pushes: Push[];
  refused: string[];
  browser(name: string): Browser;
  /** The next pushes to this browser get these answers (a status, or no answer at all). */
  answerNext(name: string, ...answers: (number | 'hang')[]): void;
  close(): Promise<void>;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** Checks `vapid t=<jwt>, k=<key>`; answers the key and subject, or why it is refused. */
function checkVapid(header: string | undefined, audience: string): { key: string; sub: string } | string {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return `Authorization is not vapid t=…, k=…: ${header}`;
  const [, jwt, k] = m as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.');
  if (!h || !p || !s) return 'the JWT has not three parts';
  const head = JSON.parse(Buffer.from(h, 'base64url').toString());
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  if (head.alg !== 'ES256') return `alg ${head.alg}`;
  if (claims.aud !== audience) return `aud ${claims.aud} is not ${audience}`;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 86_400)) return `exp ${claims.exp} is not within 24 hours`;
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return `sub ${claims.sub}`;
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 point';
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  return signed ? { key: k, sub: claims.sub } : 'the JWT signature does not verify with k';
}

export async function startPushService(): Promise<PushService> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const browsers = new Map<string, Browser>();
  const answers = new Map<string, (number | 'hang')[]>();
  const pushes: Push[] = [];
  const refused: string[] = [];
  const hanging = new Set<ServerResponse>();
  let origin = '';
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '').replace(/^\/push\//, '');
      const browser = browsers.get(name);
      const next = answers.get(name)?.shift();
      if (next === 'hang') return void hanging.add(res);
      const refuse = (why: string, status = 400) => {
        refused.push(`${name}: ${why}`);
        res.writeHead(status).end(why);
      };
      if (req.method !== 'POST' || !browser) return refuse(`no subscription ${req.url}`, 404);
      if (next !== undefined) return void res.writeHead(next).end(`answered ${next}`);
      const vapid = checkVapid(req.headers.authorization, origin);
      if (typeof vapid === 'string') return refuse(vapid, 403);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse('not aes128gcm', 415);
      let payload: unknown;
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.subscription.keys.auth,
        });
        payload = JSON.parse(plain.toString('utf8'));
      } catch (err) {
        return refuse(`cannot decrypt: ${(err as Error).message}`);
      }
      pushes.push({
        browser: name,
        payload,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        vapidKey: vapid.key,
        subject: vapid.sub,
      });
      res.writeHead(201, { location: `${origin}/message/${pushes.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    agent: new Agent({ ca: pems.cert }),
    origin,
    pushes,
    refused,
    browser(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const b: Browser = {
        name,
        ecdh,
        subscription: {
          endpoint: `${origin}/push/${name}`,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(randomBytes(16)) },
        },
      };
      browsers.set(name, b);
      return b;
    },
    answerNext: (name, ...a) => answers.set(name, [...(answers.get(name) ?? []), ...a]),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
