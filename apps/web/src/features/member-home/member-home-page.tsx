import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDateOnly, formatIst } from '@neelami/shared/ist';
import type { HomeDecision, HomeDeposit, HomeDue, HomeLot } from '@neelami/shared/member-home-api-responses';
import { formatRupees } from '@neelami/shared/money';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { liveRoomPath } from '../../components/terms-event';
import { BADGE_FILL, useTextTones } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { formatBid } from '../../lib/bid-amount';
import { useMemberHome } from './api/get-member-home';

/** One thing that needs the member: its lot, what it is about, and the place to act. */
function Item({ title, children, to, act }: { title: string; children: ReactNode; to: string; act: string }) {
  return (
    <Card withBorder padding="sm" radius="md" component="li" data-testid="needs-item">
      <Stack gap={6}>
        <Text fw={700} size="sm">
          {title}
        </Text>
        {children}
        <Group justify="flex-end">
          <Button
            component={Link}
            to={to}
            size="xs"
            variant="light"
            rightSection={<IconArrowRight size={14} aria-hidden />}
          >
            {act}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A part of the page (dues, decisions…): its heading with the count, and its items. */
function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Group gap="xs">
        <Title order={2} size="h4" id={`${id}-heading`}>
          {title}
        </Title>
        <Badge color={BADGE_FILL.neutral} size="sm" circle>
          {count}
        </Badge>
      </Group>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}

function DueItem({ due }: { due: HomeDue }) {
  const { t } = useTranslation();
  const tones = useTextTones();
  return (
    <Item
      title={`${t('needs.lot', { no: due.auctionNo, name: due.lotName })} · ${due.auctionName}`}
      to="/auction/myPurchases"
      act={t('needs.dues.act')}
    >
      <Text size="sm">
        {t('needs.dues.balance', { amount: formatRupees(due.balanceDue), date: formatDateOnly(due.dueDate) })}
      </Text>
      {due.overdue && (
        <Text size="sm" fw={600} c={tones.error}>
          {t('needs.dues.overdue', { date: formatDateOnly(due.dueDate) })}
        </Text>
      )}
      {due.confirmed > 0 && (
        <Text size="sm">{t('needs.dues.confirmed', { amount: formatRupees(due.confirmed) })}</Text>
      )}
      {due.reported > 0 && (
        <Text size="sm" c={tones.warn} fw={600} data-testid="needs-reported">
          {t('needs.dues.reported', { amount: formatRupees(due.reported) })}
        </Text>
      )}
      <Text size="sm" fw={700} data-testid="needs-to-pay">
        {due.toPay > 0
          ? t('needs.dues.toPay', { amount: formatRupees(due.toPay) })
          : t('needs.dues.nothingToPay')}
      </Text>
    </Item>
  );
}

function DecisionItem({ decision: d }: { decision: HomeDecision }) {
  const { t } = useTranslation();
  const title = `${t('needs.lot', { no: d.auctionNo, name: d.lotName })} · ${d.auctionName}`;
  switch (d.kind) {
    case 'authorise':
      return (
        <Item title={title} to="/seller/lots" act={t('needs.decisions.authoriseAct')}>
          <Text size="sm">
            {t('needs.decisions.authorise', {
              at: formatIst(d.closedAt),
              amount: formatBid(d.leadingBid, d),
            })}
          </Text>
        </Item>
      );
    case 'confirm_payment':
      return (
        <Item title={title} to="/auction/mySales" act={t('needs.decisions.confirmAct')}>
          <Text size="sm">
            {t('needs.decisions.confirm', {
              buyer: d.buyerName,
              amount: formatRupees(d.amount),
              at: formatIst(d.reportedAt),
            })}
          </Text>
        </Item>
      );
    case 'offer':
      return (
        <Item title={title} to="/auction/myPurchases" act={t('needs.decisions.offerAct')}>
          <Text size="sm">
            {t('needs.decisions.offer', { amount: formatRupees(d.total), date: formatDateOnly(d.answerBy) })}
          </Text>
        </Item>
      );
  }
}

function LotItem({ lot }: { lot: HomeLot }) {
  const { t } = useTranslation();
  return (
    <Item
      title={`${t('needs.lot', { no: lot.auctionNo, name: lot.lotName })} · ${lot.auctionName}`}
      to={liveRoomPath(lot.eventId, false)}
      act={t('needs.opening.act')}
    >
      <Group gap={6}>
        <Badge color={lot.state === 'live' ? BADGE_FILL.good : BADGE_FILL.neutral} size="sm">
          {lot.state === 'live' ? t('needs.opening.live') : t('needs.opening.later')}
        </Badge>
        {lot.assigned && (
          <Badge variant="outline" size="sm">
            {t('needs.opening.assigned')}
          </Badge>
        )}
        {lot.watched && (
          <Badge variant="outline" size="sm">
            {t('needs.opening.watched')}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {t('needs.opening.times', { opens: formatIst(lot.opensAt), closes: formatIst(lot.closesAt) })}
      </Text>
    </Item>
  );
}

function DepositItem({ deposit }: { deposit: HomeDeposit }) {
  const { t } = useTranslation();
  return (
    <Item
      title={t('needs.deposits.line', {
        amount: formatRupees(deposit.amount),
        utr: deposit.utr,
        date: formatDateOnly(deposit.paidOn),
      })}
      to="/profile/emd"
      act={t('needs.deposits.act')}
    >
      <Text size="sm" c="dimmed">
        {t('needs.deposits.waiting', { at: formatIst(deposit.reportedAt) })}
      </Text>
    </Item>
  );
}

/** Where to look when nothing needs the member. */
function AllClear() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" title={t('needs.allClear')} data-testid="needs-all-clear">
      <Stack gap="xs">
        <Text size="sm">{t('needs.allClearHint')}</Text>
        <Group gap="md">
          <Anchor component={Link} to="/auction/liveAuctions" size="sm">
            {t('needs.seeLive')}
          </Anchor>
          <Anchor component={Link} to="/auction/upcomingAuctions" size="sm">
            {t('needs.seeUpcoming')}
          </Anchor>
          <Anchor component={Link} to="/auction/watchlist" size="sm">
            {t('needs.seeWatchlist')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * "Needs you now" (API.md GET /api/member/home): a member's landing page after login (`/`). The
 * money due with its dates (reported money apart from what is still to pay), the decisions waiting,
 * the lots opening today and the deposits Admin is checking, each linking to the place to act.
 */
export function MemberHomePage() {
  const { t } = useTranslation();
  const home = useMemberHome();
  const h = home.data;
  const empty =
    h &&
    h.dues.length === 0 &&
    h.decisions.length === 0 &&
    h.openingToday.length === 0 &&
    h.pendingDeposits.length === 0;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('needs.title')}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('needs.intro')}
          </Text>
        </div>
        {home.isError && (
          <Alert color="red" role="alert">
            {t('needs.loadFailed')} {home.error.message}
          </Alert>
        )}
        {home.isPending && <Skeleton h={200} />}
        {empty && <AllClear />}
        {h && (
          <>
            <Section id="needs-dues" title={t('needs.dues.title')} count={h.dues.length}>
              {h.dues.map((d) => (
                <DueItem key={d.saleId} due={d} />
              ))}
            </Section>
            <Section id="needs-decisions" title={t('needs.decisions.title')} count={h.decisions.length}>
              {h.decisions.map((d) => (
                <DecisionItem key={`${d.kind}:${'saleId' in d ? d.saleId : d.subEventId}`} decision={d} />
              ))}
            </Section>
            <Section id="needs-opening" title={t('needs.opening.title')} count={h.openingToday.length}>
              {h.openingToday.map((l) => (
                <LotItem key={l.subEventId} lot={l} />
              ))}
            </Section>
            <Section id="needs-deposits" title={t('needs.deposits.title')} count={h.pendingDeposits.length}>
              {h.pendingDeposits.map((d) => (
                <DepositItem key={d.depositId} deposit={d} />
              ))}
            </Section>
          </>
        )}
      </Stack>
    </Container>
  );
}
