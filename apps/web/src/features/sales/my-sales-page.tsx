import { useTranslation } from '../../i18n/i18n';
import { SalesList } from './sales-list';

/**
 * /auction/mySales "My Sales" (API.md "After the award"): the sales of the member's own lots (the
 * seller of a forward lot, the buyer who owns a reverse one): confirm or reject payments, record
 * liftings, close a sale short, download the delivery order.
 */
export function MySalesPage() {
  const { t } = useTranslation();
  return (
    <SalesList
      side="owner"
      title={t('sales.salesTitle')}
      intro={t('sales.salesIntro')}
      empty={t('sales.noSales')}
    />
  );
}
