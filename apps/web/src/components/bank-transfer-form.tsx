import { NumberInput, TextInput } from '@mantine/core';
import { isoIstDate } from '@neelami/shared/ist';
import { useState } from 'react';
import { tm } from '../i18n/i18n';
import { isRefusal } from '../lib/api';
import { notifyError, notifySuccess } from '../lib/notify';
import type { StoredFile } from './file-field';
import { UploadForm, useFormValues } from './upload-form';

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

/** Field messages, keyed by the API's field names (English or already translated). */
export type TransferErrors = Partial<Record<string, string | undefined>>;

/** Props of BankTransferForm. */
export interface BankTransferFormProps {
  words: BankTransferWords;
  cols: number;
  /** The amount offered (the balance still to pay), or '' for none. */
  initialAmount?: number | string;
  /** What is wrong before anything is sent (the same rules and messages as the server's). */
  check: (transfer: BankTransfer) => TransferErrors;
  /** Sends the transfer; answers the server's message. */
  send: (transfer: BankTransfer) => Promise<{ message: string }>;
  pending: boolean;
}

/**
 * The one form for reporting money sent by bank transfer — an EMD deposit, a sale's payment:
 * amount, UTR, the date paid (IST, not in the future), the bank when asked, and a proof. The
 * server's refusal shows at its field; a UTR already recorded (a conflict without a field) at the UTR.
 */
export function BankTransferForm({
  words,
  cols,
  initialAmount = '',
  check,
  send,
  pending,
}: BankTransferFormProps) {
  const { values: v, set, reset } = useFormValues({ amount: initialAmount, utr: '', paidOn: '', bank: '' });
  const [proof, setProof] = useState<StoredFile | null>(null);
  const [errors, setErrors] = useState<TransferErrors>({});
  const today = isoIstDate(new Date());
  const shown = (field: string) => {
    const message = errors[field];
    return message ? tm(message) : undefined;
  };

  const submit = async () => {
    const transfer: BankTransfer = { ...v, proofUrl: proof?.url ?? '' };
    const e = check(transfer);
    if (!e.paidOn && v.paidOn > today) e.paidOn = words.futureDate;
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    try {
      notifySuccess((await send(transfer)).message);
      reset();
      setProof(null);
    } catch (err) {
      if (isRefusal(err)) {
        const conflict = err.code === 'CONFLICT' && Object.keys(err.errors).length === 0;
        setErrors(conflict ? { utr: err.message } : err.errors);
        notifyError(err.message);
      } else notifyError(words.failed);
    }
  };

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
        value: proof,
        onChange: setProof,
        error: shown('proofUrl'),
        onError: (m) => setErrors((e) => ({ ...e, proofUrl: m })),
      }}
      submitText={words.submit}
      pending={pending}
      onSubmit={submit}
    >
      <NumberInput
        label={words.amount}
        description={words.amountHint}
        withAsterisk
        min={0}
        decimalScale={2}
        thousandSeparator=","
        thousandsGroupStyle="lakh"
        value={v.amount}
        onChange={(amount) => set('amount', amount)}
        error={shown('amount')}
      />
      <TextInput
        label={words.utr}
        description={words.utrHint}
        withAsterisk
        value={v.utr}
        onChange={(e) => set('utr', e.currentTarget.value)}
        error={shown('utr')}
        autoComplete="off"
      />
      <TextInput
        type="date"
        label={words.paidOn}
        withAsterisk
        max={today}
        value={v.paidOn}
        onChange={(e) => set('paidOn', e.currentTarget.value)}
        error={shown('paidOn')}
      />
      {words.bank && (
        <TextInput
          label={words.bank.label}
          description={words.bank.hint}
          value={v.bank}
          onChange={(e) => set('bank', e.currentTarget.value)}
          error={shown('bank')}
        />
      )}
    </UploadForm>
  );
}
