import { zodResolver } from '@hookform/resolvers/zod';
import { Container, Stack, Text, Title } from '@mantine/core';
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
import { useForm } from 'react-hook-form';
import { EditableGrid } from '../../components/editable-grid';
import { FormFields } from '../../components/form-kit/form-fields';
import { FormPanel, PageHeading } from '../../components/form-kit/form-panel';
import { deleteRow, saveRow } from '../../components/form-kit/grid-actions';
import { textareaCell } from '../../components/form-kit/grid-cells';
import { showServerErrors } from '../../components/form-kit/server-errors';
import { useTranslation } from '../../i18n/i18n';
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
  const refresh = () => qc.invalidateQueries({ queryKey: FLASH_KEY });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      saved(eventMessages.flashSaved);
      form.reset({ eventId: values.eventId, message: '' });
      await refresh();
    } catch (e) {
      showServerErrors(form.setError, e, ['eventId', 'message']);
      failed(e);
    }
  });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('adminEvents.flashTitle')} intro={t('adminEvents.flashIntro')} />
        <FormPanel
          label={t('adminEvents.flashForm')}
          onSubmit={onSubmit}
          submitLabel={t('adminEvents.saveFlash')}
          submitIcon={<IconSend size={16} aria-hidden />}
          submitting={form.formState.isSubmitting}
        >
          <FormFields
            form={form}
            fields={[
              {
                kind: 'select',
                name: 'eventId',
                label: t('admin.event'),
                required: true,
                data: eventOptions(events.data),
                props: {
                  searchable: true,
                  maw: 480,
                  placeholder: events.isPending ? t('admin.loadingEvents') : t('admin.chooseEvent'),
                  nothingFoundMessage: t('admin.noEvents'),
                },
              },
              {
                kind: 'textarea',
                name: 'message',
                label: t('adminEvents.message'),
                required: true,
                minRows: 3,
              },
            ]}
          />
        </FormPanel>
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
              edit: textareaCell('message'),
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
          onSave={saveRow(
            (f, d) => update.mutateAsync({ id: f._id, message: d.message }),
            eventMessages.flashSaved,
            refresh,
          )}
          onDelete={deleteRow((f) => remove.mutateAsync(f._id), eventMessages.flashDeleted, refresh)}
        />
      </Stack>
    </Container>
  );
}
