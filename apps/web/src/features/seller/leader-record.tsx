import { Stack, Text } from '@mantine/core';
import { MemberRecordCard } from '../../components/member-record/member-record-card';
import { useTranslation } from '../../i18n/i18n';
import { useLeaderRecord } from '../../lib/api/member-record';

/**
 * Beside the winner on the award screen (API.md "member record"): how the leading bidder paid and
 * lifted before, and its standing, so the owner authorises knowing it. Nothing until the lot closed.
 */
export function LeaderRecord({ subEventId }: { subEventId: string }) {
  const { t } = useTranslation();
  const record = useLeaderRecord(subEventId);
  if (!record.data) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('memberRecord.title')}>
      <Text size="xs" fw={600} c="dimmed">
        {t('memberRecord.title')}
      </Text>
      <MemberRecordCard record={record.data} compact />
    </Stack>
  );
}
