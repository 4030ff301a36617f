import { ActionIcon, Anchor, CopyButton, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { type BankAccount, upiPayLink } from '@neelami/shared/bank-account';
import { formatRupees } from '@neelami/shared/money';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../i18n/i18n';

/** Props of BankAccountCard. */
export interface BankAccountCardProps {
  account: BankAccount;
  /** What the UPI QR code fills in beside the payee: the amount (₹) and the payment's reference. */
  upi?: { amount?: number; note?: string };
  /** The test id of the block (e2e tests find the account by it). */
  testId?: string;
  /** Whether a UPI ID gets its QR code (a payer's view); default true. */
  qr?: boolean;
}

/** One field of the account with its copy button: the value is what a bank's form asks for. */
function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-field={label}>
          {value}
        </Text>
      </div>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={t('bankAccount.copied')} opened={copied} withArrow position="left">
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              aria-label={t('bankAccount.copy', { label })}
              size="lg"
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * Where to send money (API.md "Where money goes"): a bank account field by field, each with a
 * copy button, and for a UPI ID its QR code (NPCI's `upi://pay` link, with the amount and the
 * reference when given) and, on a phone, the link itself.
 */
export function BankAccountCard({ account, upi, testId, qr = true }: BankAccountCardProps) {
  const { t } = useTranslation();
  const link =
    qr && account.upiId
      ? upiPayLink({ upiId: account.upiId, name: account.accountName, amount: upi?.amount, note: upi?.note })
      : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: link ? 2 : 1 }} spacing="md" data-testid={testId}>
      <Stack gap={6}>
        <CopyRow label={t('bankAccount.accountName')} value={account.accountName} />
        <CopyRow label={t('bankAccount.accountNo')} value={account.accountNo} />
        <CopyRow label={t('bankAccount.ifsc')} value={account.ifsc} />
        <CopyRow label={t('bankAccount.bank')} value={account.bank} />
        {account.upiId && <CopyRow label={t('bankAccount.upi')} value={account.upiId} />}
      </Stack>
      {link && (
        <Stack gap={6} align="center">
          <div style={{ background: '#fff', padding: 8, borderRadius: 8, lineHeight: 0 }}>
            <QRCodeSVG
              value={link}
              size={168}
              level="M"
              title={t('bankAccount.qrLabel', { name: account.accountName })}
              role="img"
              aria-label={t('bankAccount.qrLabel', { name: account.accountName })}
              data-upi={link}
            />
          </div>
          <Text size="xs" c="dimmed" ta="center">
            {t('bankAccount.qrHint')}
          </Text>
          {upi?.amount !== undefined && upi.amount > 0 && upi.note && (
            <Text size="xs" ta="center">
              {t('bankAccount.qrFills', { amount: formatRupees(upi.amount), note: upi.note })}
            </Text>
          )}
          <Anchor href={link} size="sm" hiddenFrom="sm">
            {t('bankAccount.openUpi')}
          </Anchor>
        </Stack>
      )}
    </SimpleGrid>
  );
}
