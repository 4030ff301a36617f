import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { formatIstWithSeconds, isoToIstWall, istWallToIso } from '@neelami/shared/ist';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { serverClock } from '../../lib/connection';
import { useRenderedWhenOpened } from '../../lib/use-rendered-when-opened';

/** Props of SelectBidTimeModal. */
export interface SelectBidTimeModalProps {
  opened: boolean;
  lotName: string;
  /** The current closing time (epoch ms). */
  endsAt: number;
  onConfirm: (endsAtIso: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * SPEC §6 Admin: change a sub-event's bid end time with a date and time dialog
 * ('Select Bid Time', Yes and Cancel). The picker shows Indian time in the spec's format
 * month/day/year h:mm am/pm (SPEC §9), whatever the browser's time zone. Every lot's row of the
 * admin's room has one; it is rendered once opened (useRenderedWhenOpened).
 */
export function SelectBidTimeModal(props: SelectBidTimeModalProps) {
  const dialog = useRenderedWhenOpened(props.opened);
  return dialog.rendered ? <SelectBidTimeDialog {...props} opened={dialog.opened} /> : null;
}

function SelectBidTimeDialog({ opened, lotName, endsAt, onConfirm, onClose }: SelectBidTimeModalProps) {
  const { t, language } = useTranslation();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setValue(Number.isFinite(endsAt) ? isoToIstWall(new Date(endsAt).toISOString()) : null);
      setError(null);
    }
  }, [opened, endsAt]);

  const confirm = async () => {
    const at = Date.parse(istWallToIso(value) ?? '');
    if (!Number.isFinite(at)) {
      setError(t('adminRoom.validTime'));
      return;
    }
    if (at <= serverClock.now()) {
      setError(t('adminRoom.futureTime'));
      return;
    }
    setBusy(true);
    const ok = await onConfirm(new Date(at).toISOString());
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('adminRoom.selectBidTime')} centered>
      <Stack>
        <Text size="sm">{t('adminRoom.endsNow', { lot: lotName, time: formatIstWithSeconds(endsAt) })}</Text>
        <DateTimePicker
          label={t('adminRoom.newEnd')}
          valueFormat="MM/DD/YYYY hh:mm A"
          locale={language}
          timePickerProps={{ format: '12h' }}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          minDate={isoToIstWall(new Date(serverClock.now()).toISOString())?.slice(0, 10)}
          dropdownType="popover"
          popoverProps={{ withinPortal: true, zIndex: 400 }}
          error={error}
          data-testid="bid-time-picker"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('grid.cancel')}
          </Button>
          <Button onClick={confirm} loading={busy}>
            {t('adminRoom.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
