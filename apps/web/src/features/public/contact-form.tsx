import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type ContactInput, contactInputSchema } from '@neelami/shared/contact';
import { messages } from '@neelami/shared/messages';
import { IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { tm, useTranslation } from '../../i18n/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSendContact } from './api/send-contact';

const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

/** Enquiry form of /contact and /contactus (SPEC §2, §5 Contact, §8). */
export function ContactForm() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver: zodResolver(contactInputSchema), defaultValues: empty });

  const send = useSendContact();
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      notifySuccess(tm(messages.contactSuccess));
      reset(empty);
    } catch {
      // SPEC §8: the contact failure message is fixed, whatever the server says.
      notifyError(tm(messages.failedToSave));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contact.form')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('contact.name')}
            placeholder={t('contact.namePlaceholder')}
            autoComplete="name"
            required
            error={errors.name?.message && tm(errors.name.message)}
            {...register('name')}
          />
          <TextInput
            label={t('contact.emailLabel')}
            type="email"
            placeholder="you@company.com"
            autoComplete="email"
            required
            error={errors.email?.message && tm(errors.email.message)}
            {...register('email')}
          />
        </SimpleGrid>
        <TextInput
          label={t('contact.subject')}
          placeholder={t('contact.subjectPlaceholder')}
          required
          error={errors.subject?.message && tm(errors.subject.message)}
          {...register('subject')}
        />
        <Textarea
          label={t('contact.message')}
          placeholder={t('contact.messagePlaceholder')}
          required
          autosize
          minRows={5}
          maxRows={12}
          error={errors.message?.message && tm(errors.message.message)}
          {...register('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} aria-hidden />}>
            {t('contact.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
