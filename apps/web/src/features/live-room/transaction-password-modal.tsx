import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';

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
 * refused, and that message is shown here as it is.
 */
export function TransactionPasswordModal({
  opened,
  message,
  code,
  onSubmit,
  onCancel,
}: TransactionPasswordModalProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) setPassword('');
  }, [opened]);
  const notSet = code === 'TRANSACTION_PASSWORD_NOT_SET';
  const locked = code === 'TOO_MANY_TRIES';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password === '') {
      setError('Please enter your transaction password.');
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
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Transaction password"
      centered
      closeOnClickOutside={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Alert
            color={code === 'TRANSACTION_PASSWORD_REQUIRED' ? 'blue' : 'red'}
            variant="light"
            role="alert"
          >
            {message}
          </Alert>
          {notSet ? (
            <Text size="sm">
              Set it on{' '}
              <Anchor component={Link} to="/profile/details">
                your profile
              </Anchor>
              , then come back to the room.
            </Text>
          ) : (
            <PasswordInput
              label="Transaction password"
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
              Cancel
            </Button>
            {!notSet && (
              <Button type="submit" loading={busy} disabled={locked}>
                Enter the room
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
