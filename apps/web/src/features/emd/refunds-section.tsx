import { Table } from '@mantine/core';
import { formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useRefunds } from './api/get-refunds';
import { DecideButtons, DecisionListSection, MemberButton } from './decision-list';
import type { RefundAction } from './emd-decisions';
import { RefundDialog } from './refund-dialog';

const REFUND_STATUSES = ['requested', 'paid', 'rejected'] as const;

/** Members' refund requests; requested ones are marked paid (with the transfer's UTR) or rejected. */
export function RefundsSection({ onOpenMember }: { onOpenMember: (userId: string) => void }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<RefundAction | null>(null);
  return (
    <DecisionListSection
      title={t('adminEmd.refundRequests')}
      statuses={REFUND_STATUSES}
      initial="requested"
      statusText={(value) => t(`adminEmd.${value}`)}
      statusLabel={t('adminEmd.refundStatus')}
      useList={useRefunds}
      failedText={t('adminEmd.refundsFailed')}
      skeletonHeight={96}
      minWidth={640}
      columns={4}
      head={(status) => (
        <>
          <Table.Th scope="col">{t('adminEmd.requestedIst')}</Table.Th>
          <Table.Th scope="col">{t('adminEmd.member')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('adminEmd.amount')}
          </Table.Th>
          <Table.Th scope="col">
            {status === 'requested' ? t('adminEmd.action') : t('adminEmd.utrNote')}
          </Table.Th>
        </>
      )}
      empty={(status) => t(`adminEmd.noRefunds_${status}`)}
      row={(r) => {
        const who = r.memberName || r.memberEmail;
        const base = { id: r._id, amount: r.amount, who };
        return (
          <>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIst(r.createdAt)}</Table.Td>
            <Table.Td>
              <MemberButton who={who} onClick={() => onOpenMember(r.userId)} />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(r.amount)}
            </Table.Td>
            <Table.Td>
              {r.status === 'requested' ? (
                <DecideButtons
                  approve={t('adminEmd.markPaid')}
                  approveAria={t('adminEmd.markPaidOne', { who })}
                  rejectAria={t('adminEmd.rejectOneRefund', { who })}
                  onApprove={() => setAction({ ...base, status: 'paid' })}
                  onReject={() => setAction({ ...base, status: 'rejected' })}
                />
              ) : (
                [r.utr && `UTR ${r.utr}`, r.note].filter(Boolean).join(' · ') || '—'
              )}
            </Table.Td>
          </>
        );
      }}
    >
      <RefundDialog action={action} onClose={() => setAction(null)} />
    </DecisionListSection>
  );
}
