import { Table, Text } from '@mantine/core';
import { formatDateOnly } from '@neelami/shared/ist';
import type { SaleDetailDto } from '@neelami/shared/sales';
import { useTranslation } from '../../i18n/i18n';
import { DocumentLink } from './payments-table';
import { formatQuantity } from './sale-words';

/** The liftings recorded so far. */
export function Liftings({ sale }: { sale: SaleDetailDto }) {
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
