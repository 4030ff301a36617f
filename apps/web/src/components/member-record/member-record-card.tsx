import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatIst, formatIstDay } from '@neelami/shared/ist';
import type { MemberStatus } from '@neelami/shared/member-record';
import type { MemberRecord, StandingChange } from '@neelami/shared/member-record-api-responses';
import { useTranslation } from '../../i18n/i18n';
import { BADGE_FILL } from '../tones';

const COLOR: Record<MemberStatus, string> = {
  good: BADGE_FILL.good,
  probation: BADGE_FILL.warn,
  suspended: BADGE_FILL.bad,
};
const FIGURES = ['lotsWon', 'paidOnTime', 'paidLate', 'defaults', 'liftedInTime', 'liftedLate'] as const;

/** The standing as a badge (API.md "member record": good, probation, suspended). */
export function StandingBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} data-testid="standing-badge">
      {t(`memberRecord.status.${status}`)}
    </Badge>
  );
}

export interface MemberRecordCardProps {
  record: MemberRecord;
  /** Fewer words: beside the winner on the award screen. */
  compact?: boolean;
}

/** A member's record: its standing and the six figures, two or three to a row (fine at 360 px). */
export function MemberRecordCard({ record, compact = false }: MemberRecordCardProps) {
  const { t } = useTranslation();
  const meaning = t(`memberRecord.meaning.${record.status}`);
  return (
    <Stack gap={compact ? 4 : 'xs'} data-testid="member-record">
      <Group gap="xs" wrap="wrap">
        <StandingBadge status={record.status} />
        {!compact && meaning && (
          <Text size="sm" c="dimmed">
            {meaning}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {FIGURES.map((k) => (
          <div key={k}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`memberRecord.${k}`)}
            </Text>
            <Text component="dd" m={0} fw={600} data-testid={`record-${k}`}>
              {record[k]}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The changes of a member's standing, newest first: what, why, who and when. */
export function StandingHistory({ history }: { history: StandingChange[] }) {
  const { t } = useTranslation();
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('memberRecord.noHistory')}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="standing-history">
      {history.map((h) => (
        <li key={`${h.at}-${h.status}-${h.cause}`}>
          <Text size="sm">
            {t('memberRecord.changeAt', {
              status: t(`memberRecord.status.${h.status}`),
              cause: t(`memberRecord.cause.${h.cause}`),
              at: formatIst(h.at),
            })}
            {h.until ? ` (${t('memberRecord.until', { at: formatIstDay(h.until) })})` : ''}
            {h.by ? ` ${t('memberRecord.by', { name: h.by })}` : ''}
          </Text>
          {h.reason && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('memberRecord.reason', { reason: h.reason })}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
