import { Alert, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BankAccountCard } from '../../components/bank-account-card';
import { BankAccountForm } from '../../components/bank-account-form';
import { PageHeading } from '../../components/form-kit/form-panel';
import { useTranslation } from '../../i18n/i18n';
import { useEmdAccount, useSaveEmdAccount } from './api/emd-account';

/**
 * /admin/emdAccount (API.md "Where money goes"): Admin sets the platform's EMD account — the bank
 * account and UPI ID members transfer earnest money into — and sees it as My EMD shows it.
 */
export function AdminEmdAccountPage() {
  const { t } = useTranslation();
  const account = useEmdAccount(true);
  const save = useSaveEmdAccount();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('emdAccount.title')} intro={t('emdAccount.intro')} />
        {account.isError && (
          <Alert color="red" role="alert">
            {t('emdAccount.loadFailed')}
          </Alert>
        )}
        {account.isPending ? (
          <Skeleton h={240} />
        ) : (
          <BankAccountForm
            label={t('emdAccount.form')}
            current={account.data}
            submitLabel={t('emdAccount.save')}
            save={(a) => save.mutateAsync(a)}
          />
        )}
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('emdAccount.shown')}
          </Title>
          {account.data ? (
            <BankAccountCard account={account.data} testId="emd-account-preview" />
          ) : (
            <Text size="sm" c="dimmed">
              {t('emdAccount.none')}
            </Text>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
