import { Anchor, Table, Text } from '@mantine/core';
import { formatDateOnly, formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { notifyError } from '../../lib/notify';
import { openStoredFile } from '../../lib/uploads';
import { useDeposits } from './api/get-deposits';
import { DecideButtons, DecisionListSection, MemberButton } from './decision-list';
import { DepositDialog } from './deposit-dialog';
import type { DepositAction } from './emd-decisions';

const STATUSES = ['pending', 'verified', 'rejected'] as const;

/** Reported deposits of one status; pending ones with Verify and Reject. */
export function DepositsSection({ onOpenMember }: { onOpenMember: (userId: string) => void }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<DepositAction | null>(null);
  return (
    <DecisionListSection
      title={t('adminEmd.reportedDeposits')}
      statuses={STATUSES}
      initial="pending"
      statusText={(value) => t(`adminEmd.${value}`)}
      statusLabel={t('adminEmd.depositStatus')}
      useList={useDeposits}
      failedText={t('adminEmd.depositsFailed')}
      skeletonHeight={120}
      minWidth={820}
      columns={8}
      head={(status) => (
        <>
          <Table.Th scope="col">{t('adminEmd.reportedIst')}</Table.Th>
          <Table.Th scope="col">{t('adminEmd.member')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('adminEmd.amount')}
          </Table.Th>
          <Table.Th scope="col">UTR</Table.Th>
          <Table.Th scope="col">{t('adminEmd.paidOn')}</Table.Th>
          <Table.Th scope="col">{t('adminEmd.bank')}</Table.Th>
          <Table.Th scope="col">{t('adminEmd.proof')}</Table.Th>
          <Table.Th scope="col">{status === 'pending' ? t('adminEmd.action') : t('adminEmd.note')}</Table.Th>
        </>
      )}
      empty={(status) => t(`adminEmd.noDeposits_${status}`)}
      row={(d) => {
        const who = d.memberName || d.memberEmail;
        return (
          <>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIst(d.createdAt)}</Table.Td>
            <Table.Td>
              <MemberButton who={who} onClick={() => onOpenMember(d.userId)} />
              {d.memberName && (
                <Text size="xs" c="dimmed">
                  {d.memberEmail}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(d.amount)}
            </Table.Td>
            <Table.Td>{d.utr}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {d.paidOn ? formatDateOnly(d.paidOn.slice(0, 10)) : '—'}
            </Table.Td>
            <Table.Td>{d.bank || '—'}</Table.Td>
            <Table.Td>
              {d.proofUrl ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  aria-label={t('adminEmd.proofOf', { who, utr: d.utr })}
                  onClick={() =>
                    void openStoredFile(d.proofUrl as string).catch(() =>
                      notifyError(t('adminEmd.proofFailed')),
                    )
                  }
                >
                  {t('adminEmd.viewProof')}
                </Anchor>
              ) : (
                '—'
              )}
            </Table.Td>
            <Table.Td>
              {d.status === 'pending' ? (
                <DecideButtons
                  icons
                  approve={t('adminEmd.verify')}
                  approveAria={t('adminEmd.verifyOne', { utr: d.utr })}
                  rejectAria={t('adminEmd.rejectOne', { utr: d.utr })}
                  onApprove={() => setAction({ deposit: d, status: 'verified' })}
                  onReject={() => setAction({ deposit: d, status: 'rejected' })}
                />
              ) : (
                d.note || '—'
              )}
            </Table.Td>
          </>
        );
      }}
    >
      <DepositDialog action={action} onClose={() => setAction(null)} />
    </DecisionListSection>
  );
}
