import { Alert, Badge, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import type { LotResultValue } from '@neelami/shared/lot-close';
import type { SellerSubEvent } from '@neelami/shared/seller';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { formatBid } from '../../lib/bid-amount';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type ApprovalDecision, useAnswerCounter, useDecideApproval } from './api/close-decisions';
import { SELLER_LOTS_KEY } from './api/get-seller-lots';
import { IntegrityReason, needsReview } from './integrity-reason';
import { errorText, withBold } from './seller-text';

/** Whether the owner authorises as before: no reserve question is open (API.md "The close"). */
export const awardOpen = (lot: Pick<SellerSubEvent, 'result'>) =>
  lot.result === null || lot.result === 'awaiting_award';

const RESULT_TONE: Record<LotResultValue, string> = {
  no_bids: BADGE_FILL.neutral,
  awaiting_award: BADGE_FILL.good,
  approval_pending: BADGE_FILL.warn,
  countered: BADGE_FILL.warn,
  unsold: BADGE_FILL.bad,
};

/** The result of the close as a badge. */
export function ResultBadge({ lot }: { lot: Pick<SellerSubEvent, 'result'> }) {
  const { t } = useTranslation();
  if (!lot.result || lot.result === 'awaiting_award' || lot.result === 'no_bids') return null;
  return (
    <Badge color={RESULT_TONE[lot.result]} data-testid="lot-result">
      {t(`close.result.${lot.result}`)}
    </Badge>
  );
}

