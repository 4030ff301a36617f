import { Button, Group, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { adminBroadcastSchema } from '@neelami/shared/bidding';
import { type FormEvent, useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ActionOutcome } from './room-actions';

/** Props of AdminBroadcastBox. */
export interface AdminBroadcastBoxProps {
  eventId: string;
  lots: { id: string; label: string }[];
  disabled: boolean;
  onSend: (message: string, subEventId?: string) => Promise<ActionOutcome>;
}

/** SPEC §6 Admin: broadcast a message to the room (admin_broadcast), to every lot or to one. */
export function AdminBroadcastBox({ eventId, lots, disabled, onSend }: AdminBroadcastBoxProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [target, setTarget] = useState<string>('all');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const subEventId = target === 'all' ? undefined : target;
    const parsed = adminBroadcastSchema.safeParse({ eventId, subEventId, message });
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message;
      setError(first ? tm(first) : t('adminRoom.enterMessage'));
      return;
    }
    setError(null);
    setBusy(true);
    const r = await onSend(parsed.data.message, subEventId);
    setBusy(false);
    if (r.ok) {
      notifySuccess(tm(r.message));
      setMessage('');
    } else notifyError(tm(r.message));
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('adminRoom.broadcastTitle')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Textarea
            label={t('adminRoom.messageToRoom')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={error}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={500}
            style={{ flex: '1 1 260px' }}
          />
          <Select
            label={t('adminRoom.sendTo')}
            data={[
              { value: 'all', label: t('adminRoom.everyLot') },
              ...lots.map((l) => ({ value: l.id, label: l.label })),
            ]}
            value={target}
            onChange={(v) => setTarget(v ?? 'all')}
            allowDeselect={false}
            style={{ flex: '0 1 220px' }}
          />
          <Button type="submit" loading={busy} disabled={disabled}>
            {t('adminRoom.broadcast')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
