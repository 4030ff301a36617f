import { Badge } from '@mantine/core';
import type { SaleStatusName } from '@neelami/shared/sales';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';

const fill: Record<SaleStatusName, string> = {
  awaiting_payment: BADGE_FILL.warn,
  paid: BADGE_FILL.good,
  delivery_order_issued: BADGE_FILL.good,
  lifting: BADGE_FILL.good,
  completed: BADGE_FILL.neutral,
  defaulted: BADGE_FILL.bad,
  offered: BADGE_FILL.reverse,
  declined: BADGE_FILL.neutral,
  cancelled: BADGE_FILL.neutral,
};

/** A sale's status, in the language shown, with a fill that reads in both themes. */
export function StatusBadge({ status }: { status: SaleStatusName }) {
  const { t } = useTranslation();
  return (
    <Badge color={fill[status]} autoContrast={false} c="white" variant="filled" data-status={status}>
      {t(`adminSales.statuses.${status}`)}
    </Badge>
  );
}
