import { zodResolver } from '@hookform/resolvers/zod';
import { type BankAccount, type BankAccountInput, bankAccountSchema } from '@neelami/shared/bank-account';
import { messages } from '@neelami/shared/messages';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../i18n/i18n';
import { ALERT_MS, notifyError } from '../lib/notify';
import { failed, saved } from '../lib/save-feedback';
import type { FieldDescriptor } from './form-kit/field-descriptor';
import { FormFields } from './form-kit/form-fields';
import { FormPanel } from './form-kit/form-panel';
import { showServerErrors } from './form-kit/server-errors';

type Form = Required<BankAccountInput>;
const FIELDS: (keyof Form)[] = ['accountName', 'accountNo', 'ifsc', 'bank', 'upiId'];
const formOf = (a: BankAccount | null | undefined): Form => ({
  accountName: a?.accountName ?? '',
  accountNo: a?.accountNo ?? '',
  ifsc: a?.ifsc ?? '',
  bank: a?.bank ?? '',
  upiId: a?.upiId ?? '',
});

/** Props of BankAccountForm. */
export interface BankAccountFormProps {
  /** The form's accessible name. */
  label: string;
  /** The account as it stands (the form starts from it), or null. */
  current: BankAccount | null | undefined;
  submitLabel: string;
  /** Sends the checked account; answers the server's message. */
  save: (account: BankAccount) => Promise<{ message: string }>;
}

/**
 * A bank account (API.md "Where money goes"): name, number, IFSC, bank, UPI ID — checked by the
 * shared schema before it is sent (the server's rules and messages), the server's refusals under
 * their fields. The platform's EMD account and a seller's payee account are both entered here.
 */
export function BankAccountForm({ label, current, submitLabel, save }: BankAccountFormProps) {
  const { t } = useTranslation();
  const form = useForm<Form, unknown, BankAccount>({
    resolver: zodResolver(bankAccountSchema) as never,
    defaultValues: formOf(current),
  });
  useEffect(() => form.reset(formOf(current)), [current, form]);

  const onSubmit = form.handleSubmit(
    async (account) => {
      try {
        saved((await save(account)).message);
      } catch (e) {
        showServerErrors(form.setError, e, FIELDS);
        failed(e);
      }
    },
    () => notifyError(messages.fixFormErrors, ALERT_MS.default),
  );

  const text = (name: keyof Form, extra: Partial<FieldDescriptor<Form>> = {}): FieldDescriptor<Form> =>
    ({
      kind: 'text',
      name,
      label: t(`bankAccount.${name}`),
      required: name !== 'upiId',
      ...extra,
    }) as FieldDescriptor<Form>;
  return (
    <FormPanel
      label={label}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      submitIcon={<IconDeviceFloppy size={16} aria-hidden />}
      submitting={form.formState.isSubmitting}
    >
      <FormFields
        form={form}
        cols={{ base: 1, sm: 2 }}
        fields={[
          text('accountName', { props: { autoComplete: 'off' } }),
          text('accountNo', {
            description: t('bankAccount.accountNoHint'),
            props: { inputMode: 'numeric', autoComplete: 'off' },
          }),
          text('ifsc', {
            description: t('bankAccount.ifscHint'),
            props: { autoCapitalize: 'characters', autoComplete: 'off', maxLength: 11 },
          }),
          text('bank'),
          text('upiId', { description: t('bankAccount.upiHint'), props: { autoComplete: 'off' } }),
        ]}
      />
    </FormPanel>
  );
}
