import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { DepositsSection } from './deposits-section';
import { MemberLedgerSection } from './member-ledger-section';
import { RefundsSection } from './refunds-section';

/**
 * /admin/emd (API.md "Earnest money (EMD)"): reported deposits to verify or reject, with their
 * proof; refund requests to mark paid (UTR) or reject; any member's ledger.
 */
export function AdminEmdPage() {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<string | null>(null);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminEmd.title')}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('adminEmd.intro')}
          </Text>
        </div>
        <DepositsSection onOpenMember={setUserId} />
        <RefundsSection onOpenMember={setUserId} />
        <MemberLedgerSection userId={userId} onChange={setUserId} />
      </Stack>
    </Container>
  );
}
