import { Alert, Badge, Button, Container, Group, Skeleton, Spoiler, Table, Text, Title } from '@mantine/core';
import { formatIst } from '@neelami/shared/ist';
import type { OutboxStatus } from '@neelami/shared/notify';
import { IconRefresh } from '@tabler/icons-react';
import { type Key, useTranslation } from '../../i18n/i18n';
import { useOutbox } from './api/get-outbox';

const statusColor: Record<OutboxStatus, string> = {
  pending: 'yellow',
  sent: 'green',
  failed: 'red',
  recorded: 'gray',
};
const statusLabel: Record<OutboxStatus, Key> = {
  pending: 'adminContent.sending',
  sent: 'adminContent.sent',
  failed: 'adminContent.failed',
  recorded: 'adminContent.recorded',
};

/**
 * /admin/outbox (API.md GET /api/admin/outbox): every e-mail and SMS the
 * platform sent, newest first. One-time codes are masked.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const list = useOutbox();
  const reload = list.refetch;
  const rows = list.data ?? [];
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('adminContent.outbox')}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('adminContent.outboxIntro')}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void reload()}
          loading={list.isFetching}
        >
          {t('adminContent.refresh')}
        </Button>
      </Group>
      {list.isError && (
        <Alert color="red" mt="md">
          {t('adminContent.outboxFailed')}
        </Alert>
      )}
      {list.isLoading ? (
        <Skeleton h={240} mt="md" />
      ) : (
        <Table.ScrollContainer minWidth={900} mt="md">
          <Table striped withTableBorder verticalSpacing="sm" aria-label={t('adminContent.outbox')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" style={{ minWidth: 170 }}>
                  {t('adminContent.time')}
                </Table.Th>
                <Table.Th scope="col" style={{ minWidth: 100 }}>
                  {t('adminContent.channel')}
                </Table.Th>
                <Table.Th scope="col">{t('adminContent.to')}</Table.Th>
                <Table.Th scope="col">{t('adminContent.subjectText')}</Table.Th>
                <Table.Th scope="col">{t('adminContent.purpose')}</Table.Th>
                <Table.Th scope="col" style={{ minWidth: 140 }}>
                  {t('admin.status')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text ta="center" c="dimmed" py="md">
                      {t('admin.noData')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((m) => (
                  <Table.Tr key={m._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {formatIst(m.createdAt)}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Badge variant="light" color={m.channel === 'email' ? 'blue' : 'grape'}>
                        {m.channel === 'email' ? t('adminContent.email') : 'SMS'}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>{m.recipient}</Table.Td>
                    <Table.Td style={{ verticalAlign: 'top', maxWidth: 480 }}>
                      {m.subject && (
                        <Text fw={600} size="sm">
                          {m.subject}
                        </Text>
                      )}
                      <Spoiler
                        maxHeight={90}
                        showLabel={t('adminContent.showMore')}
                        hideLabel={t('adminContent.showLess')}
                      >
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {m.body}
                        </Text>
                      </Spoiler>
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>{m.purpose || '—'}</Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <Badge color={statusColor[m.status]} variant="light" title={m.error ?? undefined}>
                        {t(statusLabel[m.status])}
                      </Badge>
                      {m.error && (
                        <Text size="xs" c="red" mt={4}>
                          {m.error}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
