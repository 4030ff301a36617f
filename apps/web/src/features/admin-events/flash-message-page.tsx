import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  eventMessages,
  type FlashInput,
  type FlashMessage,
  flashInputSchema,
  flashUpdateSchema,
} from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { EditableGrid } from '../../components/editable-grid';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { failed, saved } from '../../lib/save-feedback';
import { zodErrors } from '../../lib/zod-errors';
import { useAddFlash } from './api/add-flash';
import { useDeleteFlash } from './api/delete-flash';
import { eventOptions, useAdminEvents } from './api/get-admin-events';
import { FLASH_KEY, useFlashMessages } from './api/get-flash-messages';
import { useUpdateFlash } from './api/update-flash';

/**
 * /admin/flashMessage (SPEC §2 Flash Message): an event select, a message box and the
 * list with edit and delete; an empty list says 'No data found.'
 */
export function FlashMessagePage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const events = useAdminEvents();
  const flash = useFlashMessages();
  const add = useAddFlash();
  const update = useUpdateFlash();
  const remove = useDeleteFlash();
  const form = useForm<FlashInput>({
    resolver: zodResolver(flashInputSchema),
    defaultValues: { eventId: '', message: '' },
  });
  const err = form.formState.errors;
  const refresh = () => qc.invalidateQueries({ queryKey: FLASH_KEY });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      saved(eventMessages.flashSaved);
      form.reset({ eventId: values.eventId, message: '' });
      await refresh();
    } catch (e) {
      if (e instanceof ApiError) {
        if (e.errors.eventId) form.setError('eventId', { message: e.errors.eventId });
        if (e.errors.message) form.setError('message', { message: e.errors.message });
      }
      failed(e);
    }
  });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminEvents.flashTitle')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminEvents.flashIntro')}
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <form onSubmit={onSubmit} noValidate aria-label={t('adminEvents.flashForm')}>
            <Stack>
              <Controller
                control={form.control}
                name="eventId"
                render={({ field }) => (
                  <Select
                    label={t('admin.event')}
                    withAsterisk
                    searchable
                    maw={480}
                    placeholder={events.isPending ? t('admin.loadingEvents') : t('admin.chooseEvent')}
                    data={eventOptions(events.data)}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={err.eventId?.message && tm(err.eventId.message)}
                    nothingFoundMessage={t('admin.noEvents')}
                  />
                )}
              />
              <Textarea
                label={t('adminEvents.message')}
                withAsterisk
                autosize
                minRows={3}
                error={err.message?.message && tm(err.message.message)}
                {...form.register('message')}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={form.formState.isSubmitting}
                  leftSection={<IconSend size={16} aria-hidden />}
                >
                  {t('adminEvents.saveFlash')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Title order={2} size="h3">
          {t('adminEvents.flashMessages')}
        </Title>
        <EditableGrid<FlashMessage, { message: string }>
          label={t('adminEvents.flashMessages')}
          rows={flash.data ?? []}
          loading={flash.isPending}
          getRowId={(f) => f._id}
          getRowName={(f) => t('adminEvents.messageFor', { name: f.eventId.auctionName })}
          minWidth={640}
          emptyText={t('admin.noData')}
          columns={[
            { id: 'event', header: t('admin.event'), minWidth: 180, view: (f) => f.eventId.auctionName },
            {
              id: 'message',
              header: t('adminEvents.message'),
              minWidth: 280,
              view: (f) => (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {f.message}
                </Text>
              ),
              edit: ({ draft, set, error, label, disabled }) => (
                <Textarea
                  aria-label={label}
                  autosize
                  value={draft.message}
                  error={error}
                  disabled={disabled}
                  onChange={(e) => set('message', e.currentTarget.value)}
                />
              ),
            },
            {
              id: 'createdAt',
              header: t('adminEvents.created'),
              minWidth: 170,
              view: (f) => formatIst(f.createdAt),
            },
          ]}
          toDraft={(f) => ({ message: f.message })}
          validate={(d) => zodErrors(flashUpdateSchema.safeParse(d))}
          onSave={async (f, d) => {
            try {
              await update.mutateAsync({ id: f._id, message: d.message });
              saved(eventMessages.flashSaved);
              await refresh();
            } catch (e) {
              failed(e);
              throw e;
            }
          }}
          onDelete={async (f) => {
            try {
              await remove.mutateAsync(f._id);
              saved(eventMessages.flashDeleted);
              await refresh();
            } catch (e) {
              failed(e);
            }
          }}
        />
      </Stack>
    </Container>
  );
}
