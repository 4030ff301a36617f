import { Checkbox, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { PublicUser } from '@neelami/shared/session';
import { useTranslation } from '../../i18n/i18n';
import { useMembersAvailable } from '../../lib/api/get-member-emd-ledger';
import { type ListedRole, useUsersByRole } from '../../lib/api/get-users-by-role';
import { EmdAvailable } from './emd-available';

/** The groups of members an assignment ticks, in the order they show. */
export const GROUPS: {
  role: ListedRole;
  title: 'adminEvents.buyers' | 'adminEvents.sellers' | 'values.Guest/Client';
}[] = [
  { role: 'Buyer', title: 'adminEvents.buyers' },
  { role: 'Seller', title: 'adminEvents.sellers' },
  { role: 'Guest', title: 'values.Guest/Client' },
];

/** Props of UserGroup. */
export interface UserGroupProps {
  role: ListedRole;
  title: string;
  selected: string[];
  onChange: (ids: string[]) => void;
  /** The chosen lot's EMD (₹); above 0, each Buyer's and Seller's available EMD shows beside it. */
  emdAmount: number;
}

/** One group of tick boxes, each user labelled by organisation or individual name (SPEC §2 Assign). */
export function UserGroup({ role, title, selected, onChange, emdAmount }: UserGroupProps) {
  const { t } = useTranslation();
  const users = useUsersByRole(role);
  const list = users.data ?? [];
  // Guests/Clients only watch (SPEC §6): they hold no EMD.
  const withEmd = emdAmount > 0 && role !== 'Guest';
  const available = useMembersAvailable(
    list.filter((u) => u.isVerified).map((u) => u._id),
    withEmd,
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <Checkbox.Group label={title} value={selected} onChange={onChange}>
        <ScrollArea.Autosize mah={240} type="auto" mt="xs">
          <Stack gap={6}>
            {users.isPending && <Text size="sm">{t('lists.loading')}</Text>}
            {users.isError && (
              <Text size="sm" c="red">
                {users.error.message}
              </Text>
            )}
            {!users.isPending && list.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('admin.noData')}
              </Text>
            )}
            {list.map((u: PublicUser) => (
              <Checkbox
                key={u._id}
                value={u._id}
                disabled={!u.isVerified}
                label={u.OrganizationIndividualName || u.email}
                description={
                  !u.isVerified ? (
                    t('adminEvents.notVerified', { email: u.email })
                  ) : withEmd ? (
                    <>
                      {u.email} · <EmdAvailable available={available[u._id]} emdAmount={emdAmount} />
                    </>
                  ) : (
                    u.email
                  )
                }
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </Paper>
  );
}
