import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
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
import { formatRupees } from '@neelami/shared/money';
import type { PublicUser } from '@neelami/shared/session';
import { IconUserCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTextTones } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { ApiError } from '../../lib/api';
import { useMembersAvailable } from '../../lib/api/get-member-emd-ledger';
import { type ListedRole, useUsersByRole } from '../../lib/api/get-users-by-role';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { failed, saved } from '../../lib/save-feedback';
import { eventOptions, useAdminEvents, useRefreshEvents } from './api/get-admin-events';
import { useUpdateSubEvent } from './api/update-sub-event';

const GROUPS: {
  role: ListedRole;
  title: 'adminEvents.buyers' | 'adminEvents.sellers' | 'values.Guest/Client';
}[] = [
  { role: 'Buyer', title: 'adminEvents.buyers' },
  { role: 'Seller', title: 'adminEvents.sellers' },
  { role: 'Guest', title: 'values.Guest/Client' },
];

/** Props of UserGroup. */
interface UserGroupProps {
  role: ListedRole;
  title: string;
  selected: string[];
  onChange: (ids: string[]) => void;
  /** The chosen lot's EMD (₹); above 0, each Buyer's and Seller's available EMD shows beside it. */
  emdAmount: number;
}

/** A member's available EMD against the lot's EMD: enough, or short by how much. */
function EmdAvailable({ available, emdAmount }: { available: number | undefined; emdAmount: number }) {
  const { t } = useTranslation();
  const tones = useTextTones();
  if (available === undefined) return <>{t('adminEvents.emdAvailableWait')}</>;
  const short = emdAmount - available;
  return (
    <Text span size="xs" c={short > 0 ? tones.error : tones.success} fw={600} data-testid="emd-available">
      {t('adminEvents.emdAvailable', { amount: formatRupees(available) })}
      {short > 0 ? ` ${t('adminEvents.shortBy', { amount: formatRupees(short) })}` : ''}
    </Text>
  );
}

