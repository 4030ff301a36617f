import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { eventMessages } from '@neelami/shared/event-messages';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { tm, useTranslation } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { useAcceptTerms } from '../lib/api/accept-terms';
import { notifyError } from '../lib/notify';
import { useRenderedWhenOpened } from '../lib/use-rendered-when-opened';
import { useSessionUser } from '../lib/use-session';

/** The event whose terms are shown. */
export interface TermsEvent {
  _id: string;
  auctionName: string;
  termCondition: string;
}

/** Props of TermsAcceptModal. */
export interface TermsAcceptModalProps {
  /** The event to enter, or null when closed. */
  event: TermsEvent | null;
  onClose: () => void;
}

/** Where the live room of an event is: the admin's room or the members' room (SPEC §2). */
export function liveRoomPath(eventId: string, isAdmin: boolean): string {
  const q = `?eventId=${encodeURIComponent(eventId)}`;
  return isAdmin ? `/admin/liveAuctionAdmin${q}` : `/auction/auctionRoom${q}`;
}

/**
 * The terms popup of the bidding entry flow (SPEC §4): the event's terms, a tick box
 * and Accept. Without the tick it says 'Please accept the terms and conditions.';
 * with it the acceptance is recorded (the server takes the user from the token),
 * the popup closes and the live room opens.
 */
export function TermsAcceptModal(props: TermsAcceptModalProps) {
  // Rendered once asked for: the live list and the live room each hold one, seldom opened.
  const dialog = useRenderedWhenOpened(props.event !== null);
  return dialog.rendered ? <TermsAcceptDialog {...props} opened={dialog.opened} /> : null;
}

function TermsAcceptDialog({ event, onClose, opened }: TermsAcceptModalProps & { opened: boolean }) {
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
      navigate(liveRoomPath(event._id, user?.role === 'Admin'));
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : tm('Something went wrong'));
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
