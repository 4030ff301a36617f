import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { ManageSubEventGrid } from './manage-sub-event-grid';

/** /admin/ManageSubEventGrid (SPEC §2): the grid, with the event handed over by Add Event (state or ?eventId=). */
export function ManageSubEventGridPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const fromState = (location.state as { eventId?: unknown } | null)?.eventId;
  const eventId = typeof fromState === 'string' ? fromState : params.get('eventId');
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminEvents.manageTitle')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminEvents.manageIntro')}
          </Text>
        </div>
        <ManageSubEventGrid
          eventId={eventId}
          onEventChange={(id) => setParams(id ? { eventId: id } : {}, { replace: true, state: null })}
        />
      </Stack>
    </Container>
  );
}
