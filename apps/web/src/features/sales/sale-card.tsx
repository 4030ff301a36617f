import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateOnly, formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { SaleDetailDto, SaleDto } from '@neelami/shared/sales';
import { IconFileDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type TFunction, useTranslation } from '../../i18n/i18n';
import { isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAnswerOffer } from './api/answer-offer';
import { useCloseSale } from './api/close-sale';
import { downloadDeliveryOrder } from './api/download-delivery-order';
import { useSale } from './api/get-sale';
import { DecisionModal } from './decision-modal';
import { LiftingForm } from './lifting-form';
import { PaymentForm } from './payment-form';
import { DocumentLink, PaymentsTable } from './payments-table';
import { formatQuantity, leftToLift, SALE_STATUS_FILL } from './sale-words';

/** The sale's figures as rows of a two-column table: what, and how much. */
function figureRows(s: SaleDto, t: TFunction): [string, ReactNode][] {
  const q = { quantity: formatQuantity(s.quantity), unit: s.unit };
  const rows: [string, ReactNode][] = [
    [
      t('sales.figures.bid'),
      s.bidBasis === 'unit'
        ? t('sales.figures.bidUnit', { rate: formatRupees(s.bidAmount), ...q })
        : t('sales.figures.bidLot', { amount: formatRupees(s.bidAmount) }),
    ],
    [t('sales.figures.quantity'), `${q.quantity} ${s.unit}`],
    [t('sales.figures.saleValue'), formatRupees(s.saleValue)],
    [t('sales.figures.gst', { rate: s.gstRate }), formatRupees(s.gst)],
    [t('sales.figures.tcs', { rate: s.tcsRate }), formatRupees(s.tcs)],
    [t('sales.figures.total'), formatRupees(s.total)],
    [
      t('sales.figures.emdAdjusted'),
      s.emdAdjusted > 0 ? `− ${formatRupees(s.emdAdjusted)}` : formatRupees(0),
    ],
    [t('sales.figures.balanceDue'), <strong key="b">{formatRupees(s.balanceDue)}</strong>],
    [t('sales.figures.paid'), formatRupees(s.paid)],
    [t('sales.figures.outstanding'), formatRupees(s.outstanding)],
    [t('sales.figures.dueDate'), formatDateOnly(s.dueDate)],
    [t('sales.figures.lifted'), t('sales.figures.liftedOf', { lifted: formatQuantity(s.lifted), ...q })],
  ];
  if (s.emdForfeited > 0) rows.push([t('sales.figures.emdForfeited'), formatRupees(s.emdForfeited)]);
  return rows;
}

