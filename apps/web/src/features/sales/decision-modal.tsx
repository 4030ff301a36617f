import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';

/** Props of DecisionModal: what is asked, and a text field when the answer needs one. */
interface DecisionModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirmText: string;
  danger?: boolean;
  /** The label of a text asked with the answer (a reason, a note); none when not asked. */
  noteLabel?: string;
  noteRequired?: boolean;
  /** The message for a note that is required and missing. */
  noteError?: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (note: string) => void;
}

/** Asks before a step that cannot be undone (a decision on a payment, an offer, closing a sale). */
export function DecisionModal(props: DecisionModalProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setNote('');
    setError(undefined);
    props.onClose();
  };
  const confirm = () => {
    if (props.noteLabel && props.noteRequired && !note.trim()) {
      setError(props.noteError);
      return;
    }
    props.onConfirm(note.trim());
    setNote('');
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <Stack gap="sm">
        <Text size="sm">{props.text}</Text>
        {props.noteLabel && (
          <Textarea
            label={props.noteLabel}
            withAsterisk={props.noteRequired}
            autosize
            minRows={2}
            maxLength={500}
            value={note}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color={props.danger ? 'red.8' : undefined} loading={props.busy} onClick={confirm}>
            {props.confirmText}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
