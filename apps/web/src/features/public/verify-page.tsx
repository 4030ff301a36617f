import { Alert, Button, Code, Container, Input, List, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReceiptsFile, ReceiptVerdict } from '@neelami/shared/bid-receipts';
import { messages } from '@neelami/shared/messages';
import { type FormEvent, useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { readReceiptsFile, type VerifyResult, verifyFile } from './verify-receipts';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A verdict in words. */
function verdictText(t: Translate, v: ReceiptVerdict): string {
  if (v.result !== 'chain_broken') return t(`verify.${v.result}`);
  return v.brokenAtSeq === null
    ? t('verify.chainBrokenHead')
    : t('verify.chainBrokenAt', { seq: v.brokenAtSeq });
}

/**
 * `/verify` (API.md "Bid receipts"): a member's receipts file checked against a closed lot's
 * public chain, in the browser: each receipt included, and the log intact up to its head, or why not.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<ReceiptsFile | null>(null);
  const [lot, setLot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    setError(null);
    setFile(null);
    if (!chosen) return;
    const read = readReceiptsFile(await chosen.text());
    if (!read) return setError(t('verify.badFile'));
    setFile(read);
    setLot(read.subEventId);
  };

  const check = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    setError(null);
    if (!file) return setError(t('verify.badFile'));
    if (file.receipts.length === 0) return setError(t('verify.noReceipts'));
    if (!lot.trim()) return setError(t('verify.noLot'));
    setBusy(true);
    try {
      setResult(await verifyFile(file, lot.trim()));
    } catch (err) {
      setError(err instanceof ApiError ? tm(err.message) : tm(messages.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };

  const failed = result ? result.verdicts.filter((v) => v.result !== 'included').length : 0;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('verify.title')}</Title>
        <Text>{t('verify.intro')}</Text>
        <form onSubmit={(e) => void check(e)}>
          <Stack gap="sm">
            <Input.Wrapper label={t('verify.file')} description={t('verify.fileHint')} id="receipts-file">
              <input
                id="receipts-file"
                type="file"
                accept="application/json,.json"
                aria-describedby="receipts-file-description"
                onChange={(e) => void choose(e.currentTarget.files?.[0])}
              />
            </Input.Wrapper>
            <TextInput
              label={t('verify.lot')}
              description={t('verify.lotHint')}
              value={lot}
              onChange={(e) => setLot(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy} w="fit-content">
              {t('verify.check')}
            </Button>
          </Stack>
        </form>
        {error && (
          <Alert color="red" role="alert" data-testid="verify-error">
            {error}
          </Alert>
        )}
        {result && (
          <Stack gap="xs" data-testid="verify-result">
            <Alert color={failed === 0 ? 'green' : 'red'} role="status">
              {failed === 0
                ? t('verify.allIncluded', { count: result.verdicts.length })
                : t('verify.someFailed', { failed, count: result.verdicts.length })}
            </Alert>
            <Text size="sm">
              {t('verify.head')}
              <Code>{result.head}</Code>
            </Text>
            <List spacing={4}>
              {result.verdicts.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the file's order is the receipts' identity here
                <List.Item key={i} data-result={v.result}>
                  {t('verify.receiptAt', { seq: v.seq })}: {verdictText(t, v)}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
