import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';

/**
 * What Admin's two lists of things to decide share (reported deposits, refund requests): a titled
 * panel with a status switch, the list of that status in a table (or why it failed, or that it is
 * empty), and the dialog the rows' buttons open.
 */
export function DecisionListSection<S extends string, R extends { _id: string }>(props: {
  title: string;
  statuses: readonly S[];
  initial: S;
  statusText: (status: S) => string;
  statusLabel: string;
  useList: (status: S) => UseQueryResult<R[]>;
  failedText: string;
  skeletonHeight: number;
  minWidth: number;
  columns: number;
  head: (status: S) => ReactNode;
  empty: (status: S) => string;
  row: (item: R) => ReactNode;
  children?: ReactNode;
}) {
  const [status, setStatus] = useState<S>(props.initial);
  const list = props.useList(status);
  const rows = list.data ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <SegmentedControl
          data={props.statuses.map((value) => ({ value, label: props.statusText(value) }))}
          value={status}
          onChange={(value) => setStatus(value as S)}
          aria-label={props.statusLabel}
        />
      </Group>
      {list.isError && (
        <Alert color="red" role="alert" mb="sm">
          {props.failedText} {list.error.message}
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton h={props.skeletonHeight} />
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label={props.title}>
            <Table.Thead>
              <Table.Tr>{props.head(status)}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={props.columns}>
                    <Text ta="center" c="dimmed" py="sm">
                      {props.empty(status)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((r) => <Table.Tr key={r._id}>{props.row(r)}</Table.Tr>)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {props.children}
    </Paper>
  );
}

/** The member of a row, opening the member's ledger below. */
export function MemberButton({ who, onClick }: { who: string; onClick: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick}>
      {who}
    </Anchor>
  );
}

/** The pair of buttons that decide a row: the good answer and Reject. */
export function DecideButtons(props: {
  approve: string;
  approveAria?: string;
  rejectAria?: string;
  icons?: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        color={BADGE_FILL.good}
        leftSection={props.icons ? <IconCheck size={14} aria-hidden /> : undefined}
        aria-label={props.approveAria}
        onClick={props.onApprove}
      >
        {props.approve}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={props.icons ? <IconX size={14} aria-hidden /> : undefined}
        aria-label={props.rejectAria}
        onClick={props.onReject}
      >
        {t('adminEmd.reject')}
      </Button>
    </Group>
  );
}