/** The figures of a sale (API.md "Sale figures"): value, GST, TCS, total, EMD, balance, due date. */
function Figures({ sale }: { sale: SaleDto }) {
  const { t } = useTranslation();
  return (
    <Table
      withTableBorder
      aria-label={t('sales.figures.label', { lot: sale.lotName })}
      data-testid="sale-figures"
      layout="fixed"
    >
      <Table.Tbody>
        {figureRows(sale, t).map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The offered bidder accepts or declines a lot offered after a default, after a confirmation. */
function OfferAnswer({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  const answer = useAnswerOffer();
  const [asking, setAsking] = useState<boolean | null>(null);
  const send = async (accept: boolean) => {
    try {
      notifySuccess((await answer.mutateAsync({ saleId: sale._id, accept })).message);
    } catch (err) {
      notifyError(isRefusal(err) ? err.message : t('sales.tryAgain'));
    } finally {
      setAsking(null);
    }
  };
  return (
    <Alert color="orange" variant="light" title={t('sales.status.offered')}>
      <Stack gap="sm">
        <Text size="sm">{t('sales.offer.text', { date: formatDateOnly(sale.offerExpiresOn) })}</Text>
        <Group gap="sm">
          <Button onClick={() => setAsking(true)}>{t('sales.offer.accept')}</Button>
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('sales.offer.decline')}
          </Button>
        </Group>
      </Stack>
      <DecisionModal
        opened={asking !== null}
        title={asking ? t('sales.offer.acceptTitle') : t('sales.offer.declineTitle')}
        text={
          asking
            ? t('sales.offer.acceptText', { lot: sale.lotName, total: formatRupees(sale.total) })
            : t('sales.offer.declineText')
        }
        confirmText={asking ? t('sales.offer.accept') : t('sales.offer.decline')}
        danger={asking === false}
        busy={answer.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => void send(asking === true)}
      />
    </Alert>
  );
}

/** The delivery order once issued: its number, lifting window and the PDF. */
function DeliveryOrder({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const d = sale.deliveryOrder;
  if (!d) return <Text size="sm">{t('sales.deliveryOrder.notYet')}</Text>;
  const download = async () => {
    setBusy(true);
    try {
      await downloadDeliveryOrder(sale._id, `delivery-order-${d.number}.pdf`);
    } catch (err) {
      notifyError(isRefusal(err) ? err.message : t('sales.tryAgain'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Text size="sm" fw={600}>
          {t('sales.deliveryOrder.number', { number: d.number, at: formatIst(d.issuedAt) })}
        </Text>
        <Text size="sm">
          {t('sales.deliveryOrder.window', {
            from: formatDateOnly(d.liftFrom),
            until: formatDateOnly(d.liftUntil),
          })}
        </Text>
      </div>
      <Button
        variant="light"
        loading={busy}
        leftSection={<IconFileDownload size={16} aria-hidden />}
        onClick={() => void download()}
      >
        {t('sales.deliveryOrder.download')}
      </Button>
    </Group>
  );
}

/** The liftings recorded so far. */
function Liftings({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  if (sale.liftings.length === 0) return <Text size="sm">{t('sales.liftings.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={t('sales.liftings.label', { lot: sale.lotName })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sales.liftings.liftedOn')}</Table.Th>
            <Table.Th scope="col">{t('sales.liftings.vehicle')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('sales.liftings.quantity')}
            </Table.Th>
            <Table.Th scope="col">{t('sales.liftings.slip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.liftings.map((l) => (
            <Table.Tr key={l._id} data-testid="sale-lifting">
              <Table.Td>{formatDateOnly(l.liftedOn)}</Table.Td>
              <Table.Td>{l.vehicleNo}</Table.Td>
              <Table.Td ta="right">
                {formatQuantity(l.quantity)} {sale.unit}
              </Table.Td>
              <Table.Td>
                <DocumentLink
                  url={l.slipUrl}
                  text={t('sales.liftings.viewSlip')}
                  none={t('sales.payments.noProof')}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Every status change, oldest first, in IST. */
function History({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t('sales.history.label', { lot: sale.lotName })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sales.history.at')}</Table.Th>
            <Table.Th scope="col">{t('sales.history.change')}</Table.Th>
            <Table.Th scope="col">{t('sales.history.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.history.map((h) => (
            <Table.Tr key={`${h.at}-${h.to}`}>
              <Table.Td>{formatIst(h.at)}</Table.Td>
              <Table.Td>
                {h.from ? `${t(`sales.status.${h.from}`)} → ` : ''}
                {t(`sales.status.${h.to}`)}
              </Table.Td>
              <Table.Td>{h.note}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The owner completes a sale short of its quantity, with a reason. */
function CloseShort({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  const close = useCloseSale();
  const [open, setOpen] = useState(false);
  const send = async (reason: string) => {
    try {
      notifySuccess((await close.mutateAsync({ saleId: sale._id, reason })).message);
      setOpen(false);
    } catch (err) {
      notifyError(isRefusal(err) ? err.message : t('sales.tryAgain'));
    }
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('sales.close.open')}
      </Button>
      <DecisionModal
        opened={open}
        title={t('sales.close.title')}
        text={t('sales.close.text', {
          lifted: formatQuantity(sale.lifted),
          quantity: formatQuantity(sale.quantity),
          unit: sale.unit,
        })}
        confirmText={t('sales.close.submit')}
        danger
        noteLabel={t('sales.close.reason')}
        noteRequired
        noteError={t('sales.required')}
        busy={close.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => void send(reason)}
      />
    </>
  );
}

/** A titled part of the card. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * One sale after the award, as its buyer (My Purchases) or its owner (My Sales) sees it: figures,
 * status in words, the payments (reported by the buyer, decided by the owner), the delivery
 * order, the liftings (recorded by the owner) and the history.
 */
export function SaleCard({ sale: listed }: { sale: SaleDto }) {
  const { t } = useTranslation();
  const detail = useSale(listed._id);
  const sale = detail.data;
  const buyer = listed.role === 'buyer';
  const owner = listed.role === 'owner';
  const canLift = sale && (sale.status === 'delivery_order_issued' || sale.status === 'lifting');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`sale-${listed._id}`}
      data-testid="sale-card"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4" id={`sale-${listed._id}`}>
              {listed.lotName}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sales.auctionLine', { auction: listed.auctionName, no: listed.auctionNo })}
            </Text>
            <Text size="sm">
              {buyer
                ? listed.owner && t('sales.owner', { name: listed.owner.name })
                : t('sales.buyer', { name: listed.buyer.name })}
            </Text>
          </div>
          <Badge
            size="lg"
            variant="filled"
            color={SALE_STATUS_FILL[(sale ?? listed).status]}
            data-testid="sale-status"
          >
            {t(`sales.status.${(sale ?? listed).status}`)}
          </Badge>
        </Group>
        {detail.isError && (
          <Alert color="red" role="alert">
            {t('sales.saleLoadFailed')} {detail.error.message}
          </Alert>
        )}
        <Figures sale={sale ?? listed} />
        {sale?.closedShortReason && (
          <Text size="sm">{t('sales.figures.closedShort', { reason: sale.closedShortReason })}</Text>
        )}
        {!sale ? (
          detail.isPending && <Skeleton h={120} />
        ) : (
          <>
            {buyer && sale.status === 'offered' && <OfferAnswer sale={sale} />}
            <Part title={t('sales.payments.title')}>
              <PaymentsTable
                saleId={sale._id}
                lotName={sale.lotName}
                payments={sale.payments}
                decides={owner}
              />
            </Part>
            {buyer && sale.status === 'awaiting_payment' && sale.outstanding > 0 && (
              <Part title={t('sales.payForm.title')}>
                <PaymentForm
                  key={sale.outstanding}
                  saleId={sale._id}
                  lotName={sale.lotName}
                  outstanding={sale.outstanding}
                />
              </Part>
            )}
            <Part title={t('sales.deliveryOrder.title')}>
              <DeliveryOrder sale={sale} />
            </Part>
            <Part title={t('sales.liftings.title')}>
              <Liftings sale={sale} />
            </Part>
            {owner && canLift && (
              <Part title={t('sales.liftForm.title')}>
                <LiftingForm
                  saleId={sale._id}
                  lotName={sale.lotName}
                  unit={sale.unit}
                  left={leftToLift(sale.quantity, sale.lifted)}
                />
                <Group justify="flex-end">
                  <CloseShort sale={sale} />
                </Group>
              </Part>
            )}
            <Part title={t('sales.history.title')}>
              <History sale={sale} />
            </Part>
          </>
        )}
      </Stack>
    </Card>
  );
}
