import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { deletePushSubscription, getPushKey, savePushSubscription } from './api';

/** The service worker that shows the pushed alerts (public/push-sw.js). */
const PUSH_WORKER = '/push-sw.js';

const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** A VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's push subscription for Neelami, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration(PUSH_WORKER);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Push notifications on this browser, on or off: turning on asks the browser's permission, registers
 * the push service worker, subscribes with the server's key and sends the subscription; turning off
 * unsubscribes and tells the server. Hidden where the browser cannot push or the server has no key.
 */
export function PushOptIn() {
  const { t } = useTranslation();
  const supported = pushSupported();
  const key = useQuery({ queryKey: ['notifications', 'push-key'], queryFn: getPushKey, enabled: supported });
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let alive = true;
    currentSubscription().then(
      (s) => alive && setOn(s !== null),
      () => alive && setOn(false),
    );
    return () => {
      alive = false;
    };
  }, [supported]);

  if (!supported || !key.data || on === null) return null;
  const publicKey = key.data;

  const turnOn = async () => {
    if ((await Notification.requestPermission()) !== 'granted') {
      notifyError(t('alerts.push.denied'), 10_000);
      return;
    }
    const reg = await navigator.serviceWorker.register(PUSH_WORKER);
    await navigator.serviceWorker.ready;
    const sub = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    const answer = await savePushSubscription(sub.toJSON());
    setOn(true);
    notifySuccess(answer.message);
  };

  const turnOff = async () => {
    const sub = await currentSubscription();
    if (sub) {
      const { endpoint } = sub;
      await sub.unsubscribe();
      try {
        const answer = await deletePushSubscription(endpoint);
        notifySuccess(answer.message);
      } catch (err) {
        // The server had forgotten it already: off all the same.
        if (!(isRefusal(err) && err.status === 404)) throw err;
      }
    }
    setOn(false);
  };

  const toggle = async () => {
    setBusy(true);
    try {
      await (on ? turnOff() : turnOn());
    } catch (err) {
      notifyError(isRefusal(err) ? err.message : t('alerts.push.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('alerts.push.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('alerts.push.hint')}
          </Text>
          <Text size="sm" fw={600} c={on ? 'green' : 'dimmed'}>
            {on ? t('alerts.push.isOn') : t('alerts.push.isOff')}
          </Text>
        </Stack>
        <Button variant={on ? 'default' : 'filled'} onClick={toggle} loading={busy}>
          {on ? t('alerts.push.off') : t('alerts.push.on')}
        </Button>
      </Group>
    </Paper>
  );
}
