import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AuctionEventWithSubEvents, eventMessages, type SubEvent } from '@neelami/shared/events';
import { formatIst, formatIstParts } from '@neelami/shared/ist';
import {
  planStagger,
  type StaggerLot,
  type StaggerPlan,
  staggerInputSchema,
  staggerProblemMessage,
} from '@neelami/shared/stagger';
import { IconClockPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { IstDateTimeInput } from '../../components/ist-date-time-input';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { serverClock } from '../../lib/connection';
import { failed, saved } from '../../lib/save-feedback';
import { useRenderedWhenOpened } from '../../lib/use-rendered-when-opened';
import { useRefreshEvents } from './api/get-admin-events';
import { useStaggerClosing } from './api/stagger-closing';

/** Props of StaggerClosingModal. */
export interface StaggerClosingModalProps {
  event: AuctionEventWithSubEvents;
  opened: boolean;
  onClose: () => void;
}

const staggerLotOf = (s: SubEvent): StaggerLot => ({
  id: s._id,
  serialNo: s.serialNo,
  auctionNo: s.auctionNo,
  name: s.name,
  isActive: s.isActive,
  status: s.status,
  eventStartsOn: Date.parse(s.eventStartsOn),
  closesAt: Date.parse(s.closesAt),
  hasBids: s.bidCount > 0,
});

/**
 * 'Stagger closing' of an event's lots (API.md "Staggered closing"): the first close and the
 * minutes between lots, the new closing times of the active, open lots in serial order shown
 * before anything is saved (the server decides by the same rule, packages/shared/src/stagger.ts),
 * then Save. Rendered once opened.
 */
export function StaggerClosingModal(props: StaggerClosingModalProps) {
  const dialog = useRenderedWhenOpened(props.opened);
  return dialog.rendered ? <StaggerClosingDialog {...props} opened={dialog.opened} /> : null;
}

function StaggerClosingDialog({ event, opened, onClose }: StaggerClosingModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const refresh = useRefreshEvents();
  const save = useStaggerClosing();
  const [firstEndsOn, setFirstEndsOn] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<string | number>('');
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setFirstEndsOn(null);
      setMinutes('');
      setServerError(null);
    }
  }, [opened]);

  const parsed = staggerInputSchema.safeParse({ firstEndsOn: firstEndsOn ?? '', minutes });
  /** A field's schema message in the language shown, once the field holds something. */
  const fieldError = (name: 'firstEndsOn' | 'minutes') => {
    const filled = name === 'firstEndsOn' ? firstEndsOn !== null : minutes !== '';
    const issue = parsed.error?.issues.find((i) => i.path[0] === name);
    return filled && issue ? tm(issue.message) : undefined;
  };
  const plan: StaggerPlan | null = parsed.success
    ? planStagger(
        event.subEvent.map(staggerLotOf),
        { firstEndsOn: Date.parse(parsed.data.firstEndsOn), minutes: parsed.data.minutes },
        serverClock.now(),
      )
    : null;
  const problem = plan && !plan.ok ? staggerProblemMessage(plan, formatIst) : null;

  const submit = async () => {
    if (!parsed.success || !plan?.ok) return;
    setServerError(null);
    try {
      await save.mutateAsync({ eventId: event._id, body: parsed.data });
      saved(eventMessages.staggered);
      onClose();
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && (err.errors.firstEndsOn || err.code === 'CONFLICT'))
        setServerError(err.errors.firstEndsOn ?? err.message);
      else failed(err);
      await refresh();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('stagger.title')} size="lg" fullScreen={phone} centered>
      <Stack>
        <Text size="sm">{t('stagger.intro', { name: event.auctionName })}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IstDateTimeInput
            label={t('stagger.firstClose')}
            moment="end"
            required
            value={firstEndsOn}
            onChange={(v) => {
              setFirstEndsOn(v);
              setServerError(null);
            }}
            error={fieldError('firstEndsOn')}
          />
          <NumberInput
            label={t('stagger.minutes')}
            withAsterisk
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={1440}
            value={minutes}
            onChange={(v) => {
              setMinutes(v);
              setServerError(null);
            }}
            error={fieldError('minutes')}
          />
        </SimpleGrid>
        {serverError || problem ? (
          <Alert color="red" variant="light" role="alert" data-testid="stagger-problem">
            {serverError ?? tm(problem ?? '')}
          </Alert>
        ) : plan?.ok ? (
          <>
            <Text size="sm" data-testid="stagger-count">
              {t('stagger.previewCount', { n: plan.lots.length })}
            </Text>
            <Table.ScrollContainer minWidth={300}>
              <Table striped withTableBorder verticalSpacing="xs" aria-label={t('stagger.previewLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('admin.serialNo')}</Table.Th>
                    <Table.Th scope="col">{t('stagger.lot')}</Table.Th>
                    <Table.Th scope="col">{t('stagger.newClose')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {plan.lots.map(({ lot, endsOn, closesAt }) => {
                    const at = formatIstParts(endsOn);
                    return (
                      <Table.Tr key={lot.id} data-testid="stagger-row">
                        <Table.Td>{lot.serialNo}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{lot.name}</Table.Td>
                        <Table.Td>
                          <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
                            {at.date}
                          </Text>{' '}
                          <Text size="sm" span fw={600} style={{ whiteSpace: 'nowrap' }}>
                            {at.time}
                          </Text>
                          {closesAt > endsOn && (
                            <Text size="xs" c="dimmed">
                              {t('stagger.keepsLater', { time: formatIst(closesAt) })}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('stagger.choose')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('grid.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={!plan?.ok || serverError !== null}
            leftSection={<IconClockPlay size={16} aria-hidden />}
          >
            {t('stagger.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
