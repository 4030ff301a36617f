import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import type { NotifyChannel, SellerSubEvent } from '@neelami/shared/seller';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { formatBid } from '../../lib/bid-amount';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAuthorizeWinner } from './api/authorize-winner';
import { SELLER_LOTS_KEY } from './api/get-seller-lots';
import { AuthoriseConfirmModal } from './authorise-confirm-modal';
import { DecisionButtons } from './decision-buttons';
import { needsReview } from './integrity-reason';
import { LeaderRecord } from './leader-record';
import { LetterButton } from './letter-button';
import { NotifyChoice } from './notify-choice';
import { channelsText, errorText } from './seller-text';

/**
 * SPEC §1, §6: after closing, only the owner authorises or unauthorises the highest bidder and
 * tells them by e-mail and/or SMS; the authorised winner gets the letter of acceptance.
 */
export function AuthorisePanel({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notify, setNotify] = useState<NotifyChannel[]>(['email']);
  const leader = lot.leadingBid;
  // API.md "Integrity desk": a flagged lot is awarded with a reason; the server's 409 asks for it.
  const [review, setReview] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const decide = useAuthorizeWinner({
    onSuccess: (r) => {
      notifySuccess(r.message);
      void queryClient.invalidateQueries({ queryKey: SELLER_LOTS_KEY });
    },
    onError: (err) => {
      if (needsReview(err)) setReview(err.message);
      else notifyError(errorText(err));
    },
  });
  const [asking, setAsking] = useState<boolean | null>(null);
  const close = () => {
    setAsking(null);
    setReview(null);
    setReason('');
  };
  const authorize = (authorized: boolean) =>
    decide.mutate(
      { subEventId: lot._id, bidId: leader?._id, authorized, notify, reason: authorized ? reason : '' },
      { onSettled: (_answer, err) => !needsReview(err) && close() },
    );
  if (!leader) {
    return (
      <Text size="sm" c="dimmed">
        {t('lots.noValidBid')}
      </Text>
    );
  }
  const auth = lot.authorization && lot.authorization.bidId === leader._id ? lot.authorization : null;
  return (
    <Stack gap="xs" data-testid="authorise-panel">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('lots.leaderAt', {
            role: lot.direction === 'reverse' ? t('lots.lowestBidder') : t('lots.highestBidder'),
            who: leader.bidder?.name ?? leader.bidderLabel,
            contact: leader.bidder ? ` (${leader.bidder.email}, ${leader.bidder.cellNumber})` : '',
            amount: formatBid(leader.amount, lot),
          })}
        </Text>
        <Badge
          color={auth ? (auth.authorized ? BADGE_FILL.good : BADGE_FILL.warn) : BADGE_FILL.neutral}
          data-testid="authorization-state"
        >
          {auth ? (auth.authorized ? t('lots.authorised') : t('lots.unauthorised')) : t('lots.noDecision')}
        </Badge>
      </Group>
      <LeaderRecord subEventId={lot._id} />
      {auth && (
        <Text size="xs" c="dimmed">
          {auth.notified.length > 0
            ? t('lots.decidedTold', {
                time: formatIstWithSeconds(auth.decidedAt),
                channels: channelsText(t, auth.notified),
              })
            : t('lots.decided', { time: formatIstWithSeconds(auth.decidedAt) })}
        </Text>
      )}
      {/* API.md "One sale per award": an award stands with its sale; only Admin's cancellation of
          the sale (before any payment) gives the decision back to the owner. */}
      {auth?.authorized ? (
        <Text size="sm" data-testid="award-stands">
          {t('lots.awardStands')}
        </Text>
      ) : (
        <NotifyChoice value={notify} onChange={setNotify} />
      )}
      <Group gap="xs">
        {!auth?.authorized && (
          <DecisionButtons
            pending={decide.isPending}
            asking={decide.variables?.authorized}
            onAsk={setAsking}
          />
        )}
        {lot.hasLetter && <LetterButton lot={lot} />}
      </Group>
      <AuthoriseConfirmModal
        lot={lot}
        leader={leader}
        authorized={asking}
        notify={notify}
        pending={decide.isPending}
        review={review === null ? null : { message: review, reason, onReason: setReason, lotId: lot._id }}
        onConfirm={() => asking !== null && authorize(asking)}
        onClose={close}
      />
    </Stack>
  );
}
