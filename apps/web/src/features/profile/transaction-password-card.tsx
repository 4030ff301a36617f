import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { passwordMessages, transactionPasswordSchema } from '@neelami/shared/password';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useSetTransactionPassword } from '../../lib/api/set-transaction-password';
import { notifyError, notifySuccess } from '../../lib/notify';

const formSchema = z
  .object({ ...transactionPasswordSchema.shape, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { error: passwordMessages.mismatch, path: ['confirm'] });
type Form = z.infer<typeof formSchema>;

/** Props of TransactionPasswordCard. */
export interface TransactionPasswordCardProps {
  isSet: boolean;
  onSaved: () => void;
}

/**
 * SPEC §6 terms: "a transaction password is needed to enter the auction room".
 * Set or change it here; it is stored hashed, apart from the login password.
 */
export function TransactionPasswordCard({ isSet, onSaved }: TransactionPasswordCardProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: { password: '', confirm: '' } });

  const setPassword = useSetTransactionPassword();
  const onSubmit = handleSubmit(async (v) => {
    try {
      await setPassword.mutateAsync(v.password);
      notifySuccess(tm(passwordMessages.transactionSet));
      reset({ password: '', confirm: '' });
      onSaved();
    } catch (err) {
      notifyError(
        err instanceof ApiError && err.status > 0 ? err.message : tm(passwordMessages.changeFailed),
      );
    }
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('password.txTitle')}
        </Title>
        <Badge color={isSet ? 'green' : 'gray'} variant="light">
          {isSet ? t('password.txSet') : t('password.txNotSet')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('password.txIntro')}
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label={t('password.txForm')}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={isSet ? t('password.txNew') : t('password.txPassword')}
              autoComplete="new-password"
              description={t('password.txHint')}
              required
              error={errors.password?.message && tm(errors.password.message)}
              {...register('password')}
            />
            <PasswordInput
              label={t('password.txConfirm')}
              autoComplete="new-password"
              required
              error={errors.confirm?.message && tm(errors.confirm.message)}
              {...register('confirm')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={isSubmitting}>
              {t('password.txSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
