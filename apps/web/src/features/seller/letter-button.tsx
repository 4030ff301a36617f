import { Button } from '@mantine/core';
import type { SellerSubEvent } from '@neelami/shared/seller';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { notifyError } from '../../lib/notify';
import { downloadLetter } from './api/download-letter';

/** Downloads the letter of acceptance of an authorised lot (for its winner and its owner). */
export function LetterButton({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileDownload size={14} aria-hidden />}
      onClick={() =>
        void downloadLetter(lot).catch((err) =>
          notifyError(err instanceof Error ? err.message : t('common.somethingWentWrong')),
        )
      }
    >
      {t('lots.letter')}
    </Button>
  );
}
