/**
 * How a stored alert goes out on each channel beyond the in-app centre. E-mail and SMS go through
 * the notify module's notifier (its own outbox records each message; SMS through the gateway of
 * SMS_URL, with the DLT template of the alert's kind); WhatsApp through the Cloud API of
 * WHATSAPP_URL (whatsapp.ts) and Web Push to the member's browsers (web-push.ts). A channel
 * without a provider records the send only.
 */

import type { Agent } from 'node:https';
import type { AlertChannelConfig } from '../../channel-config';
import type { Db } from '../../db/client';
import type { Notifier, Sent } from '../notify/notifier';
import type { ChannelSenders, Sender, SendResult } from './channel-types';
import { createPushSender, type VapidDetails } from './web-push';
import { createWhatsAppSender } from './whatsapp';

export type { ChannelSenders, Outgoing, Sender, SendResult } from './channel-types';

const recordedOnly: Sender = async () => ({ status: 'recorded' });

const settle = async (sent: Sent): Promise<SendResult> => {
  const o = await sent.outcome;
  if (o.status === 'pending') return { status: 'failed', detail: 'the transport did not finish' };
  return { status: o.status, detail: o.detail, permanent: o.permanent };
};

/** Channels over the notifier (e-mail, SMS), with WhatsApp and push given (else recorded only). */
export function notifierChannels(
  notifier: Notifier,
  publicOrigin: string,
  others: { whatsapp?: Sender; push?: Sender } = {},
): ChannelSenders {
  return {
    email: async (m) =>
      settle(
        await notifier.email({
          to: m.email,
          subject: m.title,
          text: `${m.body}\n\n${publicOrigin}${m.link}`,
          purpose: 'alert',
        }),
      ),
    sms: async (m) =>
      settle(
        await notifier.sms({
          to: m.phone,
          text: `${m.title}: ${m.body}`,
          purpose: 'alert',
          template: m.kind,
        }),
      ),
    whatsapp: others.whatsapp ?? recordedOnly,
    push: others.push ?? recordedOnly,
  };
}

/** Every channel as the configuration sets it up (app.ts); tests pass an https agent for push. */
export function createAlertChannels(deps: {
  db: Db;
  notifier: Notifier;
  publicOrigin: string;
  config: AlertChannelConfig;
  vapid: VapidDetails;
  pushAgent?: Agent;
}): ChannelSenders {
  const timeoutMs = deps.config.providerTimeoutMs;
  const whatsapp = deps.config.whatsapp;
  return notifierChannels(deps.notifier, deps.publicOrigin, {
    whatsapp: whatsapp
      ? createWhatsAppSender({ ...whatsapp, timeoutMs, publicOrigin: deps.publicOrigin })
      : undefined,
    push: createPushSender({ db: deps.db, vapid: deps.vapid, timeoutMs, agent: deps.pushAgent }),
  });
}
