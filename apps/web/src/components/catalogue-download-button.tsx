import { Button, Popover, Text } from '@mantine/core';
import { eventMessages } from '@neelami/shared/event-messages';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { tm, useTranslation } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { downloadCatalogue } from '../lib/api/download-catalogue';
import { notifyError } from '../lib/notify';
import { useSessionUser } from '../lib/use-session';

/** Props of CatalogueDownloadButton. */
export interface CatalogueDownloadButtonProps {
  eventId: string;
  auctionName: string;
  size?: 'xs' | 'sm' | 'md';
}

/** Why the stored user may not download, or null when the server should be asked (SPEC §6 terms). */
function reasonNot(user: ReturnType<typeof useSessionUser>): string | null {
  if (!user) return eventMessages.catalogueLogin;
  if (user.role === 'Admin') return null;
  if (!user.isVerified) return eventMessages.catalogueNotVerified;
  if (!user.membertype?.trim()) return eventMessages.catalogueNoMembership;
  return null;
}

/**
 * Downloads an event's catalogue PDF (its lots, quantities, start values, steps,
 * inspection date and terms). SPEC §6 terms: only paid members may; the server
 * checks, and a member who may not is told why instead of getting a file.
 */
export function CatalogueDownloadButton({ eventId, auctionName, size = 'xs' }: CatalogueDownloadButtonProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [busy, setBusy] = useState(false);
  const [why, setWhy] = useState<string | null>(null);

  const download = async () => {
    const reason = reasonNot(user);
    if (reason) {
      setWhy(tm(reason));
      return;
    }
    setBusy(true);
    try {
      await downloadCatalogue(eventId);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'FORBIDDEN') setWhy(err.message);
      else notifyError(err instanceof ApiError ? err.message : tm('Something went wrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover opened={why !== null} onChange={(o) => !o && setWhy(null)} width={280} withArrow shadow="md">
      <Popover.Target>
        <Button
          size={size}
          variant="light"
          leftSection={<IconFileDownload size={14} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
          aria-label={t('lists.catalogueOf', { name: auctionName })}
        >
          {t('lists.catalogue')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" role="alert">
          {why}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
