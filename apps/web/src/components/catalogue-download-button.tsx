import { Box, Button } from '@mantine/core';
import { eventMessages } from '@neelami/shared/event-messages';
import { messages } from '@neelami/shared/messages';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { tm, useTranslation } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { downloadCatalogue } from '../lib/api/download-catalogue';
import { lazyPart, usePart } from '../lib/lazy-part';
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
  const code = usePart(whyPart, why !== null, () => setWhy(null));

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
      else notifyError(err instanceof ApiError ? err.message : tm(messages.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box pos="relative" display="inline-flex">
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
      {why !== null && code && <code.CatalogueWhy why={why} onClose={() => setWhy(null)} />}
    </Box>
  );
}

/** The reason's popover (catalogue-why.tsx, with Mantine's Popover): its code comes when first needed. */
const whyPart = lazyPart(() => import('./catalogue-why'));
