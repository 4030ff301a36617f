import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import { type BidStatus, bidStatusSchema, type SellerBid, type SellerSubEvent } from '@neelami/shared/seller';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BADGE_FILL } from '../../components/tones';
import { tm, useTranslation } from '../../i18n/i18n';
import { formatRate } from '../../lib/bid-amount';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDecideBid } from './api/decide-bid';
import { lotBidsKey } from './api/get-lot-bids';
import { SELLER_LOTS_KEY } from './api/get-seller-lots';
import { NotifyChoice } from './notify-choice';
import { errorText } from './seller-text';

/** The reason and the notice as chosen; the server's schema trims the reason. */
const decisionSchema = bidStatusSchema.pick({ reason: true, notify: true });
type DecisionForm = z.input<typeof decisionSchema>;
type Decision = z.output<typeof decisionSchema>;

/** Props of BidDecisionModal. */
export interface BidDecisionModalProps {
  lot: SellerSubEvent | null;
  bid: SellerBid | null;
  status: BidStatus | null;
  onClose: () => void;
}

/** Confirms a decision on one bid, with a reason and the notice (API.md POST /api/seller/bids/:bidId/status). */
export function BidDecisionModal({ lot, bid, status, onClose }: BidDecisionModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<DecisionForm, unknown, Decision>({
    resolver: zodResolver(decisionSchema),
    defaultValues: { reason: '', notify: ['email'] },
    // A message stays until the next press of the button, and the focus where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const reasonError = form.formState.errors.reason?.message;
  const decide = useDecideBid({
    onSuccess: (r) => {
      notifySuccess(r.message);
      form.resetField('reason');
      onClose();
      void queryClient.invalidateQueries({ queryKey: SELLER_LOTS_KEY });
      if (lot) void queryClient.invalidateQueries({ queryKey: lotBidsKey(lot._id) });
    },
    onError: (err) => notifyError(errorText(err)),
  });
  const send = form.handleSubmit(
    ({ reason, notify }) => bid && status && decide.mutate({ bidId: bid._id, status, reason, notify }),
  );
  const verb = status ? t(`lots.verb.${status}`) : '';
  return (
    <Modal
      opened={bid !== null && status !== null}
      onClose={onClose}
      title={t('lots.decideTitle', { verb })}
      centered
    >
      {bid && (
        <Stack>
          <Text size="sm">
            {t('lots.bidBy', {
              amount: lot ? formatRate(bid.amount, lot) : formatRate(bid.amount, {}),
              who: bid.bidder?.name ?? bid.bidderLabel,
              time: formatIstWithSeconds(bid.createdAt),
            })}
          </Text>
          {status !== 'accepted' && <Text size="sm">{t('lots.rejectWarning')}</Text>}
          <Textarea
            label={t('lots.reason')}
            {...form.register('reason')}
            error={reasonError && tm(reasonError)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Controller
            control={form.control}
            name="notify"
            render={({ field }) => <NotifyChoice value={field.value ?? []} onChange={field.onChange} />}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('lots.back')}
            </Button>
            <Button
              color={status === 'accepted' ? BADGE_FILL.good : BADGE_FILL.bad}
              loading={decide.isPending}
              onClick={() => void send()}
            >
              {t('lots.verbBid', { verb })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
