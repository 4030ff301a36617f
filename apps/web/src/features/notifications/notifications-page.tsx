import { Anchor, Button, Container, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { notifyError } from '../../lib/notify';
import { AlertRow } from './alert-row';
import { markAllAlertsRead, useAlertPages } from './api';
import { useOpenAlert } from './use-open-alert';

/** /notifications: every alert of the member, newest first, a page at a time; unread only on demand. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const pages = useAlertPages(unreadOnly);
  const open = useOpenAlert();
  const [marking, setMarking] = useState(false);
  const items = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const now = Date.now();

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllAlertsRead(qc);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : t('common.somethingWentWrong'));
    } finally {
      setMarking(false);
    }
  };

  return (
    <Container size={760} py="xl">
      <Title order={1}>{t('alerts.title')}</Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t('alerts.intro')}{' '}
        <Anchor component={Link} to="/profile/alerts" size="sm">
          {t('alerts.settingsLink')}
        </Anchor>
      </Text>
      <Group justify="space-between" mt="lg" gap="sm">
        <Switch
          label={t('alerts.unreadOnly')}
          checked={unreadOnly}
          onChange={(e) => setUnreadOnly(e.currentTarget.checked)}
        />
        <Button variant="light" size="sm" onClick={markAll} loading={marking} disabled={unread === 0}>
          {t('bell.markAllRead')}
        </Button>
      </Group>
      <Paper withBorder radius="md" mt="md" p={4}>
        {pages.isPending ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Group>
        ) : pages.isError ? (
          <Text c="red" p="md">
            {t('bell.loadFailed')}
          </Text>
        ) : items.length === 0 ? (
          <Text c="dimmed" p="md">
            {unreadOnly ? t('alerts.noneUnread') : t('bell.empty')}
          </Text>
        ) : (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((n) => (
              <li key={n._id}>
                <AlertRow item={n} onOpen={open} now={now} />
              </li>
            ))}
          </Stack>
        )}
      </Paper>
      {pages.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t('alerts.loadMore')}
          </Button>
        </Group>
      )}
    </Container>
  );
}
