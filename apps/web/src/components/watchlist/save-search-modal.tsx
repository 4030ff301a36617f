import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { messages } from '@neelami/shared/messages';
import { type SavedSearchInput, savedSearchInputSchema } from '@neelami/shared/watchlist';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '../../components/form-kit/server-errors';
import { tm, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSaveSearch } from './api/saved-searches';
import type { QueryDraft } from './search-values';

/** The form's values: the name typed and the query of the bar when Save was pressed. */
type SaveForm = z.input<typeof savedSearchInputSchema>;

/** Props of SaveSearchModal. */
export interface SaveSearchModalProps {
  /** The query to save, or null while closed. */
  query: QueryDraft | null;
  onClose: () => void;
}

/** Asks a name for the search on the bar and saves it (POST /api/saved-searches, checked by the shared schema). */
export function SaveSearchModal({ query, onClose }: SaveSearchModalProps) {
  const { t } = useTranslation();
  const save = useSaveSearch();
  const form = useForm<SaveForm, unknown, SavedSearchInput>({
    resolver: zodResolver(savedSearchInputSchema),
    values: { name: '', query: query ?? {} },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset({ name: '', query: {} });
    onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await save.mutateAsync(input);
      notifySuccess(answer.message);
      close();
    } catch (err) {
      if (isRefusal(err)) {
        showServerErrors(form.setError, err, ['name']);
        notifyError(err.message);
      } else notifyError(tm(messages.somethingWentWrong));
    }
  });
  const queryError = typeof errors.query?.message === 'string' ? errors.query.message : undefined;
  return (
    <Modal opened={query !== null} onClose={close} title={t('search.saveTitle')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('search.saveTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('search.saveIntro')}</Text>
          <TextInput
            label={t('search.name')}
            withAsterisk
            maxLength={60}
            data-autofocus
            {...form.register('name')}
            error={errors.name?.message ? tm(errors.name.message) : undefined}
          />
          {queryError && (
            <Text size="sm" c="red" role="alert">
              {tm(queryError)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('search.saveButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
