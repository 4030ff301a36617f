import { Alert, Stack, Text } from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { Banner } from './banners';

/** Props of RoomBanners. */
export interface RoomBannersProps {
  banners: Banner[];
  onDismiss: (id: string) => void;
}

/** Flash messages of the event and the admin's broadcasts, as banners (SPEC §2 "Live room"). */
export function RoomBanners({ banners, onDismiss }: RoomBannersProps) {
  if (banners.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite" data-testid="room-banners">
      {banners.map((b) => (
        <Alert
          key={b.id}
          color={b.kind === 'admin' ? 'saffron' : 'steel'}
          variant="light"
          icon={<IconSpeakerphone size={18} aria-hidden />}
          title={b.kind === 'admin' ? 'Message from the auctioneer' : 'Notice'}
          withCloseButton
          closeButtonLabel="Dismiss message"
          onClose={() => onDismiss(b.id)}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {b.message}
          </Text>
          {b.kind === 'admin' && (
            <Text size="xs" c="dimmed" mt={4}>
              {formatIstWithSeconds(b.at)}
            </Text>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
