import { Alert, Button, Container, Paper, Select, Skeleton, Table, Text, Title } from '@mantine/core';
import { formatDateOnly } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { SaleDto } from '@neelami/shared/sales';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { failureMessage } from '../../lib/save-feedback';
import { useAdminSales } from './api/get-admin-sales';
import { useSaleEvents } from './api/get-sale-events';
import { SaleDetail } from './sale-detail';
import { StatusBadge } from './status-badge';

/** The list of an event's sales: lot, buyer, status, total, outstanding, due date. */
function SalesTable({
  sales,
  openId,
  onOpen,
}: {
  sales: SaleDto[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('adminSales.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminSales.lot')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.buyer')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('adminSales.total')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('adminSales.outstanding')}
            </Table.Th>
            <Table.Th scope="col">{t('adminSales.dueDate')}</Table.Th>
            <Table.Th scope="col">{t('adminSales.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.map((s) => (
            <Table.Tr
              key={s._id}
              data-testid="sale-row"
              data-open={s._id === openId || undefined}
              bg={s._id === openId ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                #{s.auctionNo} {s.lotName}
                {s.previousSaleId && (
                  <Text size="xs" c="dimmed">
                    {t('adminSales.offeredFrom')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{s.buyer.name}</Table.Td>
              <Table.Td>
                <StatusBadge status={s.status} />
              </Table.Td>
              <Table.Td ta="right">{formatRupees(s.total)}</Table.Td>
              <Table.Td ta="right">{formatRupees(s.outstanding)}</Table.Td>
              <Table.Td>{formatDateOnly(s.dueDate)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onOpen(s._id)}
                  aria-label={t('adminSales.openSale', {
                    lot: `#${s.auctionNo} ${s.lotName} (${s.buyer.name})`,
                  })}
                >
                  {t('adminSales.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/sales (API.md "After the award"): choose an event, see every sale of it, open one for
 * its payments, delivery order, liftings and history (the event and sale are kept in the address); default a sale whose due date has passed
 * and offer a defaulted or declined lot to the next-ranked bidder.
 */
export function AdminSalesPage() {
  const { t } = useTranslation();
  const events = useSaleEvents();
  // The event and the sale opened are in the address (?eventId=…&saleId=…), so a link keeps them.
  const [params, setParams] = useSearchParams();
  const eventId = params.get('eventId');
  const openId = params.get('saleId');
  const show = (event: string | null, sale: string | null) =>
    setParams(
      {
        ...(event ? { eventId: event } : {}),
        ...(sale ? { saleId: sale } : {}),
      },
      { replace: true },
    );
  const setOpenId = (sale: string | null) => show(eventId, sale);
  const sales = useAdminSales(eventId);
  const list = sales.data ?? [];

  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('adminSales.title')}</Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {t('adminSales.intro')}
      </Text>
      <Paper withBorder p="md" radius="md" mb="md">
        <Select
          label={t('adminSales.event')}
          placeholder={events.isLoading ? t('adminSales.loadingEvents') : t('adminSales.chooseEvent')}
          data={(events.data ?? []).map((e) => ({ value: e._id, label: e.auctionName }))}
          value={eventId}
          onChange={(v) => show(v, null)}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('adminSales.noEvents')}
          maw={520}
        />
        {events.isError && (
          <Alert color="red" mt="sm" role="alert">
            {failureMessage(events.error, t('adminSales.loadFailed'))}
          </Alert>
        )}
      </Paper>

      {!eventId && (
        <Text c="dimmed" ta="center" py="xl">
          {t('adminSales.pickEvent')}
        </Text>
      )}
      {eventId && sales.isLoading && <Skeleton h={120} />}
      {sales.isError && (
        <Alert color="red" role="alert">
          {failureMessage(sales.error, t('adminSales.loadFailed'))}
        </Alert>
      )}
      {eventId && sales.data && list.length === 0 && (
        <Alert color="blue" variant="light">
          {t('adminSales.none')}
        </Alert>
      )}
      {list.length > 0 && (
        <Paper withBorder radius="md" mb="md">
          <SalesTable sales={list} openId={openId} onOpen={setOpenId} />
        </Paper>
      )}
      {openId && list.some((s) => s._id === openId) && (
        <SaleDetail
          id={openId}
          successorOf={(id) => list.find((s) => s.previousSaleId === id) ?? null}
          lotBuyers={(subEventId) => list.filter((s) => s.subEventId === subEventId).map((s) => s.buyer.name)}
          onOpen={setOpenId}
          onClose={() => setOpenId(null)}
        />
      )}
    </Container>
  );
}
