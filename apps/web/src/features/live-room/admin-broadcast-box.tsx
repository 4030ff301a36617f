import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { adminBroadcastSchema } from '@neelami/shared/bidding';
import { Controller, type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import type { z } from 'zod';
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

/** What the box holds: the message and where it goes ('all', or one lot's sub event). */
interface BroadcastForm {
  message: string;
  target: string;
}
type Broadcast = z.output<typeof adminBroadcastSchema>;

/**
 * The shared schema, checked on the socket payload the values become. Its first message shows at
 * the message box, the only field the admin types.
 */
const broadcastResolver =
  (eventId: string): Resolver<BroadcastForm, unknown, Broadcast> =>
  async (values, ctx, opts): Promise<ResolverResult<BroadcastForm, Broadcast>> => {
    const subEventId = values.target === 'all' ? undefined : values.target;
    const body = { eventId, subEventId, message: values.message };
    const result = await zodResolver(adminBroadcastSchema)(body, ctx, opts as never);
    const first = Object.values(result.errors)[0];
    if (!first) return { values: result.values as Broadcast, errors: {} };
    const message = typeof first.message === 'string' ? first.message : undefined;
    return { values: {}, errors: { message: { type: 'validation', message } } };
  };

/** SPEC §6 Admin: broadcast a message to the room (admin_broadcast), to every lot or to one. */
export function AdminBroadcastBox({ eventId, lots, disabled, onSend }: AdminBroadcastBoxProps) {
  const { t } = useTranslation();
  const form = useForm<BroadcastForm, unknown, Broadcast>({
    resolver: broadcastResolver(eventId),
    defaultValues: { message: '', target: 'all' },
    // The message stays as it was said until the next Broadcast, and the focus where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problem = form.formState.errors.message;
  const messageError = problem && (problem.message ? tm(problem.message) : t('adminRoom.enterMessage'));
  const submit = form.handleSubmit(async (body) => {
    const r = await onSend(body.message, body.subEventId);
    if (r.ok) {
      notifySuccess(tm(r.message));
      form.resetField('message');
    } else notifyError(tm(r.message));
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('adminRoom.broadcastTitle')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Textarea
            label={t('adminRoom.messageToRoom')}
            {...form.register('message')}
            error={messageError}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={500}
            style={{ flex: '1 1 260px' }}
          />
          <Controller
            control={form.control}
            name="target"
            render={({ field }) => (
              <Select
                label={t('adminRoom.sendTo')}
                data={[
                  { value: 'all', label: t('adminRoom.everyLot') },
                  ...lots.map((l) => ({ value: l.id, label: l.label })),
                ]}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'all')}
                allowDeselect={false}
                style={{ flex: '0 1 220px' }}
              />
            )}
          />
          <Button type="submit" loading={form.formState.isSubmitting} disabled={disabled}>
            {t('adminRoom.broadcast')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
