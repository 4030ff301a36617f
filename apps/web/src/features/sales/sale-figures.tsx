import { Table } from '@mantine/core';
import { formatDateOnly } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { SaleDto } from '@neelami/shared/sales';
import type { ReactNode } from 'react';
import { type TFunction, useTranslation } from '../../i18n/i18n';
import { formatQuantity } from './sale-words';

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
    // Money reported and not yet confirmed is neither paid nor still to pay: it is on its way.
    ...(s.reported > 0
      ? [[t('sales.figures.reported'), formatRupees(s.reported)] as [string, ReactNode]]
      : []),
    [t('sales.figures.outstanding'), formatRupees(s.toPay)],
    [t('sales.figures.dueDate'), formatDateOnly(s.dueDate)],
    [t('sales.figures.lifted'), t('sales.figures.liftedOf', { lifted: formatQuantity(s.lifted), ...q })],
  ];
  if (s.emdForfeited > 0) rows.push([t('sales.figures.emdForfeited'), formatRupees(s.emdForfeited)]);
  return rows;
}

/** The figures of a sale (API.md "Sale figures"): value, GST, TCS, total, EMD, balance, due date. */
export function Figures({ sale }: { sale: SaleDto }) {
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
