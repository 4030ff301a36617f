import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PayeeStatus } from '@neelami/shared/bank-account';
import { formatIst } from '@neelami/shared/ist';
import { BankAccountCard } from '../../components/bank-account-card';
import { BankAccountForm } from '../../components/bank-account-form';
import { useTranslation } from '../../i18n/i18n';
import { usePayeeAccount, useSavePayeeAccount } from './api/payee-account';

const COLOR: Record<PayeeStatus, string> = { pending: 'orange', verified: 'green', rejected: 'red' };

/**
 * A seller's payee account (API.md "Where money goes"): the account buyers pay it into, its
 * verification by Admin, and the form to give or change it — a change is verified again.
 */
export function PayeeAccountCard() {
  const { t } = useTranslation();
  const payee = usePayeeAccount(true);
  const save = useSavePayeeAccount();
  const p = payee.data;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="payee-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="payee-title">
            {t('payee.title')}
          </Title>
          {p && (
            <Badge color={COLOR[p.status]} variant="light" data-testid="payee-status">
              {t(`payee.status.${p.status}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('payee.intro')}
        </Text>
        {payee.isError && (
          <Alert color="red" role="alert">
            {t('payee.loadFailed')}
          </Alert>
        )}
        {payee.isPending ? (
          <Skeleton h={160} />
        ) : p ? (
          <Stack gap={4}>
            <BankAccountCard account={p} testId="payee-account" />
            <Text size="xs" c="dimmed">
              {t('payee.submitted', { at: formatIst(p.submittedAt) })}
              {p.decidedAt && ` · ${t('payee.decided', { at: formatIst(p.decidedAt) })}`}
            </Text>
            {p.note && (
              <Text size="sm" c={p.status === 'rejected' ? 'red' : undefined}>
                {t('payee.note', { note: p.note })}
              </Text>
            )}
          </Stack>
        ) : (
          !payee.isError && (
            <Alert color="yellow" role="status">
              {t('payee.none')}
            </Alert>
          )
        )}
        {!payee.isPending && (
          <>
            {p && (
              <Text size="sm" fw={600}>
                {t('payee.changeWarning')}
              </Text>
            )}
            <BankAccountForm
              label={t('payee.form')}
              current={p}
              submitLabel={p ? t('payee.change') : t('payee.save')}
              save={(a) => save.mutateAsync(a)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
