import { Alert, Stack, Text } from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { Banner } from './banners';

/** Props of RoomBanners. */
export interface RoomBannersProps {
  banners: Banner[];
  onDismiss: (id: string) => void;
  /** On a phone: one or two lines each (a tap shows the whole text), so the first lot stays in view. */
  compact?: boolean;
}

/** Flash messages of the event and the admin's broadcasts, as banners (SPEC §2 "Live room"). */
export function RoomBanners({ banners, onDismiss, compact = false }: RoomBannersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  if (banners.length === 0) return null;
  const title = (b: Banner) => (b.kind === 'admin' ? t('banners.fromAuctioneer') : t('banners.notice'));
  return (
    <Stack gap={compact ? 4 : 'xs'} aria-live="polite" data-testid="room-banners">
      {banners.map((b) => {
        const whole = !compact || open.has(b.id);
        return (
          <Alert
            key={b.id}
            color={b.kind === 'admin' ? 'saffron' : 'steel'}
            variant="light"
            p={compact ? 6 : undefined}
            icon={compact ? undefined : <IconSpeakerphone size={18} aria-hidden />}
            title={compact ? undefined : title(b)}
            withCloseButton
            closeButtonLabel={t('banners.dismiss')}
            onClose={() => onDismiss(b.id)}
          >
            <Text
              size={compact ? 'xs' : 'sm'}
              lineClamp={whole ? undefined : 2}
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                cursor: whole ? undefined : 'pointer',
              }}
              onClick={whole ? undefined : () => setOpen((s) => new Set(s).add(b.id))}
              title={whole ? undefined : t('banners.showWhole')}
            >
              {compact && (
                <Text span fw={700} size="xs">
                  {title(b)}:{' '}
                </Text>
              )}
              {b.message}
            </Text>
            {b.kind === 'admin' && !compact && (
              <Text size="xs" c="dimmed" mt={4}>
                {formatIstWithSeconds(b.at)}
              </Text>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