/** One group of tick boxes, each user labelled by organisation or individual name (SPEC §2 Assign). */
function UserGroup({ role, title, selected, onChange, emdAmount }: UserGroupProps) {
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

/** The members an assignment refused (EMD short): each with the server's message naming it. */
export function refusedOf(err: ApiError, ids: readonly string[]): { userId: string; message: string }[] {
  const out: { userId: string; message: string }[] = [];
  for (const [key, message] of Object.entries(err.errors)) {
    const m = /^registeredBuyers\.(\d+)$/.exec(key);
    const userId = m ? ids[Number(m[1])] : undefined;
    if (userId) out.push({ userId, message });
  }
  return out;
}

/**
 * /admin/assignBuyerSeller (SPEC §2 Assign): choose an event, tick Buyers, Sellers and
 * Guest/Client, tick the sub-events, Save Assignment. SPEC has one sub-event by radio; the same
 * members usually go to every lot of an event, so several sub-events may be ticked and are
 * saved one after another with the one API call per sub-event. Success clears the selection
 * (SPEC §4); nothing chosen says 'Please select a sub-event and buyers.'
 */
export function AssignPage() {
  const { t } = useTranslation();
  const events = useAdminEvents();
  const refresh = useRefreshEvents();
  const update = useUpdateSubEvent();
  const buyers = useUsersByRole('Buyer');
  const sellers = useUsersByRole('Seller');
  const guests = useUsersByRole('Guest');
  const [eventId, setEventId] = useState<string | null>(null);
  const [subEventIds, setSubEventIds] = useState<string[]>([]);
  const [picked, setPicked] = useState<Record<ListedRole, string[]>>({ Buyer: [], Seller: [], Guest: [] });
  const [saving, setSaving] = useState(false);
  // The members a save could not assign (EMD short), each with the server's message.
  const [refusals, setRefusals] = useState<string[]>([]);

  const event = events.data?.find((e) => e._id === eventId);
  const subs: SubEvent[] = event?.subEvent ?? [];
  // The members already assigned are shown (and can be unassigned) while one sub-event is ticked.
  const chosenSub = subEventIds.length === 1 ? subs.find((s) => s._id === subEventIds[0]) : undefined;
  const everyone = [...(buyers.data ?? []), ...(sellers.data ?? []), ...(guests.data ?? [])];
  const nameOf = (id: string) => {
    const u = everyone.find((x) => x._id === id);
    return u ? u.OrganizationIndividualName || u.email : id;
  };

  const save = async () => {
    const ids = [...picked.Buyer, ...picked.Seller, ...picked.Guest];
    if (!event || subEventIds.length === 0 || ids.length === 0) {
      notifyError(eventMessages.selectSubEventAndBuyers, ALERT_MS.default);
      return;
    }
    setSaving(true);
    setRefusals([]);
    // One after another, so a refusal names its sub-event and the others still save.
    const refused: string[] = [];
    const emdRefusals: string[] = [];
    const emdRefusedIds = new Set<string>();
    let firstError: unknown = null;
    for (const subEventId of subEventIds) {
      const subName = subs.find((x) => x._id === subEventId)?.name ?? subEventId;
      try {
        await update.mutateAsync({ eventId: event._id, subEventId, body: { registeredBuyers: ids } });
      } catch (err) {
        const short = err instanceof ApiError && err.code === 'EMD_REQUIRED' ? refusedOf(err, ids) : [];
        if (short.length > 0) {
          // API.md: members whose available EMD is short are refused, each named with its shortfall
          // (`errors['registeredBuyers.<i>']`, i its place in the save); the others are assigned.
          for (const r of short) {
            emdRefusals.push(subEventIds.length > 1 ? `${subName}: ${r.message}` : r.message);
            emdRefusedIds.add(r.userId);
          }
        } else {
          refused.push(subEventId);
          firstError ??= err;
        }
      }
    }
    setSaving(false);
    setRefusals(emdRefusals);
    if (refused.length === 0 && emdRefusals.length === 0) {
      saved(eventMessages.assigned);
      setPicked({ Buyer: [], Seller: [], Guest: [] });
      setSubEventIds([]);
    } else if (refused.length === 0) {
      // Everyone else was assigned; the members short of EMD stay ticked, to assign them once
      // their EMD covers the lot.
      if (emdRefusedIds.size < ids.length) saved(eventMessages.assigned);
      setPicked((p) => ({
        Buyer: p.Buyer.filter((id) => emdRefusedIds.has(id)),
        Seller: p.Seller.filter((id) => emdRefusedIds.has(id)),
        Guest: p.Guest.filter((id) => emdRefusedIds.has(id)),
      }));
    } else {
      failed(firstError);
      if (refused.length < subEventIds.length) {
        const names = refused.map((id) => subs.find((x) => x._id === id)?.name ?? id).join(', ');
        notifyError(t('adminEvents.notAssignedTo', { names }), ALERT_MS.admin);
      }
      // The refused sub-events stay ticked, with the members, to try again.
      setSubEventIds(refused);
    }
    await refresh();
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
          <Title order={1}>{t('adminEvents.assignTitle')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminEvents.assignIntro')}
          </Text>
        </div>
        <Select
          label={t('admin.event')}
          placeholder={events.isPending ? t('admin.loadingEvents') : t('admin.chooseEvent')}
          searchable
          maw={480}
          data={eventOptions(events.data)}
          value={eventId}
          onChange={(v) => {
            setEventId(v);
            setSubEventIds([]);
          }}
          nothingFoundMessage={t('admin.noEvents')}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {GROUPS.map((g) => (
            <UserGroup
              key={g.role}
              role={g.role}
              title={t(g.title)}
              selected={picked[g.role]}
              onChange={(ids) => setPicked((p) => ({ ...p, [g.role]: ids }))}
              emdAmount={Math.max(
                0,
                ...subs.filter((x) => subEventIds.includes(x._id)).map((x) => x.emdAmount),
              )}
            />
          ))}
        </SimpleGrid>
        <div role="group" aria-labelledby="assign-sub-events-label">
          <Text id="assign-sub-events-label" size="sm" fw={500}>
            {t('admin.subEvents')}
          </Text>
          <Table.ScrollContainer minWidth={640} mt="xs">
            <Table striped withTableBorder verticalSpacing="xs" aria-label={t('admin.subEvents')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Checkbox
                      aria-label={t('adminEvents.chooseEvery')}
                      disabled={subs.length === 0}
                      checked={subs.length > 0 && subEventIds.length === subs.length}
                      indeterminate={subEventIds.length > 0 && subEventIds.length < subs.length}
                      onChange={(e) => setSubEventIds(e.currentTarget.checked ? subs.map((s) => s._id) : [])}
                    />
                  </Table.Th>
                  <Table.Th scope="col">{t('admin.auctionNo')}</Table.Th>
                  <Table.Th scope="col">{t('lists.name')}</Table.Th>
                  <Table.Th scope="col">{t('admin.subEventType')}</Table.Th>
                  <Table.Th scope="col">{t('lists.start')}</Table.Th>
                  <Table.Th scope="col">{t('lists.end')}</Table.Th>
                  <Table.Th scope="col">EMD</Table.Th>
                  <Table.Th scope="col">{t('adminEvents.assigned')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {subs.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text ta="center" c="dimmed" py="sm">
                        {event ? t('admin.noData') : t('admin.chooseEventFirst')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  subs.map((s) => (
                    <Table.Tr key={s._id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('adminEvents.chooseOne', { name: s.name })}
                          checked={subEventIds.includes(s._id)}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setSubEventIds((ids) =>
                              on
                                ? [...ids.filter((id) => id !== s._id), s._id]
                                : ids.filter((id) => id !== s._id),
                            );
                          }}
                        />
                      </Table.Td>
                      <Table.Td>{s.auctionNo}</Table.Td>
                      <Table.Td>{s.name}</Table.Td>
                      <Table.Td>{valueLabel(t, s.subEventType)}</Table.Td>
                      <Table.Td>{formatIst(s.eventStartsOn)}</Table.Td>
                      <Table.Td>{formatIst(s.eventEndsOn)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {s.emdAmount > 0 ? formatRupees(s.emdAmount) : t('admin.none')}
                      </Table.Td>
                      <Table.Td>{s.registeredBuyers?.length ?? 0}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
        {chosenSub && (chosenSub.registeredBuyers?.length ?? 0) > 0 && (
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
        {refusals.length > 0 && (
          <Alert
            color="red"
            role="alert"
            title={t('adminEvents.emdShortTitle')}
            withCloseButton
            onClose={() => setRefusals([])}
          >
            <Stack gap={4}>
              {refusals.map((m) => (
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
            onClick={() => void save()}
            loading={saving}
            leftSection={<IconUserCheck size={16} aria-hidden />}
          >
            {t('adminEvents.saveAssignment')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
