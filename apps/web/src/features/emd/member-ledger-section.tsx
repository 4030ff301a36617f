import { Alert, Paper, Select, Skeleton, Stack, Title } from '@mantine/core';
import type { EmdEntry } from '@neelami/shared/emd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useMemberLedger } from '../../lib/api/get-member-emd-ledger';
import { DecideButtons } from './decision-list';
import type { RefundAction } from './emd-decisions';
import { BalanceFigures, LedgerTable } from './ledger-view';
import { RefundDialog } from './refund-dialog';
import { useMemberOptions } from './use-member-options';

const refundOf = (e: EmdEntry) => ({ id: e._id, amount: e.amount, who: null });

/** Any member's ledger; a requested refund can be marked paid (with its UTR) or rejected here. */
export function MemberLedgerSection({
  userId,
  onChange,
}: {
  userId: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const options = useMemberOptions();
  const ledger = useMemberLedger(userId);
  const [action, setAction] = useState<RefundAction | null>(null);
  const refundAction = (e: EmdEntry) =>
    e.type === 'refund' && e.status === 'requested' ? (
      <DecideButtons
        approve={t('adminEmd.markPaid')}
        onApprove={() => setAction({ ...refundOf(e), status: 'paid' })}
        onReject={() => setAction({ ...refundOf(e), status: 'rejected' })}
      />
    ) : null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('adminEmd.memberLedger')}
      </Title>
      <Select
        label={t('adminEmd.member')}
        placeholder={t('adminEmd.chooseMember')}
        searchable
        clearable
        maw={480}
        data={options}
        value={userId}
        onChange={onChange}
        nothingFoundMessage={t('adminEmd.noMembers')}
      />
      {ledger.isError && (
        <Alert color="red" role="alert" mt="sm">
          {t('adminEmd.ledgerFailed')} {ledger.error.message}
        </Alert>
      )}
      {userId && ledger.isPending && <Skeleton h={160} mt="md" />}
      {ledger.data && (
        <Stack gap="md" mt="md">
          <BalanceFigures balance={ledger.data.balance} label={t('adminEmd.memberBalance')} />
          <LedgerTable
            entries={ledger.data.entries}
            label={t('adminEmd.memberLedgerLabel')}
            action={refundAction}
          />
        </Stack>
      )}
      <RefundDialog action={action} onClose={() => setAction(null)} />
    </Paper>
  );
}
