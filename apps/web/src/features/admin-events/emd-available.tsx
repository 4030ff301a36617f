import { Text } from '@mantine/core';
import { formatRupees } from '@neelami/shared/money';
import { useTextTones } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';

/** A member's available EMD against the lot's EMD: enough, or short by how much. */
export function EmdAvailable({ available, emdAmount }: { available: number | undefined; emdAmount: number }) {
  const { t } = useTranslation();
  const tones = useTextTones();
  if (available === undefined) return <>{t('adminEvents.emdAvailableWait')}</>;
  const short = emdAmount - available;
  return (
    <Text span size="xs" c={short > 0 ? tones.error : tones.success} fw={600} data-testid="emd-available">
      {t('adminEvents.emdAvailable', { amount: formatRupees(available) })}
      {short > 0 ? ` ${t('adminEvents.shortBy', { amount: formatRupees(short) })}` : ''}
    </Text>
  );
}
