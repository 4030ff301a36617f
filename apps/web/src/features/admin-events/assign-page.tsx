import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { eventMessages, type SubEvent } from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import type { PublicUser } from '@neelami/shared/session';
import { IconUserCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type ListedRole, useUsersByRole } from '../../lib/api/get-users-by-role';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { failed, saved } from '../../lib/save-feedback';
import { eventOptions, useAdminEvents, useRefreshEvents } from './api/get-admin-events';
import { useUpdateSubEvent } from './api/update-sub-event';

const GROUPS: { role: ListedRole; title: string }[] = [
  { role: 'Buyer', title: 'Buyers' },
  { role: 'Seller', title: 'Sellers' },
  { role: 'Guest', title: 'Guest/Client' },
];

/** Props of UserGroup. */
interface UserGroupProps {
  role: ListedRole;
  title: string;
  selected: string[];
  onChange: (ids: string[]) => void;
}

/** One group of tick boxes, each user labelled by organisation or individual name (SPEC §2 Assign). */
function UserGroup({ role, title, selected, onChange }: UserGroupProps) {
  const users = useUsersByRole(role);
  const list = users.data ?? [];
  return (
    <Paper withBorder p="sm" radius="md">
      <Checkbox.Group label={title} value={selected} onChange={onChange}>
        <ScrollArea.Autosize mah={240} type="auto" mt="xs">
          <Stack gap={6}>
            {users.isPending && <Text size="sm">Loading…</Text>}
            {users.isError && (
              <Text size="sm" c="red">
                {users.error.message}
              </Text>
            )}
            {!users.isPending && list.length === 0 && (
              <Text size="sm" c="dimmed">
                {eventMessages.noData}
              </Text>
            )}
            {list.map((u: PublicUser) => (
              <Checkbox
                key={u._id}
                value={u._id}
                disabled={!u.isVerified}
                label={u.OrganizationIndividualName || u.email}
                description={u.isVerified ? u.email : `${u.email}: not verified yet`}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </Paper>
  );
}

/**
 * /admin/assignBuyerSeller (SPEC §2 Assign): choose an event, tick Buyers, Sellers and
 * Guest/Client, choose one sub-event by radio, Save Assignment. Success clears the
 * selection (SPEC §4); nothing chosen says 'Please select a sub-event and buyers.'
 */
export function AssignPage() {
  const events = useAdminEvents();
  const refresh = useRefreshEvents();
  const update = useUpdateSubEvent();
  const buyers = useUsersByRole('Buyer');
  const sellers = useUsersByRole('Seller');
  const guests = useUsersByRole('Guest');
  const [eventId, setEventId] = useState<string | null>(null);
  const [subEventId, setSubEventId] = useState<string | null>(null);
  const [picked, setPicked] = useState<Record<ListedRole, string[]>>({ Buyer: [], Seller: [], Guest: [] });
  const [saving, setSaving] = useState(false);

  const event = events.data?.find((e) => e._id === eventId);
  const subs: SubEvent[] = event?.subEvent ?? [];
  const chosenSub = subs.find((s) => s._id === subEventId);
  const everyone = [...(buyers.data ?? []), ...(sellers.data ?? []), ...(guests.data ?? [])];
  const nameOf = (id: string) => {
    const u = everyone.find((x) => x._id === id);
    return u ? u.OrganizationIndividualName || u.email : id;
  };

  const save = async () => {
    const ids = [...picked.Buyer, ...picked.Seller, ...picked.Guest];
    if (!event || !subEventId || ids.length === 0) {
      notifyError(eventMessages.selectSubEventAndBuyers, ALERT_MS.default);
      return;
    }
    setSaving(true);
    try {
      await update.mutateAsync({
        eventId: event._id,
        subEventId,
        body: { registeredBuyers: ids },
      });
      saved(eventMessages.assigned);
      setPicked({ Buyer: [], Seller: [], Guest: [] });
      setSubEventId(null);
      await refresh();
    } catch (err) {
      failed(err);
    } finally {
      setSaving(false);
    }
  };

  const unassign = async (userId: string) => {
    if (!event || !chosenSub) return;
    try {
      const rest = (chosenSub.registeredBuyers ?? []).filter((id) => id !== userId);
      await update.mutateAsync({
        eventId: event._id,
        subEventId: chosenSub._id,
        body: { registeredBuyers: rest, mode: 'replace' },
      });
      saved(eventMessages.subEventUpdated);
      await refresh();
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Assign Buyers and Sellers</Title>
          <Text c="dimmed" size="sm">
            Only verified members can be assigned. Assigning adds to those already assigned.
          </Text>
        </div>
        <Select
          label="Event"
          placeholder={events.isPending ? 'Loading events…' : 'Choose an event'}
          searchable
          maw={480}
          data={eventOptions(events.data)}
          value={eventId}
          onChange={(v) => {
            setEventId(v);
            setSubEventId(null);
          }}
          nothingFoundMessage="No events"
        />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {GROUPS.map((g) => (
            <UserGroup
              key={g.role}
              role={g.role}
              title={g.title}
              selected={picked[g.role]}
              onChange={(ids) => setPicked((p) => ({ ...p, [g.role]: ids }))}
            />
          ))}
        </SimpleGrid>
        <Radio.Group label="Sub-Event" value={subEventId} onChange={setSubEventId}>
          <Table.ScrollContainer minWidth={640} mt="xs">
            <Table striped withTableBorder verticalSpacing="xs" aria-label="Sub-events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Select</Table.Th>
                  <Table.Th scope="col">Auction No</Table.Th>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Sub-Event Type</Table.Th>
                  <Table.Th scope="col">Start</Table.Th>
                  <Table.Th scope="col">End</Table.Th>
                  <Table.Th scope="col">Assigned</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {subs.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text ta="center" c="dimmed" py="sm">
                        {event ? eventMessages.noData : 'Choose an event to see its sub-events.'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  subs.map((s) => (
                    <Table.Tr key={s._id}>
                      <Table.Td>
                        <Radio value={s._id} aria-label={`Choose ${s.name}`} />
                      </Table.Td>
                      <Table.Td>{s.auctionNo}</Table.Td>
                      <Table.Td>{s.name}</Table.Td>
                      <Table.Td>{s.subEventType}</Table.Td>
                      <Table.Td>{formatIst(s.eventStartsOn)}</Table.Td>
                      <Table.Td>{formatIst(s.eventEndsOn)}</Table.Td>
                      <Table.Td>{s.registeredBuyers?.length ?? 0}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Radio.Group>
        {chosenSub && (chosenSub.registeredBuyers?.length ?? 0) > 0 && (
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" fw={600} mb={6}>
              Already assigned to {chosenSub.name}
            </Text>
            <Group gap={6}>
              {chosenSub.registeredBuyers?.map((id) => (
                <Badge
                  key={id}
                  variant="light"
                  rightSection={
                    <Tooltip label={`Unassign ${nameOf(id)}`}>
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        aria-label={`Unassign ${nameOf(id)}`}
                        onClick={() => void unassign(id)}
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
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => void save()}
            loading={saving}
            leftSection={<IconUserCheck size={16} aria-hidden />}
          >
            Save Assignment
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
