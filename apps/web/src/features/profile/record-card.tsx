import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { MemberRecordCard, StandingHistory } from '../../components/member-record/member-record-card';
import { useTranslation } from '../../i18n/i18n';
import { useMemberRecord } from '../../lib/api/member-record';

/**
 * The member's own record on its profile (API.md "member record"): what it won and how it paid and
 * lifted, its standing (probation, suspension) and every change of it.
 */
export function RecordCard() {
  const { t } = useTranslation();
  const record = useMemberRecord('me');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="record-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="record-title">
          {t('memberRecord.title')}
        </Title>
        {record.isError ? (
          <Alert color="red" role="alert">
            {t('memberRecord.failed')}
          </Alert>
        ) : !record.data ? (
          <Skeleton h={120} />
        ) : (
          <>
            <MemberRecordCard record={record.data.record} />
            {record.data.history.length > 0 && <StandingHistory history={record.data.history} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
