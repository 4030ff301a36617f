import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';
import { usePreferences } from './api';
import { PreferencesForm } from './preferences-form';
import { PushOptIn } from './push-opt-in';

/** /profile/alerts: how a member's alerts reach it (the in-app centre is always on), and push on this browser. */
export function AlertSettingsPage() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  return (
    <Container size={760} py="xl">
      <Title order={1}>{t('alerts.settings.title')}</Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t('alerts.settings.intro')}
      </Text>
      <Stack gap="lg" mt="lg">
        <PushOptIn />
        {prefs.isPending ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Group>
        ) : prefs.isError ? (
          <Text c="red">{t('alerts.settings.loadFailed')}</Text>
        ) : (
          <PreferencesForm stored={prefs.data} />
        )}
      </Stack>
    </Container>
  );
}
