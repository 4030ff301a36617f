import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { PayeeAccountOfMember, PayeeStatus } from '@neelami/shared/bank-account';
import { formatIst } from '@neelami/shared/ist';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { BankAccountCard } from '../../components/bank-account-card';
import { useTranslation } from '../../i18n/i18n';
import { failed, saved } from '../../lib/save-feedback';
import { useDecidePayeeAccount, usePayeeAccounts } from './api/payee-accounts';

const COLOR: Record<PayeeStatus, string> = { pending: 'orange', verified: 'green', rejected: 'red' };

/** One seller's payee account, with Verify and Reject while it awaits Admin. */
function PayeeCard({ p, onReject }: { p: PayeeAccountOfMember; onReject: () => void }) {
  const { t } = useTranslation();
  const decide = useDecidePayeeAccount();
  const name = p.memberName || p.memberEmail;
  const verify = async () => {
    try {
      const res = await decide.mutateAsync({ userId: p.userId, status: 'verified', accountId: p._id });
      saved(res.message);
    } catch (e) {
      failed(e);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t('payees.of', { name })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {p.memberEmail}
            </Text>
          </div>
          <Badge color={COLOR[p.status]} variant="light">
            {t(`payees.status.${p.status}`)}
          </Badge>
        </Group>
        <BankAccountCard account={p} qr={false} />
        <Text size="xs" c="dimmed">
          {t('payees.submitted', { at: formatIst(p.submittedAt) })}
          {p.decidedAt && ` · ${t('payees.decided', { at: formatIst(p.decidedAt) })}`}
        </Text>
        {p.note && <Text size="sm">{t('payees.note', { note: p.note })}</Text>}
        {p.status === 'pending' && (
          <Group justify="flex-end" gap="xs">
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onReject}
              aria-label={t('payees.rejectOf', { name })}
            >
              {t('payees.reject')}
            </Button>
            <Button
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={decide.isPending}
              onClick={() => void verify()}
              aria-label={t('payees.verifyOf', { name })}
            >
              {t('payees.verify')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Asks for the reason of a rejection, which the seller sees on its profile. */
function RejectModal({ p, onClose }: { p: PayeeAccountOfMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecidePayeeAccount();
  const [note, setNote] = useState('');
  const name = p ? p.memberName || p.memberEmail : '';
  const reject = async () => {
    if (!p) return;
    try {
      const res = await decide.mutateAsync({ userId: p.userId, status: 'rejected', note, accountId: p._id });
      saved(res.message);
      setNote('');
      onClose();
    } catch (e) {
      failed(e);
    }
  };
  return (
    <Modal opened={p !== null} onClose={onClose} title={t('payees.rejectTitle', { name })} centered>
      <Stack>
        <Textarea
          label={t('payees.reason')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payees.cancel')}
          </Button>
          <Button color="red" loading={decide.isPending} onClick={() => void reject()}>
            {t('payees.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Verify User Detail's payee accounts (API.md "Where money goes"): each seller's latest account,
 * those awaiting Admin first; Verify and Reject decide the very version shown (a newer one is
 * refused by the server, and the list is read again).
 */
export function PayeeAccountsSection() {
  const { t } = useTranslation();
  const list = usePayeeAccounts();
  const [show, setShow] = useState<'pending' | 'all'>('pending');
  const [rejecting, setRejecting] = useState<PayeeAccountOfMember | null>(null);
  const all = list.data ?? [];
  const pending = all.filter((p) => p.status === 'pending');
  const shown = show === 'pending' ? pending : all;
  return (
    <Stack gap="sm" component="section" aria-labelledby="payees-title" mt="lg">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="payees-title">
          {t('payees.title')}
        </Title>
        <SegmentedControl
          aria-label={t('payees.show')}
          value={show}
          onChange={(v) => setShow(v as typeof show)}
          data={[
            { value: 'pending', label: t('payees.awaiting', { n: pending.length }) },
            { value: 'all', label: t('payees.all') },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('payees.intro')}
      </Text>
      {list.isError && (
        <Alert color="red" role="alert">
          {t('payees.failed')}
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton h={160} />
      ) : shown.length === 0 ? (
        <Text size="sm">
          {show === 'pending' && all.length > 0 ? t('payees.none') : t('payees.noneAtAll')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {shown.map((p) => (
            <PayeeCard key={p._id} p={p} onReject={() => setRejecting(p)} />
          ))}
        </SimpleGrid>
      )}
      <RejectModal p={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
