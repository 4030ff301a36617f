import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { EmdDeposit, EmdEntry } from '@neelami/shared/emd';
import { formatDateOnly, formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import { useState } from 'react';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { useMemberLedger } from '../../lib/api/get-member-emd-ledger';
import { userLabel, useUsersByRole } from '../../lib/api/get-users-by-role';
import { notifyError } from '../../lib/notify';
import { failed, saved } from '../../lib/save-feedback';
import { openStoredFile } from '../../lib/uploads';
import { useDecideDeposit } from './api/decide-deposit';
import { useDecideRefund } from './api/decide-refund';
import { useDeposits } from './api/get-deposits';
import { useRefunds } from './api/get-refunds';
import { DecideButtons, DecisionListSection, MemberButton } from './decision-list';
import { BalanceFigures, LedgerTable } from './ledger-view';

type DepositAction = { deposit: EmdDeposit; status: 'verified' | 'rejected' };
type RefundAction = { id: string; amount: number; who: string | null; status: 'paid' | 'rejected' };

/** The verify / reject dialog of a reported deposit, with an optional note to the member. */
function DepositDialog({ action, onClose }: { action: DepositAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const decide = useDecideDeposit();
  const d = action?.deposit;
  const verify = action?.status === 'verified';
  const confirm = async () => {
    if (!action || !d) return;
    try {
      await decide.mutateAsync({
        id: d._id,
        status: action.status,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      saved(verify ? t('adminEmd.depositVerified') : t('adminEmd.depositRejected'));
      setNote('');
      onClose();
    } catch (err) {
      failed(err);
    }
  };
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={verify ? t('adminEmd.verifyDeposit') : t('adminEmd.rejectDeposit')}
    >
      {d && (
        <Stack gap="sm">
          <Text size="sm">
            {t('adminEmd.depositLine', {
              who: d.memberName || d.memberEmail,
              amount: formatRupees(d.amount),
              utr: d.utr,
            })}
            {d.paidOn ? t('adminEmd.paidOnPart', { date: formatDateOnly(d.paidOn.slice(0, 10)) }) : ''}.
          </Text>
          <Text size="sm" c="dimmed">
            {verify ? t('adminEmd.verifyHint') : t('adminEmd.rejectHint')}
          </Text>
          <Textarea
            label={verify ? t('adminEmd.noteOptional') : t('adminEmd.reasonOptional')}
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminEmd.cancel')}
            </Button>
            <Button
              color={verify ? BADGE_FILL.good : 'red'}
              loading={decide.isPending}
              onClick={() => void confirm()}
            >
              {verify ? t('adminEmd.verify') : t('adminEmd.reject')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The pay / reject dialog of a refund request: a paid refund needs the transfer's UTR. */
function RefundDialog({ action, onClose }: { action: RefundAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideRefund();
  const pay = action?.status === 'paid';
  const confirm = async () => {
    if (!action) return;
    if (pay && !utr.trim()) {
      setError(t('adminEmd.required'));
      return;
    }
    try {
      await decide.mutateAsync({
        id: action.id,
        status: action.status,
        ...(pay ? { utr: utr.trim().toUpperCase() } : {}),
      });
      saved(pay ? t('adminEmd.refundPaid') : t('adminEmd.refundRejected'));
      setUtr('');
      setError(null);
      onClose();
    } catch (err) {
      if (err instanceof Error && 'errors' in err)
        setError((err.errors as Record<string, string>).utr ?? null);
      failed(err);
    }
  };
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={pay ? t('adminEmd.markRefundPaid') : t('adminEmd.rejectRefund')}
    >
      {action && (
        <Stack gap="sm">
          <Text size="sm">
            {action.who
              ? t('adminEmd.refundOfTo', { amount: formatRupees(action.amount), who: action.who })
              : t('adminEmd.refundOf', { amount: formatRupees(action.amount) })}
          </Text>
          {pay && (
            <TextInput
              label={t('adminEmd.refundUtr')}
              withAsterisk
              value={utr}
              onChange={(e) => setUtr(e.currentTarget.value)}
              error={error}
              autoComplete="off"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminEmd.cancel')}
            </Button>
            <Button
              color={pay ? BADGE_FILL.good : 'red'}
              loading={decide.isPending}
              onClick={() => void confirm()}
            >
              {pay ? t('adminEmd.markPaid') : t('adminEmd.reject')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

const STATUSES = ['pending', 'verified', 'rejected'] as const;

/** Reported deposits of one status; pending ones with Verify and Reject. */
function DepositsSection({ onOpenMember }: { onOpenMember: (userId: string) => void }) {
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

const refundOf = (e: EmdEntry) => ({ id: e._id, amount: e.amount, who: null });

const REFUND_STATUSES = ['requested', 'paid', 'rejected'] as const;

/** Members' refund requests; requested ones are marked paid (with the transfer's UTR) or rejected. */
function RefundsSection({ onOpenMember }: { onOpenMember: (userId: string) => void }) {
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

/** Any member's ledger; a requested refund can be marked paid (with its UTR) or rejected here. */
function MemberLedgerSection({
  userId,
  onChange,
}: {
  userId: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const buyers = useUsersByRole('Buyer');
  const sellers = useUsersByRole('Seller');
  const guests = useUsersByRole('Guest');
  const ledger = useMemberLedger(userId);
  const [action, setAction] = useState<RefundAction | null>(null);
  const options = [
    { group: t('adminEmd.buyers'), items: buyers.data ?? [] },
    { group: t('adminEmd.sellers'), items: sellers.data ?? [] },
    { group: t('adminEmd.guests'), items: guests.data ?? [] },
  ]
    .filter((g) => g.items.length > 0)
    .map((g) => ({ group: g.group, items: g.items.map((u) => ({ value: u._id, label: userLabel(u) })) }));
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
