import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t, useTranslation } from '../../i18n/i18n';
import { downloadMyReceipts } from './receipts';

/** Props of ReceiptsButton. */
export interface ReceiptsButtonProps {
  subEventId: string;
  lotName: string;
}

/** "Download my receipts" (API.md "Bid receipts"): the member's receipts on the lot as a JSON file for `/verify`. */
export function ReceiptsButton({ subEventId, lotName }: ReceiptsButtonProps) {
  useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadMyReceipts(subEventId, lotName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={2} align="center">
      <Button size="xs" variant="light" loading={busy} onClick={() => void download()}>
        {t('room.downloadReceipts')}
      </Button>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t('room.receiptsFailed')}
        </Text>
      )}
    </Stack>
  );
}
