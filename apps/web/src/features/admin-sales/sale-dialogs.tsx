import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatDateOnly } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import { cancelSaleSchema, defaultSaleSchema, type SaleDetailDto } from '@neelami/shared/sales';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BADGE_FILL } from '../../components/tones';
import { tm, useTranslation } from '../../i18n/i18n';
import { failureMessage, saved } from '../../lib/save-feedback';
import { useCancelSale } from './api/cancel-sale';
import { useDefaultSale } from './api/default-sale';
import { useLotRanking } from './api/get-lot-ranking';
import { useOfferNext } from './api/offer-next';

/** The reason as typed. */
type ReasonForm = { reason: string };

/**
 * The server's schema of the reason (defaulting or cancelling), with the dialog's own message for a
 * reason left blank.
 */
const reasonSchema = (kind: ReasonDialogProps['kind'], missing: string) => {
  const shared = kind === 'default' ? defaultSaleSchema : cancelSaleSchema;
  return z.object({ reason: z.string().trim().min(1, { error: missing }).pipe(shared.shape.reason) });
};

/** Props of ReasonDialog: which of Admin's reasoned actions it confirms. */
export interface ReasonDialogProps {
  sale: SaleDetailDto | null;
  kind: 'default' | 'cancel';
  onClose: () => void;
}

/**
 * Defaulting a sale (after its due date: the EMD hold forfeited) or cancelling it (before any
 * payment is confirmed: the hold released, the owner decides again). A reason is required, and the
 * dialog names the buyer and what happens to the EMD. The server's refusal stays in the dialog.
 */
export function ReasonDialog({ sale, kind, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ReasonForm, unknown, ReasonForm>({
    resolver: zodResolver(reasonSchema(kind, t('adminSales.reasonRequired'))),
    defaultValues: { reason: '' },
    // The message goes as soon as the reason is changed; the focus stays on the button pressed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const reasonError = form.formState.errors.reason?.message;
  const defaulting = useDefaultSale();
  const cancelling = useCancelSale();
  const run = kind === 'default' ? defaulting : cancelling;
  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };
  const confirm = form.handleSubmit(async ({ reason }) => {
    if (!sale) return;
    setRefusal(null);
    try {
      const answer = await run.mutateAsync({ id: sale._id, reason });
      saved(answer.message);
      close();
    } catch (err) {
      setRefusal(failureMessage(err));
    }
  });
  return (
    <Modal
      opened={sale !== null}
      onClose={close}
      title={t(kind === 'default' ? 'adminSales.defaultTitle' : 'adminSales.cancelTitle')}
      closeButtonProps={{ 'aria-label': t('adminSales.close') }}
    >
      {sale && (
        <form onSubmit={confirm}>
          <Stack gap="sm">
            {kind === 'default' ? (
              <>
                <Text size="sm">
                  {t('adminSales.defaultText', {
                    buyer: sale.buyer.name,
                    no: sale.auctionNo,
                    lot: sale.lotName,
                    dueDate: formatDateOnly(sale.dueDate),
                    outstanding: formatRupees(sale.outstanding),
                  })}
                </Text>
                <Alert color="red" variant="light" data-testid="default-warning">
                  {sale.emdAdjusted > 0
                    ? t('adminSales.defaultWarning', {
                        buyer: sale.buyer.name,
                        emd: formatRupees(sale.emdAdjusted),
                      })
                    : t('adminSales.defaultNoEmd', { buyer: sale.buyer.name })}
                </Alert>
              </>
            ) : (
              <>
                <Text size="sm">
                  {t('adminSales.cancelText', {
                    buyer: sale.buyer.name,
                    no: sale.auctionNo,
                    lot: sale.lotName,
                  })}
                </Text>
                <Alert color="orange" variant="light" data-testid="cancel-warning">
                  {t('adminSales.cancelWarning', { buyer: sale.buyer.name })}
                </Alert>
              </>
            )}
            <Textarea
              label={t('adminSales.reason')}
              description={t('adminSales.reasonHint')}
              withAsterisk
              autosize
              minRows={2}
              maxLength={500}
              {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
              error={reasonError && tm(reasonError)}
            />
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color={BADGE_FILL.bad} loading={run.isPending}>
                {t(kind === 'default' ? 'adminSales.confirmDefault' : 'adminSales.confirmCancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Props of OfferNextDialog. */
export interface OfferNextDialogProps {
  sale: SaleDetailDto | null;
  /** The buyers the lot has had (names): the next bidder is the best-ranked one not among them. */
  hadIt: string[];
  onClose: () => void;
  onOffered: (saleId: string) => void;
}

/**
 * Offering a defaulted or declined lot to the next-ranked bidder: the dialog names that bidder
 * and their own best bid from the lot's ranking; the server chooses the same bidder and answers
 * the new sale, which is opened.
 */
export function OfferNextDialog({ sale, hadIt, onClose, onOffered }: OfferNextDialogProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useOfferNext();
  const ranking = useLotRanking(sale?.eventId ?? null, sale?.subEventId ?? null);
  const next = ranking.data?.find((r) => !hadIt.includes(r.bidder));
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!sale) return;
    setRefusal(null);
    try {
      const answer = await run.mutateAsync(sale._id);
      saved(
        `${answer.message}: ${t('adminSales.offered', {
          bidder: answer.sale.buyer.name,
          bid: formatRupees(answer.sale.bidAmount),
        })}`,
      );
      close();
      onOffered(answer.sale._id);
    } catch (err) {
      setRefusal(failureMessage(err));
    }
  };
  return (
    <Modal
      opened={sale !== null}
      onClose={close}
      title={t('adminSales.offerTitle')}
      closeButtonProps={{ 'aria-label': t('adminSales.close') }}
    >
      {sale && (
        <Stack gap="sm">
          {ranking.isLoading ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('adminSales.checkingRank')}</Text>
            </Group>
          ) : next ? (
            <Text size="sm" data-testid="offer-next-bidder">
              {t('adminSales.offerText', {
                no: sale.auctionNo,
                lot: sale.lotName,
                bidder: next.bidder,
                rank: next.rank,
                bid: next.bestBid === null ? '—' : formatRupees(next.bestBid),
              })}
            </Text>
          ) : (
            <Text size="sm">{ranking.data ? t('adminSales.noNext') : t('adminSales.offerUnknown')}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('adminSales.offerAnswer')}
          </Text>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={run.isPending}>
              {t('adminSales.confirmOffer')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
