import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import {
  type ChangePasswordForm,
  changePasswordFormSchema,
  passwordMessages,
} from '@neelami/shared/password';
import { useForm } from 'react-hook-form';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useChangePassword } from './api/change-password';

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /profile/changePassword (SPEC §2, §5 Change password, §8). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });

  const change = useChangePassword();
  const onSubmit = handleSubmit(async (v) => {
    try {
      await change.mutateAsync({ currentPassword: v.currentPassword, newPassword: v.newPassword });
      notifySuccess(tm(passwordMessages.changed));
      reset(empty);
    } catch (err) {
      const server = err instanceof ApiError && err.status > 0;
      notifyError(server && err.message ? err.message : tm(passwordMessages.changeFailed));
      if (server && err.errors.currentPassword) {
        setError('currentPassword', { type: 'server', message: err.errors.currentPassword });
      }
      if (server && err.errors.newPassword)
        setError('newPassword', { type: 'server', message: err.errors.newPassword });
    }
  });

  return (
    <Container size={520} py="xl">
      <Title order={1}>{t('password.title')}</Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t('password.intro')}
      </Text>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <form onSubmit={onSubmit} noValidate aria-label={t('password.form')}>
          <Stack>
            <PasswordInput
              label={t('password.old')}
              autoComplete="current-password"
              required
              error={errors.currentPassword?.message && tm(errors.currentPassword.message)}
              {...register('currentPassword')}
            />
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              description={t('password.hint')}
              required
              error={errors.newPassword?.message && tm(errors.newPassword.message)}
              {...register('newPassword')}
            />
            <PasswordInput
              label={t('password.confirm')}
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message && tm(errors.confirmPassword.message)}
              {...register('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {t('password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
