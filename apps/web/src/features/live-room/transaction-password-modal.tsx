import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { passwordMessages, transactionPasswordSchema } from '@neelami/shared/password';
import { type FormEvent, useEffect, useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { setTransactionPassword } from '../../lib/api/set-transaction-password';
import { useRenderedWhenOpened } from '../../lib/use-rendered-when-opened';

/** Props of TransactionPasswordModal. */
export interface TransactionPasswordModalProps {
  opened: boolean;
  /** The server's message: asked for, wrong (tries left), not set, or too many tries. */
  message: string;
  /** The server's reason code. */
  code: string;
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * SPEC §6 terms: "a transaction password is needed to enter the auction room". Asked once
 * per session when the event requires it; the server limits the tries and says why it
 * refused, and that message is shown here as it is. A member who has none sets it here, at
 * the door, and enters with it: no detour through the profile while the lot runs.
 */
export function TransactionPasswordModal(props: TransactionPasswordModalProps) {
  // Rendered once asked for: most events ask for no transaction password.
  const dialog = useRenderedWhenOpened(props.opened);
  return dialog.rendered ? <TransactionPasswordDialog {...props} opened={dialog.opened} /> : null;
}

function TransactionPasswordDialog({
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
              {t('grid.cancel')}
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
