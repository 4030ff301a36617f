import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import {
  defaultPreferences,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationPreferences,
  notificationMessages,
  notificationPreferencesSchema,
} from '@neelami/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showServerErrors } from '../../components/form-kit/server-errors';
import { type Key, tm, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import classes from './alerts.module.css';
import { PREFERENCES_KEY, savePreferences } from './api';

/** The stored choices with every kind listed (a kind never chosen keeps its default channels). */
function complete(p: NotificationPreferences): NotificationPreferences {
  const fallback = defaultPreferences().kinds;
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, p.kinds[k] ?? fallback[k] ?? []]));
  return { ...p, kinds };
}

const SERVER_FIELDS = ['channels', 'kinds', 'quietHours', 'quietHours.from', 'quietHours.to'] as const;

/** The alert settings: channels on or off, each kind's channels, quiet hours (PUT /api/notifications/preferences). */
export function PreferencesForm({ stored }: { stored: NotificationPreferences }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: complete(stored),
  });
  const channels = watch('channels');
  const quiet = watch('quietHours');
  // The hours last chosen, kept while quiet hours are off so turning them on again restores them.
  const lastQuiet = useRef(stored.quietHours ?? defaultPreferences().quietHours!);

  const onSubmit = handleSubmit(async (v) => {
    try {
      const saved = await savePreferences(v);
      qc.setQueryData(PREFERENCES_KEY, saved);
      reset(complete(saved));
      notifySuccess(tm(notificationMessages.preferencesSaved));
    } catch (err) {
      showServerErrors(setError, err, SERVER_FIELDS);
      notifyError(isRefusal(err) ? err.message : t('common.somethingWentWrong'));
    }
  });

  const channelName = (c: NotificationChannel) => t(`alerts.channels.${c}` as Key);
  const fieldError = (m?: string) => (m ? tm(m) : undefined);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('alerts.settings.form')}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', xs: 'lg' }} radius="md">
          <Title order={2} size="h4">
            {t('alerts.settings.channelsTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('alerts.settings.channelsHint')}
          </Text>
          <Group gap="xl">
            {NOTIFICATION_CHANNELS.map((c) => (
              // Mantine's Switch keeps its own checked state: held by the form, not by its ref.
              <Controller
                key={c}
                control={control}
                name={`channels.${c}`}
                render={({ field }) => (
                  <Switch
                    label={channelName(c)}
                    name={field.name}
                    ref={field.ref}
                    checked={field.value}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                  />
                )}
              />
            ))}
          </Group>
        </Paper>

        <Paper withBorder p={{ base: 'sm', xs: 'lg' }} radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('alerts.settings.kindsTitle')}
          </Title>
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing={6} horizontalSpacing={6} highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('alerts.settings.kind')}</Table.Th>
                  {NOTIFICATION_CHANNELS.map((c) => (
                    <Table.Th key={c} ta="center" fz="xs" w={1}>
                      {channelName(c)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {NOTIFICATION_KINDS.map((kind) => (
                  <Controller
                    key={kind}
                    control={control}
                    name={`kinds.${kind}`}
                    render={({ field }) => {
                      const value = field.value ?? [];
                      return (
                        <Table.Tr>
                          <Table.Td>{t(`alerts.kinds.${kind}` as Key)}</Table.Td>
                          {NOTIFICATION_CHANNELS.map((c) => (
                            <Table.Td key={c}>
                              {/* The browser's own check box: Mantine's would move its code (shared with the
                                  room's dialogs) into a file the live room loads first (build/screen-chunks.ts). */}
                              <input
                                type="checkbox"
                                className={classes.check}
                                aria-label={t('alerts.settings.kindChannel', {
                                  kind: t(`alerts.kinds.${kind}` as Key),
                                  channel: channelName(c),
                                })}
                                checked={value.includes(c)}
                                disabled={!channels[c]}
                                onChange={(e) =>
                                  field.onChange(
                                    e.currentTarget.checked
                                      ? NOTIFICATION_CHANNELS.filter((x) => x === c || value.includes(x))
                                      : value.filter((x) => x !== c),
                                  )
                                }
                              />
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      );
                    }}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {errors.kinds?.message && (
            <Text size="sm" c="red" mt="xs">
              {tm(errors.kinds.message)}
            </Text>
          )}
        </Paper>

        <Paper withBorder p={{ base: 'sm', xs: 'lg' }} radius="md">
          <Title order={2} size="h4">
            {t('alerts.settings.quietTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('alerts.settings.quietHint')}
          </Text>
          <Switch
            label={t('alerts.settings.quietOn')}
            checked={quiet !== null}
            onChange={(e) => {
              if (quiet) lastQuiet.current = quiet;
              setValue('quietHours', e.currentTarget.checked ? lastQuiet.current : null, {
                shouldDirty: true,
              });
            }}
          />
          {quiet && (
            <Group mt="sm" gap="md" align="flex-start">
              <TextInput
                type="time"
                label={t('alerts.settings.from')}
                w={140}
                error={fieldError(errors.quietHours?.from?.message)}
                {...register('quietHours.from')}
              />
              <TextInput
                type="time"
                label={t('alerts.settings.to')}
                w={140}
                error={fieldError(errors.quietHours?.to?.message)}
                {...register('quietHours.to')}
              />
            </Group>
          )}
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('alerts.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
