import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { utrField } from '@neelami/shared/emd';
import { formatRupees } from '@neelami/shared/money';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BADGE_FILL } from '../../components/tones';
import { tm, useTranslation } from '../../i18n/i18n';
import { failed, saved } from '../../lib/save-feedback';
import { useDecideRefund } from './api/decide-refund';
import type { RefundAction } from './emd-decisions';

/** The UTR as typed. */
type UtrForm = { utr: string };

/**
 * A paid refund's UTR by the server's rule (letters and digits, upper-cased), with the dialog's own
 * message when it is left blank; a rejection asks for none.
 */
const utrSchema = (pay: boolean, missing: string) =>
  z.object({ utr: pay ? z.string().trim().min(1, { error: missing }).pipe(utrField()) : z.string() });

/** The pay / reject dialog of a refund request: a paid refund needs the transfer's UTR. */
export function RefundDialog({ action, onClose }: { action: RefundAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const pay = action?.status === 'paid';
  const form = useForm<UtrForm>({
    resolver: zodResolver(utrSchema(pay, t('adminEmd.required'))),
    defaultValues: { utr: '' },
    // A message stays until the next press of the button, and the focus where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = form.formState.errors.utr?.message;
  const decide = useDecideRefund();
  const confirm = form.handleSubmit(async ({ utr }) => {
    if (!action) return;
    try {
      await decide.mutateAsync({ id: action.id, status: action.status, ...(pay ? { utr } : {}) });
      saved(pay ? t('adminEmd.refundPaid') : t('adminEmd.refundRejected'));
      form.reset();
      onClose();
    } catch (err) {
      const utrError =
        err instanceof Error && 'errors' in err ? (err.errors as Record<string, string>).utr : null;
      if (utrError) form.setError('utr', { message: utrError });
      else form.clearErrors('utr');
      failed(err);
    }
  });
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={pay ? t('adminEmd.markRefundPaid') : t('adminEmd.rejectRefund')}
    >
      {action && (
        <Stack gap="sm">
          <Text size="sm">
            {action.who
              ? t('adminEmd.refundOfTo', { amount: formatRupees(action.amount), who: action.who })
              : t('adminEmd.refundOf', { amount: formatRupees(action.amount) })}
          </Text>
          {pay && (
            <TextInput
              label={t('adminEmd.refundUtr')}
              withAsterisk
              {...form.register('utr')}
              error={error && tm(error)}
              autoComplete="off"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminEmd.cancel')}
            </Button>
            <Button
              color={pay ? BADGE_FILL.good : 'red'}
              loading={decide.isPending}
              onClick={() => void confirm()}
            >
              {pay ? t('adminEmd.markPaid') : t('adminEmd.reject')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
