import { Alert, Container, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BankAccountCard } from '../../components/bank-account-card';
import { useTranslation } from '../../i18n/i18n';
import { useMyLedger } from '../../lib/api/get-my-emd-ledger';
import { useEmdAccount } from './api/emd-account';
import { DepositForm } from './deposit-form';
import { BalanceFigures, LedgerTable } from './ledger-view';
import { RefundForm } from './refund-form';

/**
 * /profile/emd "My EMD" (API.md "Earnest money (EMD)"): the member's balance, deposit and refund
 * forms, and the ledger newest first. A lot with an EMD holds that amount while the member is
 * assigned to it; the hold is released when the lot closes, unless the member won it.
 */
export function MyEmdPage() {
  const { t } = useTranslation();
  const ledger = useMyLedger();
  const account = useEmdAccount();
  const data = ledger.data;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('emd.title')}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('emd.intro')}
          </Text>
        </div>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="emd-send-to">
          <Title order={2} size="h4" id="emd-send-to">
            {t('emd.sendTo')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('emd.sendToHint')}
          </Text>
          {account.isPending ? (
            <Skeleton h={120} />
          ) : account.data ? (
            <BankAccountCard account={account.data} testId="emd-account" />
          ) : (
            <Alert color={account.isError ? 'red' : 'yellow'} role="alert">
              {account.isError ? t('emd.accountFailed') : t('emd.noAccount')}
            </Alert>
          )}
        </Paper>
        {ledger.isError && (
          <Alert color="red" role="alert">
            {t('emd.loadFailed')} {ledger.error.message}
          </Alert>
        )}
        {ledger.isPending ? (
          <Skeleton h={96} />
        ) : (
          <BalanceFigures balance={data?.balance} label={t('emd.balance')} />
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('emd.reportDeposit')}
            </Title>
            <DepositForm />
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('emd.requestRefund')}
            </Title>
            <RefundForm available={data?.balance.available} />
          </Paper>
        </SimpleGrid>
        <div>
          <Title order={2} size="h4" mb="sm">
            {t('emd.ledger')}
          </Title>
          {ledger.isPending ? (
            <Skeleton h={160} />
          ) : (
            <LedgerTable entries={data?.entries ?? []} label={t('emd.ledgerLabel')} />
          )}
        </div>
      </Stack>
    </Container>
  );
}
