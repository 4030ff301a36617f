import { Alert, Button, Group, Modal, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { MemberRecordCard, StandingHistory } from '../../components/member-record/member-record-card';
import { useTranslation } from '../../i18n/i18n';
import { useLiftSuspension, useMemberRecord } from '../../lib/api/member-record';
import { failed, saved } from '../../lib/save-feedback';

/** The Lift suspension action: a reason, written to the member's history and mailed to it. */
function LiftSuspension({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const lift = useLiftSuspension(userId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    try {
      const res = await lift.mutateAsync({ reason });
      saved(res.message);
      setOpen(false);
      setReason('');
    } catch (e) {
      setError((e as { errors?: Record<string, string> }).errors?.reason);
      failed(e);
    }
  };
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {t('memberRecord.lift')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('memberRecord.liftTitle', { name })}>
        <Stack gap="sm">
          <Textarea
            label={t('memberRecord.liftReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('memberRecord.cancel')}
            </Button>
            <Button color="red" loading={lift.isPending} onClick={() => void submit()}>
              {t('memberRecord.lift')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export interface MemberRecordDialogProps {
  userId: string;
  name: string;
}

/**
 * Verify User Detail's Record button (API.md "member record"): the member's figures and standing,
 * the history of its standing, and Lift suspension while it is suspended.
 */
export function MemberRecordDialog({ userId, name }: MemberRecordDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const record = useMemberRecord(userId, open);
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        aria-label={t('memberRecord.openOf', { name })}
        onClick={() => setOpen(true)}
      >
        {t('memberRecord.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('memberRecord.of', { name })} size="lg">
        {record.isError ? (
          <Alert color="red" role="alert">
            {t('memberRecord.failed')}
          </Alert>
        ) : !record.data ? (
          <Skeleton h={140} />
        ) : (
          <Stack gap="md">
            <MemberRecordCard record={record.data.record} />
            {record.data.record.status === 'suspended' && <LiftSuspension userId={userId} name={name} />}
            <Title order={3} size="h5">
              {t('memberRecord.history')}
            </Title>
            <StandingHistory history={record.data.history} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
