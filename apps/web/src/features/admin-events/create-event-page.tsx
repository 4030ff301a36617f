import { zodResolver } from '@hookform/resolvers/zod';
import { Container, Stack, Title } from '@mantine/core';
import { type EventInput, eventInputSchema, eventMessages } from '@neelami/shared/events';
import { messages } from '@neelami/shared/messages';
import { IconPlus } from '@tabler/icons-react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormPanel, PageHeading } from '../../components/form-kit/form-panel';
import { showServerErrors } from '../../components/form-kit/server-errors';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { saved } from '../../lib/save-feedback';
import { useCreateEvent } from './api/create-event';
import { useAdminEvents, useRefreshEvents } from './api/get-admin-events';
import { EVENT_FIELDS, EventFields, type EventForm, emptyEvent, toEventBody } from './event-fields';
import { EventTable } from './event-table';

/** The shared schema, checked on the API body the form values become (SPEC §5 messages on both sides). */
const eventResolver: Resolver<EventForm, unknown, EventInput> = (values, ctx, opts) =>
  zodResolver(eventInputSchema)(toEventBody(values), ctx, opts as never) as never;

/**
 * /admin/createEvent (SPEC §2 Add Event): the form plus an editable event table whose
 * Edit Sub-Event button opens /admin/ManageSubEventGrid with the chosen event handed over.
 */
export function CreateEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const events = useAdminEvents();
  const refresh = useRefreshEvents();
  const create = useCreateEvent();
  const form = useForm<EventForm, unknown, EventInput>({
    resolver: eventResolver,
    defaultValues: emptyEvent,
  });

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        await create.mutateAsync(body);
        saved(eventMessages.eventCreated);
        form.reset(emptyEvent);
        await refresh();
      } catch (e) {
        showServerErrors(form.setError, e, EVENT_FIELDS);
        // SPEC §8: an event save that failed shows the server's message.
        notifyError(e instanceof ApiError ? e.message : messages.somethingWentWrong, ALERT_MS.admin);
      }
    },
    () => notifyError(messages.fixFormErrors, ALERT_MS.default),
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('adminEvents.addEventTitle')} intro={t('adminEvents.addEventIntro')} />
        <FormPanel
          label={t('adminEvents.addEventForm')}
          onSubmit={onSubmit}
          submitLabel={t('adminEvents.addEventTitle')}
          submitIcon={<IconPlus size={16} aria-hidden />}
          submitting={form.formState.isSubmitting}
        >
          <EventFields form={form} />
        </FormPanel>
        <Title order={2} size="h3">
          {t('admin.events')}
        </Title>
        <EventTable
          rows={events.data ?? []}
          loading={events.isPending}
          onSubEvents={(e) =>
            navigate(`/admin/ManageSubEventGrid?eventId=${e._id}`, { state: { eventId: e._id } })
          }
          onChanged={refresh}
        />
      </Stack>
    </Container>
  );
}
