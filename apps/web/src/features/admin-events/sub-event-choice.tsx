import { Checkbox, Table, Text } from '@mantine/core';
import type { SubEvent } from '@neelami/shared/events';
import { formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';

/** Props of SubEventChoice. */
export interface SubEventChoiceProps {
  /** The chosen event's sub-events (none until an event is chosen). */
  subs: SubEvent[];
  eventChosen: boolean;
  subEventIds: string[];
  /** Takes the new ticks, or how to change the current ones (as a state setter does). */
  onChange: Dispatch<SetStateAction<string[]>>;
}

/** The sub-events of the chosen event to assign to, ticked one by one or all at once. */
export function SubEventChoice({ subs, eventChosen, subEventIds, onChange }: SubEventChoiceProps) {
  const { t } = useTranslation();
  return (
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
                  onChange={(e) => onChange(e.currentTarget.checked ? subs.map((s) => s._id) : [])}
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
                    {eventChosen ? t('admin.noData') : t('admin.chooseEventFirst')}
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
                        onChange((ids) =>
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
  );
}
