import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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

/** The note of an answer, trimmed; required only when it is asked for and must be given. */
const noteSchema = (required: boolean, message?: string) =>
  z.object({ note: required ? z.string().trim().min(1, { error: message }) : z.string().trim() });

/** Asks before a step that cannot be undone (a decision on a payment, an offer, closing a sale). */
export function DecisionModal(props: DecisionModalProps) {
  const { t } = useTranslation();
  const form = useForm<{ note: string }>({
    resolver: zodResolver(noteSchema(Boolean(props.noteLabel && props.noteRequired), props.noteError)),
    defaultValues: { note: '' },
    // The message goes as soon as the note is changed; the focus stays on the button pressed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const close = () => {
    form.reset();
    props.onClose();
  };
  const confirm = form.handleSubmit(({ note }) => {
    props.onConfirm(note);
    form.reset();
  });
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
            {...form.register('note', { onChange: () => form.clearErrors('note') })}
            error={form.formState.errors.note?.message}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color={props.danger ? 'red.8' : undefined}
            loading={props.busy}
            onClick={() => void confirm()}
          >
            {props.confirmText}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
