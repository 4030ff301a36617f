import { ActionIcon, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import type { SubEvent } from '@neelami/shared/events';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { useUsersByRole } from '../../lib/api/get-users-by-role';

/** Props of AssignedMembers. */
export interface AssignedMembersProps {
  chosenSub: SubEvent;
  onUnassign: (userId: string) => void;
}

/** The members already assigned to the one ticked sub-event, each with a button to unassign it. */
export function AssignedMembers({ chosenSub, onUnassign }: AssignedMembersProps) {
  const { t } = useTranslation();
  const buyers = useUsersByRole('Buyer');
  const sellers = useUsersByRole('Seller');
  const guests = useUsersByRole('Guest');
  const everyone = [...(buyers.data ?? []), ...(sellers.data ?? []), ...(guests.data ?? [])];
  const nameOf = (id: string) => {
    const u = everyone.find((x) => x._id === id);
    return u ? u.OrganizationIndividualName || u.email : id;
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" fw={600} mb={6}>
        {t('adminEvents.alreadyAssigned', { name: chosenSub.name })}
      </Text>
      <Group gap={6}>
        {chosenSub.registeredBuyers?.map((id) => (
          <Badge
            key={id}
            variant="light"
            rightSection={
              <Tooltip label={t('adminEvents.unassign', { name: nameOf(id) })}>
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={t('adminEvents.unassign', { name: nameOf(id) })}
                  onClick={() => onUnassign(id)}
                >
                  <IconX size={12} aria-hidden />
                </ActionIcon>
              </Tooltip>
            }
          >
            {nameOf(id)}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}
