import { Anchor, Badge, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { EmdBalanceDto as EmdBalance, EmdEntry } from '@neelami/shared/emd';
import { formatDateOnly, formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { ReactNode } from 'react';
import { BADGE_FILL } from '../../components/tones';
import { type TFunction, t as translate, useTranslation } from '../../i18n/i18n';
import { notifyError } from '../../lib/notify';
import { openStoredFile } from '../../lib/uploads';

const FIGURES: (keyof EmdBalance)[] = ['available', 'held', 'deposited', 'adjusted', 'forfeited', 'refunded'];

/** The six figures of a balance, `available` first. */
export function BalanceFigures({ balance, label }: { balance: EmdBalance | undefined; label: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" aria-label={label} role="list">
      {FIGURES.map((key) => (
        <Paper key={key} withBorder radius="md" p="sm" role="listitem">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`emd.figures.${key}`)}
          </Text>
          <Text
            fw={700}
            fz={{ base: 'lg', sm: 'xl' }}
            c={key === 'available' ? 'teal' : undefined}
            data-testid={`emd-${key}`}
          >
            {balance ? formatRupees(balance[key]) : '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`emd.figures.${key}Hint`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const STATUS_COLOR: Record<EmdEntry['status'], string> = {
  pending: BADGE_FILL.warn,
  requested: BADGE_FILL.warn,
  verified: BADGE_FILL.good,
  paid: BADGE_FILL.good,
  held: BADGE_FILL.good,
  rejected: BADGE_FILL.bad,
  released: BADGE_FILL.neutral,
  adjusted: BADGE_FILL.neutral,
  forfeited: BADGE_FILL.bad,
};

/**
 * How a row moved the available balance: a verified deposit and a release add to it, a hold and
 * a refund (unless rejected) take from it; adjusting or forfeiting a hold takes what it held.
 */
function signOf(e: EmdEntry): '+' | '−' | '' {
  if (e.type === 'release' || (e.type === 'deposit' && e.status === 'verified')) return '+';
  if (e.type === 'hold' || (e.type === 'refund' && e.status !== 'rejected')) return '−';
  return '';
}

/** What a row is about: its lot, UTR, bank, paid-on date, note and proof. */
function details(e: EmdEntry, t: TFunction): ReactNode {
  const parts: ReactNode[] = [];
  if (e.subEventName) parts.push(<span key="lot">{e.subEventName}</span>);
  if (e.utr) parts.push(<span key="utr">{t('emd.utr', { utr: e.utr })}</span>);
  if (e.bank) parts.push(<span key="bank">{e.bank}</span>);
  if (e.paidOn)
    parts.push(
      <span key="paid">{t('emd.paidOnDate', { date: formatDateOnly(e.paidOn.slice(0, 10)) })}</span>,
    );
  if (e.note) parts.push(<span key="note">“{e.note}”</span>);
  if (e.proofUrl) {
    const url = e.proofUrl;
    parts.push(
      <Anchor
        key="proof"
        component="button"
        type="button"
        size="sm"
        onClick={() => void openStoredFile(url).catch(() => notifyError(translate('emd.proofFailed')))}
      >
        {t('emd.proof')}
      </Anchor>,
    );
  }
  if (parts.length === 0) return '—';
  return parts.flatMap((p, i) => (i === 0 ? [p] : [', ', p]));
}

/** Props of LedgerTable. */
export interface LedgerTableProps {
  entries: EmdEntry[];
  label: string;
  /** An extra cell per row (Admin's refund actions). */
  action?: (e: EmdEntry) => ReactNode;
}

/** The ledger, newest first: when (IST), movement, details, status and amount (₹ en-IN). */
export function LedgerTable({ entries, label, action }: LedgerTableProps) {
  const { t } = useTranslation();
  const cols = action ? 6 : 5;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={{ minWidth: 150 }}>
              {t('emd.when')}
            </Table.Th>
            <Table.Th scope="col">{t('emd.movement')}</Table.Th>
            <Table.Th scope="col">{t('emd.details')}</Table.Th>
            <Table.Th scope="col">{t('emd.statusCol')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('emd.amountCol')}
            </Table.Th>
            {action && <Table.Th scope="col">{t('emd.action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={cols}>
                <Text ta="center" c="dimmed" py="sm">
                  {t('emd.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            entries.map((e) => (
              <Table.Tr key={e._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIst(e.createdAt)}</Table.Td>
                <Table.Td>{t(`emd.kind.${e.type}`)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{details(e, t)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[e.status]}>{t(`emd.status.${e.status}`)}</Badge>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {signOf(e)}
                  {formatRupees(e.amount)}
                </Table.Td>
                {action && <Table.Td>{action(e)}</Table.Td>}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
