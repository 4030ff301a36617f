import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { emdDepositDecisionSchema } from '@neelami/shared/emd';
import { formatDateOnly } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BADGE_FILL } from '../../components/tones';
import { tm, useTranslation } from '../../i18n/i18n';
import { failed, saved } from '../../lib/save-feedback';
import { useDecideDeposit } from './api/decide-deposit';
import type { DepositAction } from './emd-decisions';

/** The note as typed; the server's schema trims it ('' for none). */
const noteSchema = emdDepositDecisionSchema.pick({ note: true });
type NoteForm = z.input<typeof noteSchema>;
type Note = z.output<typeof noteSchema>;

/** The verify / reject dialog of a reported deposit, with an optional note to the member. */
export function DepositDialog({ action, onClose }: { action: DepositAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<NoteForm, unknown, Note>({
    resolver: zodResolver(noteSchema),
    defaultValues: { note: '' },
    // A message stays until the next press of the button, and the focus where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const noteError = form.formState.errors.note?.message;
  const decide = useDecideDeposit();
  const d = action?.deposit;
  const verify = action?.status === 'verified';
  const confirm = form.handleSubmit(async ({ note }) => {
    if (!action || !d) return;
    try {
      await decide.mutateAsync({ id: d._id, status: action.status, ...(note ? { note } : {}) });
      saved(verify ? t('adminEmd.depositVerified') : t('adminEmd.depositRejected'));
      form.reset();
      onClose();
    } catch (err) {
      failed(err);
    }
  });
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={verify ? t('adminEmd.verifyDeposit') : t('adminEmd.rejectDeposit')}
    >
      {d && (
        <Stack gap="sm">
          <Text size="sm">
            {t('adminEmd.depositLine', {
              who: d.memberName || d.memberEmail,
              amount: formatRupees(d.amount),
              utr: d.utr,
            })}
            {d.paidOn ? t('adminEmd.paidOnPart', { date: formatDateOnly(d.paidOn.slice(0, 10)) }) : ''}.
          </Text>
          <Text size="sm" c="dimmed">
            {verify ? t('adminEmd.verifyHint') : t('adminEmd.rejectHint')}
          </Text>
          <Textarea
            label={verify ? t('adminEmd.noteOptional') : t('adminEmd.reasonOptional')}
            autosize
            minRows={2}
            {...form.register('note')}
            error={noteError && tm(noteError)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminEmd.cancel')}
            </Button>
            <Button
              color={verify ? BADGE_FILL.good : 'red'}
              loading={decide.isPending}
              onClick={() => void confirm()}
            >
              {verify ? t('adminEmd.verify') : t('adminEmd.reject')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
