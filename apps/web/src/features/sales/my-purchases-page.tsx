import { useTranslation } from '../../i18n/i18n';
import { SalesList } from './sales-list';

/**
 * /auction/myPurchases "My Purchases" (API.md "After the award"): the lots the member won, with
 * their figures, the payment form, the delivery order, the liftings and an offered lot's answer.
 */
export function MyPurchasesPage() {
  const { t } = useTranslation();
  return (
    <SalesList
      side="buyer"
      title={t('sales.purchasesTitle')}
      intro={t('sales.purchasesIntro')}
      empty={t('sales.noPurchases')}
    />
  );
}
