import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatRupees } from '@neelami/shared/money';
import type { SaleDto } from '@neelami/shared/sales';
import { useTranslation } from '../../i18n/i18n';
import { useSale } from './api/get-sale';
import { Part } from './card-part';
import { CloseShort } from './close-short';
import { DeliveryOrder } from './delivery-order';
import { LiftingForm } from './lifting-form';
import { OfferAnswer } from './offer-answer';
import { PayTo } from './pay-to';
import { PaymentForm } from './payment-form';
import { PaymentsTable } from './payments-table';
import { Figures } from './sale-figures';
import { History } from './sale-history';
import { Liftings } from './sale-liftings';
import { leftToLift, SALE_STATUS_FILL } from './sale-words';
import { TaxInvoice } from './tax-invoice';

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
            {buyer && sale.status === 'awaiting_payment' && sale.outstanding > 0 && (
              <Part title={t('sales.payTo.title')}>
                <PayTo sale={sale} />
              </Part>
            )}
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
                {/* Money reported and not yet confirmed is never asked for again (API.md `toPay`). */}
                {sale.reported > 0 && (
                  <Alert color="yellow" variant="light" data-testid="payment-reported">
                    {t('sales.payForm.reported', { amount: formatRupees(sale.reported) })}
                    {sale.toPay === 0 && ` ${t('sales.payForm.nothingMore')}`}
                  </Alert>
                )}
                {sale.toPay > 0 && (
                  <PaymentForm key={sale.toPay} saleId={sale._id} lotName={sale.lotName} toPay={sale.toPay} />
                )}
              </Part>
            )}
            <Part title={t('sales.deliveryOrder.title')}>
              <DeliveryOrder sale={sale} />
            </Part>
            <Part title={t('sales.taxInvoice.title')}>
              <TaxInvoice sale={sale} />
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
