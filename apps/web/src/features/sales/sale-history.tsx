import { Table } from '@mantine/core';
import { formatIst } from '@neelami/shared/ist';
import type { SaleDetailDto } from '@neelami/shared/sales';
import { useTranslation } from '../../i18n/i18n';

/** Every status change, oldest first, in IST. */
export function History({ sale }: { sale: SaleDetailDto }) {
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
