import {
  Alert,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDateOnly, formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { SaleDetailDto, SaleDto } from '@neelami/shared/sales';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { failureMessage } from '../../lib/save-feedback';
import { useSale } from './api/get-sale';
import { SaleActions } from './sale-actions';
import { StatusBadge } from './status-badge';

const quantityText = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 3 });

/** One figure: its name above, its value below. */
function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** A small table with a heading, or a line saying it is empty. */
function Section({
  title,
  empty,
  emptyText,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table withTableBorder aria-label={title} fz="sm">
            {children}
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function SaleBody({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  const who = (id: string | null) => {
    if (id === null) return t('adminSales.system');
    if (id === sale.buyer._id) return sale.buyer.name;
    if (sale.owner && id === sale.owner._id) return sale.owner.name;
    // Besides the buyer and the owner, only Admin acts on a sale.
    return t('adminSales.admin');
  };
  const bid =
    sale.bidBasis === 'unit'
      ? t('adminSales.perUnit', { amount: formatRupees(sale.bidAmount), unit: sale.unit })
      : formatRupees(sale.bidAmount);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        <Figure label={t('adminSales.buyer')} value={sale.buyer.name} />
        <Figure label={t('adminSales.owner')} value={sale.owner?.name ?? '—'} />
        <Figure label={t('adminSales.bid')} value={bid} />
        <Figure label={t('adminSales.quantity')} value={`${quantityText(sale.quantity)} ${sale.unit}`} />
        <Figure label={t('adminSales.saleValue')} value={formatRupees(sale.saleValue)} />
        <Figure label={t('adminSales.gst', { rate: sale.gstRate })} value={formatRupees(sale.gst)} />
        <Figure label={t('adminSales.tcs', { rate: sale.tcsRate })} value={formatRupees(sale.tcs)} />
        <Figure label={t('adminSales.total')} value={formatRupees(sale.total)} />
        <Figure label={t('adminSales.emdAdjusted')} value={formatRupees(sale.emdAdjusted)} />
        <Figure label={t('adminSales.balanceDue')} value={formatRupees(sale.balanceDue)} />
        <Figure label={t('adminSales.paid')} value={formatRupees(sale.paid)} />
        <Figure label={t('adminSales.outstanding')} value={formatRupees(sale.outstanding)} />
        <Figure label={t('adminSales.dueDate')} value={formatDateOnly(sale.dueDate)} testId="sale-due-date" />
        <Figure label={t('adminSales.lifted')} value={`${quantityText(sale.lifted)} ${sale.unit}`} />
        {sale.emdForfeited > 0 && (
          <Figure
            label={t('adminSales.emdForfeited')}
            value={formatRupees(sale.emdForfeited)}
            testId="sale-emd-forfeited"
          />
        )}
        {sale.status === 'offered' && sale.offerExpiresOn && (
          <Figure label={t('adminSales.offerExpires')} value={formatDateOnly(sale.offerExpiresOn)} />
        )}
      </SimpleGrid>
      {sale.closedShortReason && (
        <Alert color="gray" title={t('adminSales.closedShort')}>
          {sale.closedShortReason}
        </Alert>
      )}

      <Section
        title={t('adminSales.payments')}
        empty={sale.payments.length === 0}
        emptyText={t('adminSales.noPayments')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminSales.paidOn')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.utr')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('adminSales.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('adminSales.status')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.reported')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.payments.map((p) => (
            <Table.Tr key={p._id}>
              <Table.Td>{formatDateOnly(p.paidOn)}</Table.Td>
              <Table.Td>{p.utr}</Table.Td>
              <Table.Td ta="right">{formatRupees(p.amount)}</Table.Td>
              <Table.Td>{t(`adminSales.paymentStatuses.${p.status}`)}</Table.Td>
              <Table.Td>{formatIst(p.reportedAt)}</Table.Td>
              <Table.Td>{p.note}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Section>

      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('adminSales.deliveryOrder')}
        </Title>
        <Text size="sm" c={sale.deliveryOrder ? undefined : 'dimmed'} data-testid="sale-delivery-order">
          {sale.deliveryOrder
            ? t('adminSales.doLine', {
                number: sale.deliveryOrder.number,
                issued: formatIst(sale.deliveryOrder.issuedAt),
                from: formatDateOnly(sale.deliveryOrder.liftFrom),
                until: formatDateOnly(sale.deliveryOrder.liftUntil),
              })
            : t('adminSales.noDeliveryOrder')}
        </Text>
      </Stack>

      <Section
        title={t('adminSales.liftings')}
        empty={sale.liftings.length === 0}
        emptyText={t('adminSales.noLiftings')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminSales.liftedOn')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('adminSales.quantity')}
            </Table.Th>
            <Table.Th scope="col">{t('adminSales.vehicle')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.recorded')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.liftings.map((l) => (
            <Table.Tr key={l._id}>
              <Table.Td>{formatDateOnly(l.liftedOn)}</Table.Td>
              <Table.Td ta="right">
                {quantityText(l.quantity)} {sale.unit}
              </Table.Td>
              <Table.Td>{l.vehicleNo}</Table.Td>
              <Table.Td>{formatIst(l.recordedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Section>

      <Section title={t('adminSales.history')} empty={sale.history.length === 0} emptyText="—">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminSales.when')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.change')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.who')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.history.map((h) => (
            <Table.Tr key={`${h.at}-${h.from}-${h.to}`}>
              <Table.Td>{formatIst(h.at)}</Table.Td>
              <Table.Td>
                {h.from ? t(`adminSales.statuses.${h.from}`) : t('adminSales.made')} →{' '}
                {t(`adminSales.statuses.${h.to}`)}
              </Table.Td>
              <Table.Td>{who(h.by)}</Table.Td>
              <Table.Td>{h.note}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Section>
    </Stack>
  );
}

/** Props of SaleDetail. */
export interface SaleDetailProps {
  id: string;
  /** The sale made when this one's lot was offered to the next bidder, if any. */
  successorOf: (id: string) => SaleDto | null;
  /** The buyers the lot has had so far (names), so the next bidder is one who has not. */
  lotBuyers: (subEventId: string) => string[];
  onOpen: (id: string) => void;
  onClose: () => void;
}

/** One sale opened: its figures, payments, delivery order, liftings, history and Admin's actions. */
export function SaleDetail({ id, successorOf, lotBuyers, onOpen, onClose }: SaleDetailProps) {
  const { t } = useTranslation();
  const query = useSale(id);
  const sale = query.data;
  const successor = sale ? successorOf(sale._id) : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sale-detail-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="sale-detail-title">
            {sale ? t('adminSales.detailTitle', { no: sale.auctionNo, lot: sale.lotName }) : '…'}
          </Title>
          {sale && <StatusBadge status={sale.status} />}
        </Group>
        <CloseButton onClick={onClose} aria-label={t('adminSales.close')} />
      </Group>
      {query.isLoading && <Skeleton h={200} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {failureMessage(query.error, t('adminSales.loadFailed'))}
        </Alert>
      )}
      {sale && (
        <Stack gap="md">
          <SaleActions
            sale={sale}
            offeredOn={successor !== null}
            hadIt={lotBuyers(sale.subEventId)}
            onOpen={onOpen}
          />
          <SaleBody sale={sale} />
        </Stack>
      )}
    </Paper>
  );
}
