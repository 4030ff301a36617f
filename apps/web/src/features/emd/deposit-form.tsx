import {
  Anchor,
  Button,
  FileButton,
  Group,
  Input,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { emdMessages } from '@neelami/shared/emd';
import { isoIstDate } from '@neelami/shared/ist';
import { DOC_MIME_TYPES, uploadMessages } from '@neelami/shared/uploads';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError, isRefusal } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { checkFile, openStoredFile, uploadFile } from '../../lib/uploads';
import { useReportDeposit } from './api/report-deposit';
import { checkAmount, checkUtr, type FieldErrors, required } from './emd-form-checks';

interface Proof {
  url: string;
  name: string;
}

const empty = { amount: '' as number | string, utr: '', paidOn: '', bank: '' };

/**
 * Reports a bank transfer into the platform's EMD account: amount, UTR, the date it was paid (IST,
 * not in the future), the bank and a proof (PDF or image, checked like the registration
 * documents). The deposit counts once Admin has verified it.
 */
export function DepositForm() {
  const { t } = useTranslation();
  const [v, setV] = useState(empty);
  const [proof, setProof] = useState<Proof | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const report = useReportDeposit();
  const today = isoIstDate(new Date());
  // The value is read before the state update: an input event's target is gone by then.
  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) =>
    setV((x) => ({ ...x, [key]: value }));

  const validate = (): FieldErrors => {
    const e: FieldErrors = {};
    const amount = checkAmount(v.amount);
    if (amount) e.amount = amount;
    const utr = checkUtr(v.utr);
    if (utr) e.utr = utr;
    if (!v.paidOn) e.paidOn = required;
    else if (v.paidOn > today) e.paidOn = emdMessages.futureDate;
    return e;
  };

  const onPick = async (file: File | null) => {
    const problem = checkFile(file, DOC_MIME_TYPES, uploadMessages.onlyImagesAndPdfs);
    setErrors((e) => ({ ...e, proofUrl: problem ?? undefined }));
    if (problem || !file) return;
    setUploading(true);
    try {
      const res = await uploadFile('upload/doc', file);
      setProof({ url: res.fileUrl, name: res.originalName || file.name });
      notifySuccess(tm(uploadMessages.success));
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        setErrors((e) => ({ ...e, proofUrl: err.message }));
        notifyError(tm(uploadMessages.failed));
      } else notifyError(tm(uploadMessages.errored));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    const e = validate();
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    try {
      const answer = await report.mutateAsync({
        amount: Number(v.amount),
        utr: v.utr.trim().toUpperCase(),
        paidOn: v.paidOn,
        ...(v.bank.trim() ? { bank: v.bank.trim() } : {}),
        ...(proof ? { proofUrl: proof.url } : {}),
      });
      notifySuccess(answer.message);
      setV(empty);
      setProof(null);
    } catch (err) {
      if (isRefusal(err)) {
        setErrors(err.errors);
        notifyError(err.message);
      } else notifyError(t('emd.depositFailed'));
    }
  };

  return (
    <form
      noValidate
      aria-label={t('emd.reportDeposit')}
      onSubmit={(ev) => {
        ev.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('emd.amount')}
            withAsterisk
            min={0}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            value={v.amount}
            onChange={(amount) => set('amount', amount)}
            error={errors.amount && tm(errors.amount)}
          />
          <TextInput
            label={t('emd.utrLabel')}
            description={t('emd.utrHint')}
            withAsterisk
            value={v.utr}
            onChange={(e) => set('utr', e.currentTarget.value)}
            error={errors.utr && tm(errors.utr)}
            autoComplete="off"
          />
          <TextInput
            type="date"
            label={t('emd.paidOn')}
            withAsterisk
            max={today}
            value={v.paidOn}
            onChange={(e) => set('paidOn', e.currentTarget.value)}
            error={errors.paidOn && tm(errors.paidOn)}
          />
          <TextInput
            label={t('emd.bank')}
            description={t('emd.bankHint')}
            value={v.bank}
            onChange={(e) => set('bank', e.currentTarget.value)}
            error={errors.bank && tm(errors.bank)}
          />
        </SimpleGrid>
        <Input.Wrapper
          label={t('emd.proofLabel')}
          description={t('emd.proofHint')}
          error={errors.proofUrl && tm(errors.proofUrl)}
        >
          <Group gap="sm" mt={6}>
            <FileButton
              onChange={(f) => void onPick(f)}
              accept={DOC_MIME_TYPES.join(',')}
              inputProps={{ 'aria-label': t('emd.chooseProof') }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  loading={uploading}
                  leftSection={<IconUpload size={16} aria-hidden />}
                >
                  {proof ? t('emd.replaceProof') : t('emd.uploadProof')}
                </Button>
              )}
            </FileButton>
            {proof ? (
              <Group gap={4} wrap="nowrap">
                <IconFileText size={18} aria-hidden />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() =>
                    void openStoredFile(proof.url).catch(() => notifyError(tm(uploadMessages.failed)))
                  }
                >
                  {proof.name}
                </Anchor>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('emd.noProof')}
              </Text>
            )}
          </Group>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button type="submit" loading={report.isPending} disabled={uploading}>
            {t('emd.submitDeposit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
