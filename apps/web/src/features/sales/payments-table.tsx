import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { formatDateOnly } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { SalePaymentDto } from '@neelami/shared/sales';
import { uploadMessages } from '@neelami/shared/uploads';
import { useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { openStoredFile } from '../../lib/uploads';
import { useDecidePayment } from './api/decide-payment';
import { DecisionModal } from './decision-modal';
import { PAYMENT_STATUS_FILL } from './sale-words';

/** Props of PaymentsTable: the sale's payments, and whether the caller decides them (the owner). */
interface PaymentsTableProps {
  saleId: string;
  lotName: string;
  payments: SalePaymentDto[];
  decides: boolean;
}

/** A document of a row (proof, slip): opened with the session, since documents are private. */
export function DocumentLink({ url, text, none }: { url: string; text: string; none: string }) {
  if (!url) return <>{none}</>;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => void openStoredFile(url).catch(() => notifyError(tm(uploadMessages.failed)))}
    >
      {text}
    </Anchor>
  );
}

/**
 * The payments reported for a sale, with their status; the owner confirms or rejects a pending
 * one (a rejection with a note the buyer sees).
 */
export function PaymentsTable({ saleId, lotName, payments, decides }: PaymentsTableProps) {
  const { t } = useTranslation();
  const decide = useDecidePayment();
  const [asking, setAsking] = useState<{ payment: SalePaymentDto; status: 'confirmed' | 'rejected' } | null>(
    null,
  );

  if (payments.length === 0) return <Text size="sm">{t('sales.payments.none')}</Text>;

  const answer = async (note: string) => {
    if (!asking) return;
    try {
      const res = await decide.mutateAsync({
        saleId,
        paymentId: asking.payment._id,
        status: asking.status,
        ...(note ? { note } : {}),
      });
      notifySuccess(res.message);
    } catch (err) {
      notifyError(isRefusal(err) ? err.message : t('sales.tryAgain'));
    } finally {
      setAsking(null);
    }
  };
  const words = asking && { amount: formatRupees(asking.payment.amount), utr: asking.payment.utr };

  return (
    <>
      <Table.ScrollContainer minWidth={decides ? 720 : 600}>
        <Table striped aria-label={t('sales.payments.label', { lot: lotName })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('sales.payments.paidOn')}</Table.Th>
              <Table.Th scope="col">{t('sales.payments.utr')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('sales.payments.amount')}
              </Table.Th>
              <Table.Th scope="col">{t('sales.payments.status')}</Table.Th>
              <Table.Th scope="col">{t('sales.payments.proof')}</Table.Th>
              {decides && <Table.Th scope="col">{t('sales.payments.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((p) => (
              <Table.Tr key={p._id} data-testid="sale-payment">
                <Table.Td>{formatDateOnly(p.paidOn)}</Table.Td>
                <Table.Td>{p.utr}</Table.Td>
                <Table.Td ta="right">{formatRupees(p.amount)}</Table.Td>
                <Table.Td>
                  <Badge color={PAYMENT_STATUS_FILL[p.status]} variant="filled">
                    {t(`sales.payments.${p.status}`)}
                  </Badge>
                  {p.note && (
                    <Text size="xs" mt={4}>
                      {t('sales.payments.note')}: {p.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <DocumentLink
                    url={p.proofUrl}
                    text={t('sales.payments.viewProof')}
                    none={t('sales.payments.noProof')}
                  />
                </Table.Td>
                {decides && (
                  <Table.Td>
                    {p.status === 'pending' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => setAsking({ payment: p, status: 'confirmed' })}>
                          {t('sales.payments.confirm')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setAsking({ payment: p, status: 'rejected' })}
                        >
                          {t('sales.payments.reject')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DecisionModal
        opened={asking !== null}
        title={
          asking?.status === 'rejected' ? t('sales.payments.rejectTitle') : t('sales.payments.confirmTitle')
        }
        text={
          words
            ? asking?.status === 'rejected'
              ? t('sales.payments.rejectText', words)
              : t('sales.payments.confirmText', words)
            : ''
        }
        confirmText={asking?.status === 'rejected' ? t('sales.payments.reject') : t('sales.payments.confirm')}
        danger={asking?.status === 'rejected'}
        noteLabel={asking?.status === 'rejected' ? t('sales.payments.rejectNote') : undefined}
        noteRequired
        noteError={t('sales.required')}
        busy={decide.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(note) => void answer(note)}
      />
    </>
  );
}
