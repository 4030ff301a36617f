import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { eventMessages } from '@neelami/shared/event-messages';
import { messages } from '@neelami/shared/messages';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { tm, useTranslation } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { useAcceptTerms } from '../lib/api/accept-terms';
import { notifyError } from '../lib/notify';
import { useSessionUser } from '../lib/use-session';
import { liveRoomPath, type TermsAcceptModalProps } from './terms-event';

/** The terms popup itself (terms-accept-modal.tsx renders it once asked for, its code fetched then). */
export function TermsAcceptDialog({
  event,
  onClose,
  onAccepted,
  opened,
}: TermsAcceptModalProps & { opened: boolean }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [ticked, setTicked] = useState(false);
  const [saving, setSaving] = useState(false);

  // Every opening starts unticked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever another event opens
  useEffect(() => setTicked(false), [event?._id]);

  const acceptTerms = useAcceptTerms();
  const accept = async () => {
    if (!event) return;
    if (!ticked) {
      notifyError(tm(eventMessages.acceptTerms));
      return;
    }
    setSaving(true);
    try {
      // SPEC §7 sends eventId and userId; the server ignores userId and uses the session.
      await acceptTerms.mutateAsync({ eventId: event._id, userId: user?._id });
      onClose();
      if (onAccepted) onAccepted();
      else navigate(liveRoomPath(event._id, user?.role === 'Admin'));
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : tm(messages.somethingWentWrong));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={event ? t('terms.titleOf', { name: event.auctionName }) : t('terms.title')}
      size="lg"
      centered
    >
      {event && (
        <Stack>
          <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="terms-text">
              {event.termCondition}
            </Text>
          </ScrollArea.Autosize>
          <Checkbox
            label={t('terms.accept')}
            checked={ticked}
            onChange={(e) => setTicked(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => void accept()}
              loading={saving}
              leftSection={<IconCheck size={16} aria-hidden />}
            >
              {t('common.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
