import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOTIFICATION_KINDS } from '@neelami/shared/notifications';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { vapidDetailsOf } from './modules/notifications/web-push';

const base = { DATA_DIR: '/tmp/neelami-config-test', JWT_SECRET: 'x'.repeat(40) };
const SMS_URL =
  'https://2000123456:s3cr%40t@enterprise.smsgupshup.com/GatewayAPI/rest?principalEntityId=1101000000000000001&mask=NEELMI';
const allKinds = NOTIFICATION_KINDS.map((k, i) => `${k}=11070000000000000${String(i).padStart(2, '0')}`).join(
  ',',
);

describe('SMS_URL and SMS_DLT_TEMPLATES', () => {
  it('are off unless set: SMS are recorded only', () => {
    expect(loadConfig(base).alertChannels.sms).toBeNull();
  });

  it('read the gateway and a DLT template id per kind, or * for the rest', () => {
    const sms = loadConfig({
      ...base,
      SMS_URL,
      SMS_DLT_TEMPLATES: `${allKinds}, bid-status = 1107000000000000099`,
    }).alertChannels.sms;
    expect(sms?.url).toBe(SMS_URL);
    expect(sms?.templates.outbid).toBe('1107000000000000000');
    expect(sms?.templates['bid-status']).toBe('1107000000000000099');
    const fallback = loadConfig({ ...base, SMS_URL, SMS_DLT_TEMPLATES: 'outbid=1,*=2' }).alertChannels.sms;
    expect(fallback?.templates).toEqual({ outbid: '1', '*': '2' });
  });

  it('stop start-up with a line naming what is wrong', () => {
    const bad = (env: Record<string, string>, message: RegExp) =>
      expect(() => loadConfig({ ...base, ...env })).toThrow(message);
    bad({ SMS_URL }, /SMS_DLT_TEMPLATES: required with SMS_URL/);
    bad({ SMS_DLT_TEMPLATES: '*=1' }, /SMS_URL: required when SMS_DLT_TEMPLATES is set/);
    bad(
      {
        SMS_URL: 'https://enterprise.smsgupshup.com/GatewayAPI/rest?principalEntityId=1',
        SMS_DLT_TEMPLATES: '*=1',
      },
      /SMS_URL: put the gateway account's user id and password/,
    );
    bad(
      { SMS_URL: 'https://1:p@enterprise.smsgupshup.com/GatewayAPI/rest', SMS_DLT_TEMPLATES: '*=1' },
      /principalEntityId/,
    );
    bad({ SMS_URL, SMS_DLT_TEMPLATES: 'outbid=abc,*=1' }, /"abc" \(for outbid\) is not a DLT template id/);
    bad({ SMS_URL, SMS_DLT_TEMPLATES: 'outbid=1,outbid=2,*=3' }, /outbid is given twice/);
    bad({ SMS_URL, SMS_DLT_TEMPLATES: 'outbid' }, /"outbid" is not key=value/);
    bad({ SMS_URL, SMS_DLT_TEMPLATES: 'outbid=1' }, /no template id for lot_opening, closing_soon/);
    bad({ SMS_URL: 'not a url', SMS_DLT_TEMPLATES: '*=1' }, /SMS_URL: not a URL/);
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        SMS_URL: SMS_URL.replace('https', 'http'),
        SMS_DLT_TEMPLATES: '*=1',
      }),
    ).toThrow(ConfigError);
  });
});

describe('WHATSAPP_URL and WHATSAPP_TEMPLATES', () => {
  const WHATSAPP_URL = 'https://:EAAGtoken@graph.facebook.com/v21.0/106540352242922/messages';

  it('read the messages address with its token, and the template names that differ from neelami_<kind>', () => {
    expect(loadConfig(base).alertChannels.whatsapp).toBeNull();
    const wa = loadConfig({ ...base, WHATSAPP_URL, WHATSAPP_TEMPLATES: 'outbid=neelami_outbid_v2' })
      .alertChannels.whatsapp;
    expect(wa).toEqual({ url: WHATSAPP_URL, templates: { outbid: 'neelami_outbid_v2' } });
  });

  it('refuse a URL without token or /messages, and a template of no kind', () => {
    expect(() =>
      loadConfig({ ...base, WHATSAPP_URL: 'https://graph.facebook.com/v21.0/1/messages' }),
    ).toThrow(/WHATSAPP_URL: put the access token in it/);
    expect(() => loadConfig({ ...base, WHATSAPP_URL: 'https://:t@graph.facebook.com/v21.0/1' })).toThrow(
      /must end with \/<phone-number-id>\/messages/,
    );
    expect(() => loadConfig({ ...base, WHATSAPP_URL, WHATSAPP_TEMPLATES: 'outbidd=x' })).toThrow(
      /outbidd is no kind of alert/,
    );
    expect(() => loadConfig({ ...base, WHATSAPP_URL, WHATSAPP_TEMPLATES: 'outbid=Bad-Name' })).toThrow(
      /not a template name/,
    );
  });
});

describe('VAPID_* and PROVIDER_TIMEOUT_MS', () => {
  const pub = Buffer.alloc(65, 4).toString('base64url');
  const priv = Buffer.alloc(32, 7).toString('base64url');

  it('take the keys in pairs, as web-push prints them', () => {
    expect(
      loadConfig({ ...base, VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv }).alertChannels.vapidKeys,
    ).toEqual({
      publicKey: pub,
      privateKey: priv,
    });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: pub })).toThrow(
      /VAPID_PRIVATE_KEY: required with the other/,
    );
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: priv })).toThrow(
      /VAPID_PUBLIC_KEY: not a P-256 public key/,
    );
  });

  it('sign as VAPID_SUBJECT, else the https public origin, else a mailto: address', () => {
    expect(loadConfig({ ...base, VAPID_SUBJECT: 'mailto:ops@neelami.in' }).alertChannels.vapidSubject).toBe(
      'mailto:ops@neelami.in',
    );
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://neelami.in' }).alertChannels.vapidSubject).toBe(
      'https://neelami.in',
    );
    expect(
      loadConfig({ ...base, PUBLIC_ORIGIN: 'http://localhost:3000' }).alertChannels.vapidSubject,
    ).toMatch(/^mailto:/);
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'ops@neelami.in' })).toThrow(/VAPID_SUBJECT/);
  });

  it('generates the keys once into DATA_DIR (0600) and keeps them across starts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'neelami-vapid-'));
    try {
      const config = loadConfig({ ...base, DATA_DIR: dataDir }).alertChannels;
      const first = vapidDetailsOf(config, dataDir);
      const file = path.join(dataDir, 'vapid.json');
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(vapidDetailsOf(config, dataDir)).toEqual(first);
      expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(first.publicKey);
      // Keys in the environment win, and nothing is written for them.
      const given = loadConfig({ ...base, VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv }).alertChannels;
      expect(vapidDetailsOf(given, dataDir).publicKey).toBe(pub);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('waits 10 s for a provider unless told, between 100 ms and a minute', () => {
    expect(loadConfig(base).alertChannels.providerTimeoutMs).toBe(10_000);
    expect(loadConfig({ ...base, PROVIDER_TIMEOUT_MS: '500' }).alertChannels.providerTimeoutMs).toBe(500);
    expect(() => loadConfig({ ...base, PROVIDER_TIMEOUT_MS: '10' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});
