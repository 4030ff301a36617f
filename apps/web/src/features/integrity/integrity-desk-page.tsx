import { Alert, Badge, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { IntegrityBidder, IntegrityFlag } from '@neelami/shared/integrity-api-responses';
import { useSearchParams } from 'react-router';
import { MemberRecordCard } from '../../components/member-record/member-record-card';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { useMemberRecord } from '../../lib/api/member-record';
import { failureMessage } from '../../lib/save-feedback';
import { useSessionUser } from '../../lib/use-session';
import { useIntegrityDesk } from './api/get-integrity-desk';

/** Props of FlagCard. */
interface FlagCardProps {
  flag: IntegrityFlag;
  names: Map<string, string>;
}

/** One flag: its kind, the members it links, and what it rests on (the shared value's tail for Admin, the bids). */
function FlagCard({ flag, names }: FlagCardProps) {
  const { t } = useTranslation();
  const e = flag.evidence;
  return (
    <Card withBorder padding="sm" data-testid="integrity-flag" data-kind={flag.kind}>
      <Stack gap={4}>
        <Badge color={flag.kind === 'shared_ip' ? BADGE_FILL.neutral : BADGE_FILL.warn} w="fit-content">
          {t(`integrity.kind.${flag.kind}`)}
        </Badge>
        <Text size="sm">
          <b>{t('integrity.members')}:</b> {flag.memberIds.map((id) => names.get(id) || id).join(', ')}
        </Text>
        {e.identifier && (
          <Text size="sm">
            <b>{t('integrity.identifier')}:</b> {e.identifier}
          </Text>
        )}
        {e.rounds !== undefined && <Text size="sm">{t('integrity.rounds', { n: e.rounds })}</Text>}
        {e.subEventIds && <Text size="sm">{t('integrity.lotsInTurn', { n: e.subEventIds.length })}</Text>}
        {e.lots !== undefined && e.bids !== undefined && (
          <Text size="sm">{t('integrity.neverWon', { lots: e.lots, bids: e.bids })}</Text>
        )}
        {e.seqs.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <b>{t('integrity.bidsConcerned')}:</b> {e.seqs.join(', ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * One bidder of the lot, with its member record (GET /api/admin/users/:id/record) for Admin: how it
 * paid and lifted before, and its standing. The owner reads its leader's record on the award screen.
 */
function BidderCard({ bidder, admin }: { bidder: IntegrityBidder; admin: boolean }) {
  const { t } = useTranslation();
  const record = useMemberRecord(bidder.memberId, admin);
  return (
    <Card withBorder padding="sm" data-testid="integrity-bidder" data-member-id={bidder.memberId}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{bidder.name}</Text>
        <Group gap={6}>
          <Text size="sm">{t('integrity.bidCount', { n: bidder.bids })}</Text>
          {bidder.leading && <Badge color={BADGE_FILL.good}>{t('integrity.leading')}</Badge>}
        </Group>
      </Group>
      {record.data && (
        <div data-testid="member-record-slot">
          <MemberRecordCard record={record.data.record} compact />
        </div>
      )}
    </Card>
  );
}

/**
 * /integrity?lot=<id> (API.md "Integrity desk"): a lot's flags with their evidence, and its bidders.
 * Admin's; the owner's for its own lot once it has closed (the server answers 403 otherwise).
 */
export function IntegrityDeskPage() {
  const { t } = useTranslation();
  const admin = useSessionUser()?.role === 'Admin';
  const [params] = useSearchParams();
  const lotId = params.get('lot') ?? '';
  const desk = useIntegrityDesk(lotId);
  const names = new Map((desk.data?.bidders ?? []).map((b) => [b.memberId, b.name]));
  return (
    <Container size="md" py="lg" px="xs">
      <Stack>
        <Title order={1}>{t('integrity.title')}</Title>
        <Text c="dimmed">{t('integrity.intro')}</Text>
        {lotId === '' ? (
          <Text>{t('integrity.noLot')}</Text>
        ) : desk.isPending ? (
          <Group>
            <Loader size="sm" />
            <Text>{t('integrity.loading')}</Text>
          </Group>
        ) : desk.isError ? (
          <Alert color="red" role="alert">
            {failureMessage(desk.error)}
          </Alert>
        ) : (
          <>
            <Alert color="blue" data-testid="shared-ip-note">
              {t('integrity.ipNote')}
            </Alert>
            <Stack gap="xs" component="section" aria-labelledby="integrity-flags">
              <Title order={2} size="h3" id="integrity-flags">
                {t('integrity.flags')}
              </Title>
              {desk.data.flags.length === 0 ? (
                <Text data-testid="integrity-none">{t('integrity.none')}</Text>
              ) : (
                desk.data.flags.map((f) => (
                  <FlagCard
                    key={`${f.kind}-${f.memberIds.join()}-${f.evidence.identifier ?? ''}`}
                    flag={f}
                    names={names}
                  />
                ))
              )}
            </Stack>
            <Stack gap="xs" component="section" aria-labelledby="integrity-bidders">
              <Title order={2} size="h3" id="integrity-bidders">
                {t('integrity.bidders')}
              </Title>
              {desk.data.bidders.map((b) => (
                <BidderCard key={b.memberId} bidder={b} admin={admin} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
