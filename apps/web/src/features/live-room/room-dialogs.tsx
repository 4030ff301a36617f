import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { passwordMessages } from '@neelami/shared/password-messages';
import { transactionPasswordSchema } from '@neelami/shared/transaction-password';
import { type FormEvent, useEffect, useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { setTransactionPassword } from '../../lib/api/set-transaction-password';
import { formatRate } from '../../lib/bid-amount';
import { confirmationText } from './bid-guard';
import type { BidConfirmModalProps, TransactionPasswordModalProps } from './room-dialog-props';

/**
 * The live room's dialogs, fetched when one is first asked for or while the room is idle
 * (room-dialogs-part.ts): a bid's confirmation and the transaction password at the door. Their
 * wrappers (bid-parts.tsx, transaction-password-modal.tsx) render them once asked for.
 */

/** Asks before a bid or an auto-bid limit far beyond what is needed, naming both amounts. */
export function BidConfirmDialog({
  confirm,
  direction,
  lot = {},
  onCancel,
  onConfirm,
  opened,
}: BidConfirmModalProps & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('room.confirmTitle')} centered>
      {confirm && (
        <Stack>
          <Text data-testid="confirm-bid-text">{confirmationText(confirm, direction, lot)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('room.changeAmount')}
            </Button>
            <Button color="red" onClick={() => onConfirm(confirm)}>
              {confirm.kind === 'auto'
                ? t('room.yesSet', { amount: formatRate(confirm.amount, lot) })
                : t('room.yesBid', { amount: formatRate(confirm.amount, lot) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The transaction password at the room's door: asked for, wrong, not set yet, or locked. */
export function TransactionPasswordDialog({
  opened,
  message,
  code,
  onSubmit,
  onCancel,
}: TransactionPasswordModalProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) {
      setPassword('');
      setConfirm('');
      setError(null);
      setConfirmError(null);
    }
  }, [opened]);
  const notSet = code === 'TRANSACTION_PASSWORD_NOT_SET';
  const locked = code === 'TOO_MANY_TRIES';

  const enter = async (e: FormEvent) => {
    e.preventDefault();
    if (password === '') {
      setError(t('txnModal.enter'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(password);
    } finally {
      setBusy(false);
      setPassword('');
    }
  };

  const setAndEnter = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = transactionPasswordSchema.safeParse({ password });
    setError(parsed.success ? null : tm(parsed.error.issues[0]?.message ?? passwordMessages.changeFailed));
    const mismatch = parsed.success && password !== confirm;
    setConfirmError(mismatch ? tm(passwordMessages.mismatch) : null);
    if (!parsed.success || mismatch) return;
    setBusy(true);
    try {
      await setTransactionPassword(password);
      await onSubmit(password);
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 ? err.message : tm(passwordMessages.changeFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('txnModal.title')}
      centered
      closeOnClickOutside={false}
    >
      <form onSubmit={notSet ? setAndEnter : enter} noValidate>
        <Stack>
          <Alert
            color={code === 'TRANSACTION_PASSWORD_REQUIRED' ? 'blue' : notSet ? 'orange' : 'red'}
            variant="light"
            role="alert"
          >
            {notSet ? t('txnModal.notSet') : message}
          </Alert>
          {notSet ? (
            <>
              <Text size="sm" c="dimmed">
                {t('txnModal.different')}
              </Text>
              <PasswordInput
                label={t('txnModal.newPassword')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={error}
                data-autofocus
                autoComplete="new-password"
              />
              <PasswordInput
                label={t('txnModal.confirm')}
                value={confirm}
                onChange={(e) => setConfirm(e.currentTarget.value)}
                error={confirmError}
                autoComplete="new-password"
              />
            </>
          ) : (
            <PasswordInput
              label={t('txnModal.title')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
              disabled={locked}
              data-autofocus
              autoComplete="off"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={locked}>
              {notSet ? t('txnModal.setAndEnter') : t('txnModal.enterRoom')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
