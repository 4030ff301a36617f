import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { NotifyChannel, SellerBid, SellerSubEvent } from '@neelami/shared/seller';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { formatBid, formatRate } from '../../lib/bid-amount';
import { IntegrityReason, type IntegrityReview } from './integrity-reason';
import { channelsText, withBold } from './seller-text';

/** Props of AuthoriseConfirmModal. */
export interface AuthoriseConfirmModalProps {
  lot: SellerSubEvent;
  leader: SellerBid;
  /** The decision asked about; null when the dialog is closed. */
  authorized: boolean | null;
  notify: NotifyChannel[];
  pending: boolean;
  /** The lot is flagged (the server's 409 INTEGRITY_REVIEW): its message, and the reason to send. */
  review: IntegrityReview | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The owner's decision binds and is mailed and texted to the bidder at once, so it is confirmed
 * first, naming the winner, the lot and the amount.
 */
export function AuthoriseConfirmModal({
  lot,
  leader,
  authorized,
  notify,
  pending,
  review,
  onConfirm,
  onClose,
}: AuthoriseConfirmModalProps) {
  const { t } = useTranslation();
  const who = leader.bidder?.name ?? leader.bidderLabel;
  const amount = formatRate(leader.amount, lot);
  const channels = channelsText(t, notify);
  const verb = authorized ? t('lots.authorise') : t('lots.unauthorise');
  return (
    <Modal
      opened={authorized !== null}
      onClose={onClose}
      title={authorized ? t('lots.authoriseTitle') : t('lots.refuseTitle')}
      centered
    >
      <Stack data-testid="authorise-confirm">
        <Text size="sm">
          {withBold(
            t(authorized ? 'lots.confirmAuthorise' : 'lots.confirmRefuse', {
              who,
              email: leader.bidder ? ` (${leader.bidder.email})` : '',
              rank: lot.direction === 'reverse' ? t('lots.lowest') : t('lots.highest'),
              no: lot.auctionNo,
              name: lot.name,
              amount: formatBid(leader.amount, lot),
            }),
          )}
        </Text>
        <Text size="sm">
          {channels ? t('lots.toldBy', { who, channels }) : t('lots.notTold', { who })}{' '}
          {authorized ? t('lots.letterIssued') : ''}
        </Text>
        {review && <IntegrityReason review={review} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('lots.back')}
          </Button>
          <Button
            color={authorized ? BADGE_FILL.good : BADGE_FILL.warn}
            loading={pending}
            disabled={review !== null && review.reason.trim() === ''}
            onClick={onConfirm}
            // The winner's name and the amount must show whole, also on a 360 px phone.
            h="auto"
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {t('lots.verbWhoAt', { verb, who, amount })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
