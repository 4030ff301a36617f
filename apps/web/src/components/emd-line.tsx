import { Anchor, Group, Text } from '@mantine/core';
import { formatRupees } from '@neelami/shared/money';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n';
import type { LotHold } from '../lib/emd-holds';
import { useTextTones } from './tones';

/** Props of EmdLine. */
export interface EmdLineProps {
  /** The lot's EMD in rupees (0 = none); undefined when the screen does not know it. */
  emdAmount: number | undefined;
  /** The member's hold on this lot, from its ledger. */
  hold: LotHold | undefined;
}

/**
 * One short line on a member's lot: the lot's EMD and whether the member's hold is in place (a bid
 * on a lot with an EMD needs it). Nothing when neither the EMD nor a hold is known.
 */
export function EmdLine({ emdAmount, hold }: EmdLineProps) {
  const tones = useTextTones();
  const { t } = useTranslation();
  const held = hold?.state === 'held';
  const amount = emdAmount ?? hold?.amount;
  if (amount === undefined) return null;
  if (amount === 0 && !held) {
    return (
      <Text size="xs" c="dimmed" data-testid="emd-line" data-emd-state="none">
        {t('emd.line.none')}
      </Text>
    );
  }
  if (held) {
    return (
      <Group gap={4} wrap="nowrap" data-testid="emd-line" data-emd-state="held">
        <IconShieldCheck size={14} color={tones.success} aria-hidden />
        <Text size="xs" c={tones.success}>
          {t('emd.line.held', { amount: formatRupees(amount) })}
        </Text>
      </Group>
    );
  }
  if (hold) {
    // The lot has closed (released) or been sold (adjusted, forfeited): the hold has ended.
    return (
      <Text size="xs" c="dimmed" data-testid="emd-line" data-emd-state={hold.state}>
        {t('emd.line.ended', { amount: formatRupees(amount), state: t(`emd.status.${hold.state}`) })}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" data-testid="emd-line" data-emd-state="missing">
      <IconAlertTriangle size={14} color={tones.warn} aria-hidden />
      <Text size="xs" c={tones.warn}>
        {t('emd.line.missing', { amount: formatRupees(amount) })}{' '}
        <Anchor component={Link} to="/profile/emd" size="xs" c={tones.warn} td="underline">
          {t('emd.line.myEmd')}
        </Anchor>
      </Text>
    </Group>
  );
}
