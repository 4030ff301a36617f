import { Checkbox, Group } from '@mantine/core';
import type { NotifyChannel } from '@neelami/shared/seller';
import { useTranslation } from '../../i18n/i18n';

/** Props of NotifyChoice. */
export interface NotifyChoiceProps {
  value: NotifyChannel[];
  onChange: (v: NotifyChannel[]) => void;
}

/** SPEC §1: the owner tells the bidder by e-mail and/or SMS. */
export function NotifyChoice({ value, onChange }: NotifyChoiceProps) {
  const { t } = useTranslation();
  const toggle = (c: NotifyChannel, on: boolean) =>
    onChange(on ? [...value.filter((x) => x !== c), c] : value.filter((x) => x !== c));
  return (
    <Group gap="md">
      <Checkbox
        label={t('lots.notifyEmail')}
        checked={value.includes('email')}
        onChange={(e) => toggle('email', e.currentTarget.checked)}
      />
      <Checkbox
        label={t('lots.notifySms')}
        checked={value.includes('sms')}
        onChange={(e) => toggle('sms', e.currentTarget.checked)}
      />
    </Group>
  );
}