/** The lot's history of its close, oldest first. */
function CloseHistory({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  if (lot.close.history.length === 0) return null;
  return (
    <Stack gap={2} data-testid="close-history">
      {lot.close.history.map((h) => (
        <Text key={`${h.step}-${h.at}`} size="xs" c="dimmed">
          {formatIstWithSeconds(h.at)} · {t(`close.step.${h.step}`)}
          {h.amount !== null ? ` · ${formatBid(h.amount, lot)}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The owner's side of a close below the reserve: the leading bid, the reserve and the gap, and
 * Approve / Reject / Counter, each confirmed with what it does.
 */
export function OwnerClosePanel({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ApprovalDecision['decision'] | null>(null);
  const [counter, setCounter] = useState<number | string>('');
  // API.md "Integrity desk": approving a flagged lot needs a reason; the server's 409 asks for it.
  const [review, setReview] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const close = () => {
    setAsking(null);
    setReview(null);
    setReason('');
  };
  const decide = useDecideApproval({
    onSuccess: (r) => {
      notifySuccess(r.message);
      close();
      void queryClient.invalidateQueries({ queryKey: SELLER_LOTS_KEY });
    },
    onError: (err) => (needsReview(err) ? setReview(err.message) : notifyError(errorText(err))),
  });
  if (!lot.result || lot.result === 'awaiting_award' || lot.result === 'no_bids') return null;
  const leading = lot.leadingBid?.amount ?? null;
  const amount = typeof counter === 'number' ? counter : Number.NaN;
  return (
    <Stack gap="xs" data-testid="owner-close">
      <Group gap="xl">
        <div>
          <Text size="xs" c="dimmed">
            {t('close.reserve')}
          </Text>
          <Text fw={700} data-testid="close-reserve">
            {lot.reservePrice != null ? formatBid(lot.reservePrice, lot) : '—'}
          </Text>
        </div>
        {lot.close.gap !== null && (
          <div>
            <Text size="xs" c="dimmed">
              {t('close.gap')}
            </Text>
            <Text fw={700} data-testid="close-gap">
              {formatBid(lot.close.gap, lot)}
            </Text>
          </div>
        )}
        {lot.close.decideBy && (
          <div>
            <Text size="xs" c="dimmed">
              {t('close.decideBy')}
            </Text>
            <Text size="sm">{formatIstWithSeconds(lot.close.decideBy)}</Text>
          </div>
        )}
      </Group>
      {lot.result === 'approval_pending' && (
        <>
          <Text size="sm">{t('close.ownerPending')}</Text>
          <Group gap="xs" align="flex-end">
            <Button size="xs" color="green" onClick={() => setAsking('approve')}>
              {t('close.approve')}
            </Button>
            <Button size="xs" color="red" variant="outline" onClick={() => setAsking('reject')}>
              {t('close.reject')}
            </Button>
            <NumberInput
              size="xs"
              label={t('close.counterAmount')}
              value={counter}
              onChange={setCounter}
              min={0}
              allowDecimal={false}
              thousandSeparator=","
              w={180}
            />
            <Button
              size="xs"
              variant="light"
              onClick={() => setAsking('counter')}
              disabled={!Number.isFinite(amount)}
            >
              {t('close.counter')}
            </Button>
          </Group>
        </>
      )}
      {lot.result === 'countered' && lot.close.counterAmount !== null && (
        <Alert color="yellow" data-testid="counter-sent">
          {withBold(t('close.counterSent', { amount: formatBid(lot.close.counterAmount, lot) }))}
        </Alert>
      )}
      {lot.result === 'unsold' && (
        <Text size="sm" data-testid="unsold-note">
          {t('close.unsoldNote')}
        </Text>
      )}
      <CloseHistory lot={lot} />
      <Modal
        opened={asking !== null}
        onClose={close}
        title={asking ? t(`close.confirmTitle.${asking}`) : ''}
        centered
      >
        <Stack>
          <Text size="sm">
            {asking &&
              withBold(
                t(`close.confirm.${asking}`, {
                  leading: formatBid(leading, lot),
                  amount: Number.isFinite(amount) ? formatBid(amount, lot) : '',
                  hours: lot.approvalHours ?? 48,
                }),
              )}
          </Text>
          {review !== null && asking === 'approve' && (
            <IntegrityReason review={{ message: review, reason, onReason: setReason, lotId: lot._id }} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('lots.back')}
            </Button>
            <Button
              loading={decide.isPending}
              color={asking === 'reject' ? 'red' : undefined}
              disabled={review !== null && asking === 'approve' && reason.trim() === ''}
              onClick={() =>
                asking &&
                decide.mutate({
                  subEventId: lot._id,
                  decision: asking,
                  ...(asking === 'counter' ? { amount } : {}),
                  ...(asking === 'approve' ? { reason } : {}),
                })
              }
            >
              {asking ? t(`close.${asking}`) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The leading bidder's side: subject to approval, the owner's counter-offer to accept or decline, or unsold. */
export function BidderClosePanel({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<boolean | null>(null);
  const answer = useAnswerCounter({
    onSuccess: (r) => {
      notifySuccess(r.message);
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: ['seller-wins'] });
    },
    onError: (err) => notifyError(errorText(err)),
  });
  if (lot.result === 'approval_pending')
    return (
      <Text size="sm" data-testid="bidder-pending">
        {t('close.bidderPending', {
          by: lot.close.decideBy ? formatIstWithSeconds(lot.close.decideBy) : '',
        })}
      </Text>
    );
  if (lot.result === 'unsold')
    return (
      <Text size="sm" data-testid="bidder-unsold">
        {t('close.bidderUnsold')}
      </Text>
    );
  if (lot.result !== 'countered' || lot.close.counterAmount === null) return null;
  const amount = formatBid(lot.close.counterAmount, lot);
  return (
    <Stack gap="xs" data-testid="counter-offer">
      <Alert color="yellow" title={t('close.counterTitle')}>
        {withBold(
          t('close.counterOffer', {
            amount,
            by: lot.close.decideBy ? formatIstWithSeconds(lot.close.decideBy) : '',
          }),
        )}
      </Alert>
      <Group gap="xs">
        <Button size="xs" color="green" onClick={() => setAsking(true)}>
          {t('close.accept')}
        </Button>
        <Button size="xs" color="red" variant="outline" onClick={() => setAsking(false)}>
          {t('close.decline')}
        </Button>
      </Group>
      <Modal
        opened={asking !== null}
        onClose={close}
        title={asking ? t('close.confirmTitle.accept') : t('close.confirmTitle.decline')}
        centered
      >
        <Stack>
          <Text size="sm">
            {withBold(t(asking ? 'close.confirm.accept' : 'close.confirm.decline', { amount }))}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('lots.back')}
            </Button>
            <Button
              loading={answer.isPending}
              color={asking ? undefined : 'red'}
              onClick={() => asking !== null && answer.mutate({ subEventId: lot._id, accept: asking })}
            >
              {asking ? t('close.accept') : t('close.decline')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
