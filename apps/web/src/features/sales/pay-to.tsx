import { Alert, Stack, Text } from '@mantine/core';
import type { SaleDetailDto } from '@neelami/shared/sales';
import { BankAccountCard } from '../../components/bank-account-card';
import { useTranslation } from '../../i18n/i18n';
import { saleReference } from './sale-words';

/**
 * Where the buyer pays (API.md "Where money goes"): the owner's payee account, verified by Admin,
 * with copy buttons and a UPI QR code filled in with what is still to pay and the sale's reference;
 * without a verified account, the warning not to pay yet.
 */
export function PayTo({ sale }: { sale: SaleDetailDto }) {
  const { t } = useTranslation();
  if (!sale.payee) {
    return (
      <Alert color="red" role="alert" data-testid="payee-missing">
        {t('sales.payTo.none')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('sales.payTo.hint')}
      </Text>
      <BankAccountCard
        account={sale.payee}
        upi={{ amount: sale.outstanding, note: saleReference(sale) }}
        testId="sale-payee"
      />
    </Stack>
  );
}
