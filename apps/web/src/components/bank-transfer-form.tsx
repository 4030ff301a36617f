import { NumberInput, TextInput } from '@mantine/core';
import { isoIstDate } from '@neelami/shared/ist';
import { Controller, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { tm } from '../i18n/i18n';
import { isRefusal } from '../lib/api';
import { notifyError, notifySuccess } from '../lib/notify';
import type { StoredFile } from './file-field';
import { UploadForm, uploadResolver } from './upload-form';

/** What a member types about one bank transfer (NEFT/RTGS/IMPS). */
export interface BankTransfer {
  amount: number | string;
  utr: string;
  /** The calendar date (IST) it was paid, `YYYY-MM-DD`. */
  paidOn: string;
  bank: string;
  /** The uploaded proof's URL, or '' when none. */
  proofUrl: string;
}

/** The form's values: the transfer, with the uploaded proof itself (its URL and name) or null. */
type TransferForm = Omit<BankTransfer, 'proofUrl'> & { proof: StoredFile | null };

/** The words of one use of the form, in the language shown. */
export interface BankTransferWords {
  label: string;
  amount: string;
  amountHint?: string;
  utr: string;
  utrHint: string;
  paidOn: string;
  futureDate: string;
  /** The bank's field; the form has none without it. */
  bank?: { label: string; hint: string };
  file: { label: string; description: string; choose: string; upload: string; replace: string; none: string };
  submit: string;
  failed: string;
}

/** Props of BankTransferForm: `O` is the request body its schema gives. */
export interface BankTransferFormProps<O> {
  words: BankTransferWords;
  cols: number;
  /** The amount offered (the balance still to pay), or '' for none. */
  initialAmount?: number | string;
  /** The server's schema of the request, checked before anything is sent (same rules and messages). */
  schema: z.ZodType<O, FieldValues>;
  /** The request body the schema checks, from what was typed. */
  toBody: (transfer: BankTransfer) => FieldValues;
  /** Sends the checked body; answers the server's message. */
  send: (body: O) => Promise<{ message: string }>;
  pending: boolean;
}

/** The form values a message can show under. */
const FIELDS = ['amount', 'utr', 'paidOn', 'bank', 'proof'] as const;

const transferOf = ({ proof, ...v }: TransferForm): BankTransfer => ({ ...v, proofUrl: proof?.url ?? '' });

/**
 * The one form for reporting money sent by bank transfer — an EMD deposit, a sale's payment:
 * amount, UTR, the date paid (IST, not in the future), the bank when asked, and a proof. The
 * server's refusal shows at its field; a UTR already recorded (a conflict without a field) at the UTR.
 */
export function BankTransferForm<O>({
  words,
  cols,
  initialAmount = '',
  schema,
  toBody,
  send,
  pending,
}: BankTransferFormProps<O>) {
  const form = useForm<TransferForm, unknown, O>({
    resolver: uploadResolver(schema, (v: TransferForm) => toBody(transferOf(v)), {
      renamed: { proofUrl: 'proof' },
      notAfterToday: { field: 'paidOn', message: words.futureDate },
    }),
    defaultValues: { amount: initialAmount, utr: '', paidOn: '', bank: '', proof: null },
    // The messages stay until the next submit, and the focus where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const today = isoIstDate(new Date());
  const shown = (field: keyof TransferForm) => {
    const message = errors[field]?.message;
    return message ? tm(message) : undefined;
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      notifySuccess((await send(body)).message);
      form.reset();
    } catch (err) {
      if (isRefusal(err)) {
        const conflict = err.code === 'CONFLICT' && Object.keys(err.errors).length === 0;
        form.clearErrors();
        for (const [key, message] of Object.entries(conflict ? { utr: err.message } : err.errors)) {
          const field = FIELDS.find((f) => f === (key === 'proofUrl' ? 'proof' : key));
          if (field) form.setError(field, { message });
        }
        notifyError(err.message);
      } else notifyError(words.failed);
    }
  });

  return (
    <UploadForm
      label={words.label}
      cols={cols}
      file={{
        label: words.file.label,
        description: words.file.description,
        chooseLabel: words.file.choose,
        uploadText: words.file.upload,
        replaceText: words.file.replace,
        noneText: words.file.none,
        value: form.watch('proof'),
        onChange: (file) => form.setValue('proof', file),
        error: shown('proof'),
        onError: (m) => (m ? form.setError('proof', { message: m }) : form.clearErrors('proof')),
      }}
      submitText={words.submit}
      pending={pending}
      onSubmit={() => submit()}
    >
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <NumberInput
            label={words.amount}
            description={words.amountHint}
            withAsterisk
            min={0}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            value={field.value}
            onChange={field.onChange}
            error={shown('amount')}
          />
        )}
      />
      <TextInput
        label={words.utr}
        description={words.utrHint}
        withAsterisk
        {...form.register('utr')}
        error={shown('utr')}
        autoComplete="off"
      />
      <TextInput
        type="date"
        label={words.paidOn}
        withAsterisk
        max={today}
        {...form.register('paidOn')}
        error={shown('paidOn')}
      />
      {words.bank && (
        <TextInput
          label={words.bank.label}
          description={words.bank.hint}
          {...form.register('bank')}
          error={shown('bank')}
        />
      )}
    </UploadForm>
  );
}
