import { useTranslation } from '../../i18n/i18n';
import { userLabel, useUsersByRole } from '../../lib/api/get-users-by-role';

/** The members whose EMD ledger Admin can open, grouped as buyers, sellers and guests (empty groups left out). */
export function useMemberOptions() {
  const { t } = useTranslation();
  const buyers = useUsersByRole('Buyer');
  const sellers = useUsersByRole('Seller');
  const guests = useUsersByRole('Guest');
  return [
    { group: t('adminEmd.buyers'), items: buyers.data ?? [] },
    { group: t('adminEmd.sellers'), items: sellers.data ?? [] },
    { group: t('adminEmd.guests'), items: guests.data ?? [] },
  ]
    .filter((g) => g.items.length > 0)
    .map((g) => ({ group: g.group, items: g.items.map((u) => ({ value: u._id, label: userLabel(u) })) }));
}
