import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { bidMessages } from '@neelami/shared/bid-messages';
import type { AuctionEvent, SubEvent } from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import { messages } from '@neelami/shared/messages';
import { type FormEvent, useState } from 'react';
import { TermsAcceptModal } from '../../components/terms-accept-modal';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { bidInWords, formatRate } from '../../lib/bid-amount';
import { notifySuccess } from '../../lib/notify';
import { useSetPreBid } from './api/pre-bids';

/** Props of PreBidDialog. */
export interface PreBidDialogProps {
  event: AuctionEvent;
  lot: SubEvent;
  /** Rupees: the caller's pre-bid in force, or null. */
  current: number | null;
  onClose: () => void;
}

/**
 * The least (forward) or most (reverse) pre-bid the lot takes from this member: two steps beyond
 * the start value (an auto bid before the first bid), and beyond the member's own pre-bid.
 */
export function preBidLimit(lot: SubEvent, current: number | null): number {
  const reverse = lot.subEventType.trim().toLowerCase() === 'reverse';
  const step = lot.incrementOrDecrement;
  if (reverse) {
    const most = lot.startValue - 2 * step;
    return current === null ? most : Math.min(most, current - 1);
  }
  const least = lot.startValue + 2 * step;
  return current === null ? least : Math.max(least, current + 1);
}

/**
 * Sets or raises a pre-bid from the upcoming list (API.md "Pre-bids"): the ceiling (a floor in
 * reverse), with what it needs to be; the transaction password when the auction asks for it, and
 * the event's terms when not yet accepted (then it is sent again). Every refusal shows the
 * server's message, in the language shown.
 */
export function PreBidDialog({ event, lot, current, onClose }: PreBidDialogProps) {
  const { t } = useTranslation();
  const reverse = lot.subEventType.trim().toLowerCase() === 'reverse';
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false);
  const [error, setError] = useState<{ message: string; terms?: boolean } | null>(null);
  const [terms, setTerms] = useState(false);
  const setPreBid = useSetPreBid();
  const limit = preBidLimit(lot, current);

  const send = async () => {
    const typed = value.trim();
    if (typed === '') return setError({ message: tm(bidMessages.enterAmount) });
    if (!/^\d{1,14}$/.test(typed)) return setError({ message: tm(bidMessages.invalidBid) });
    setError(null);
    try {
      const answer = await setPreBid.mutateAsync({
        subEventId: lot._id,
        ceiling: Number(typed),
        ...(askPassword && password ? { transactionPassword: password } : {}),
      });
      const amount = formatRate(answer.preBid.ceiling, lot);
      notifySuccess(t(reverse ? 'preBid.setFloor' : 'preBid.set', { amount }), 5000);
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setError({ message: tm(messages.somethingWentWrong) });
      if (err.code === 'TRANSACTION_PASSWORD_REQUIRED') setAskPassword(true);
      setError({ message: err.message, terms: err.code === 'TERMS_NOT_ACCEPTED' });
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  const words = /^\d{1,14}$/.test(value) && Number(value) > 0 ? bidInWords(Number(value), lot) : null;
  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={t('preBid.title', { no: lot.auctionNo, name: lot.name })}
        centered
        size="md"
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t(reverse ? 'preBid.introReverse' : 'preBid.intro')}</Text>
            <Text size="sm" c="dimmed">
              {t('preBid.opensAt', { time: formatIst(lot.eventStartsOn) })} ·{' '}
              {t('preBid.startStep', {
                start: formatRate(lot.startValue, lot),
                step: formatRate(lot.incrementOrDecrement, lot),
              })}
            </Text>
            {current !== null && (
              <Text size="sm" fw={600}>
                {t(reverse ? 'preBid.yoursFloor' : 'preBid.yours', { amount: formatRate(current, lot) })}
              </Text>
            )}
            <TextInput
              label={t(reverse ? 'preBid.floor' : 'preBid.ceiling')}
              description={t(reverse ? 'preBid.atMost' : 'preBid.atLeast', {
                amount: formatRate(limit, lot),
              })}
              inputMode="numeric"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value.replace(/[^\d]/g, ''))}
              data-testid="pre-bid-amount"
              data-autofocus
            />
            {words && (
              <Text size="xs" c="dimmed">
                {words}
              </Text>
            )}
            {askPassword && (
              <PasswordInput
                label={t('preBid.transactionPassword')}
                description={t('preBid.needsPassword')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="off"
                data-testid="pre-bid-password"
              />
            )}
            {error && (
              <Alert color="red" variant="light" role="alert" data-testid="pre-bid-error" p="xs">
                <Stack gap={6}>
                  <Text size="sm">{error.message}</Text>
                  {error.terms && (
                    <Button size="compact-sm" variant="white" onClick={() => setTerms(true)}>
                      {t('preBid.readTerms')}
                    </Button>
                  )}
                </Stack>
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose} disabled={setPreBid.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={setPreBid.isPending}>
                {current === null ? t('preBid.submit') : t('preBid.submitRaise')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <TermsAcceptModal
        event={terms ? event : null}
        onClose={() => setTerms(false)}
        onAccepted={() => void send()}
      />
    </>
  );
}
