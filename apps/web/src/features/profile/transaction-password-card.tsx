import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { passwordMessages, transactionPasswordSchema } from '@neelami/shared/password';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSetTransactionPassword } from './api/set-transaction-password';

const formSchema = transactionPasswordSchema
  .extend({ confirm: z.string() })
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
      notifySuccess(passwordMessages.transactionSet);
      reset({ password: '', confirm: '' });
      onSaved();
    } catch (err) {
      notifyError(err instanceof ApiError && err.status > 0 ? err.message : passwordMessages.changeFailed);
    }
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Transaction password
        </Title>
        <Badge color={isSet ? 'green' : 'gray'} variant="light">
          {isSet ? 'Set' : 'Not set'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Asked before you enter an auction room. Use something different from your login password.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label="Transaction password form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={isSet ? 'New transaction password' : 'Transaction password'}
              autoComplete="new-password"
              description="At least 6 characters"
              required
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordInput
              label="Confirm transaction password"
              autoComplete="new-password"
              required
              error={errors.confirm?.message}
              {...register('confirm')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={isSubmitting}>
              Save transaction password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
