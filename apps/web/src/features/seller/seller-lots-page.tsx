import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { formatIstWithSeconds } from '@neelami/shared/ist';
import {
  type BidStatus,
  type NotifyChannel,
  type SellerBid,
  type SellerSubEvent,
  sellerMessages,
} from '@neelami/shared/seller';
import { IconFileDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { bidKindLabel } from '../../components/bid-kind';
import { BADGE_FILL } from '../../components/tones';
import { type TFunction, tm, t as translate, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { formatBid, formatRate, isPerUnit, lotValueText } from '../../lib/bid-amount';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAuthorizeWinner } from './api/authorize-winner';
import { useDecideBid } from './api/decide-bid';
import { useBidLots } from './api/get-bid-lots';
import { lotBidsKey, useLotBids } from './api/get-lot-bids';
import { SELLER_LOTS_KEY, useSellerLots } from './api/get-seller-lots';
import { useSellerWins } from './api/get-seller-wins';
import { BidLotsSection } from './bid-lots-section';
import { downloadFile } from './download-file';

const statusColor: Record<BidStatus, string> = {
  accepted: BADGE_FILL.good,
  rejected: BADGE_FILL.bad,
  cancelled: BADGE_FILL.neutral,
};
const errorText = (err: unknown) =>
  err instanceof ApiError ? err.message : translate('common.somethingWentWrong');

/** A string's <b>…</b> parts shown bold (the strings keep the emphasis where each language puts it). */
const withBold = (text: string): ReactNode[] =>
  text.split(/<b>(.*?)<\/b>/).map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
    i % 2 === 1 ? <b key={i}>{part}</b> : part,
  );

/** 'SMS and e-mail' in the language shown. */
const channelsText = (t: TFunction, notify: readonly NotifyChannel[]) =>
  notify.map((c) => (c === 'sms' ? t('lots.sms') : t('lots.email'))).join(t('lots.and'));

/** Props of NotifyChoice. */
interface NotifyChoiceProps {
  value: NotifyChannel[];
  onChange: (v: NotifyChannel[]) => void;
}

/** SPEC §1: the owner tells the bidder by e-mail and/or SMS. */
function NotifyChoice({ value, onChange }: NotifyChoiceProps) {
  const { t } = useTranslation();
  const toggle = (c: NotifyChannel, on: boolean) =>
    onChange(on ? [...value.filter((x) => x !== c), c] : value.filter((x) => x !== c));
  return (
    <Group gap="md">
      <Checkbox
        label={t('lots.notifyEmail')}
        checked={value.includes('email')}
        onChange={(e) => toggle('email', e.currentTarget.checked)}
      />
      <Checkbox
        label={t('lots.notifySms')}
        checked={value.includes('sms')}
        onChange={(e) => toggle('sms', e.currentTarget.checked)}
      />
    </Group>
  );
}

/** Props of BidDecisionModal. */
interface BidDecisionModalProps {
  lot: SellerSubEvent | null;
  bid: SellerBid | null;
  status: BidStatus | null;
  onClose: () => void;
}

/** Confirms a decision on one bid, with a reason and the notice (API.md POST /api/seller/bids/:bidId/status). */
function BidDecisionModal({ lot, bid, status, onClose }: BidDecisionModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState<NotifyChannel[]>(['email']);
  const decide = useDecideBid({
    onSuccess: (r) => {
      notifySuccess(r.message);
      setReason('');
      onClose();
      void queryClient.invalidateQueries({ queryKey: SELLER_LOTS_KEY });
      if (lot) void queryClient.invalidateQueries({ queryKey: lotBidsKey(lot._id) });
    },
    onError: (err) => notifyError(errorText(err)),
  });
  const verb = status ? t(`lots.verb.${status}`) : '';
  return (
    <Modal
      opened={bid !== null && status !== null}
      onClose={onClose}
      title={t('lots.decideTitle', { verb })}
      centered
    >
      {bid && (
        <Stack>
          <Text size="sm">
            {t('lots.bidBy', {
              amount: lot ? formatRate(bid.amount, lot) : formatRate(bid.amount, {}),
              who: bid.bidder?.name ?? bid.bidderLabel,
              time: formatIstWithSeconds(bid.createdAt),
            })}
          </Text>
          {status !== 'accepted' && <Text size="sm">{t('lots.rejectWarning')}</Text>}
          <Textarea
            label={t('lots.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <NotifyChoice value={notify} onChange={setNotify} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('lots.back')}
            </Button>
            <Button
              color={status === 'accepted' ? BADGE_FILL.good : BADGE_FILL.bad}
              loading={decide.isPending}
              onClick={() =>
                bid && status && decide.mutate({ bidId: bid._id, status, reason: reason.trim(), notify })
              }
            >
              {t('lots.verbBid', { verb })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A lot's number and name, with its auction, quantity and direction. */
function LotTitle({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text fw={700}>
        #{lot.auctionNo} {lot.name}
      </Text>
      <Text size="sm" c="dimmed">
        {lot.auctionName} · {lot.quantityOrTypesOfTrunk} {lot.unit} ·{' '}
        {lot.direction === 'reverse' ? t('lots.reverseAuction') : t('lots.forwardAuction')}
      </Text>
    </div>
  );
}

/** Downloads the letter of acceptance of an authorised lot (for its winner and its owner). */
function LetterButton({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileDownload size={14} aria-hidden />}
      onClick={() =>
        void downloadFile(
          `/api/seller/subEvents/${encodeURIComponent(lot._id)}/letter`,
          `letter-of-acceptance-${lot.auctionNo}.pdf`,
        ).catch((err) => notifyError(err instanceof Error ? err.message : t('common.somethingWentWrong')))
      }
    >
      {t('lots.letter')}
    </Button>
  );
}

/**
 * A lot the user won: the winning bid, the owner's decision and, once authorised, the letter of
 * acceptance (the same letter the e-mail carries).
 */
function WonLotCard({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  const bid = lot.leadingBid;
  const auth = lot.authorization && bid && lot.authorization.bidId === bid._id ? lot.authorization : null;
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      data-testid="won-lot"
      aria-label={t('lots.wonLot', { no: lot.auctionNo, name: lot.name })}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <LotTitle lot={lot} />
          <Badge
            color={auth ? (auth.authorized ? BADGE_FILL.good : BADGE_FILL.warn) : BADGE_FILL.neutral}
            data-testid="won-lot-state"
          >
            {auth
              ? auth.authorized
                ? t('lots.authorised')
                : t('lots.notAuthorised')
              : t('lots.awaitingOwner')}
          </Badge>
        </Group>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {t('lots.yourWinningBid')}
            </Text>
            <Text fw={700}>{bid ? formatBid(bid.amount, lot) : '—'}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('lots.closedAt')}
            </Text>
            <Text size="sm">{formatIstWithSeconds(lot.closesAt)}</Text>
          </div>
          {auth && (
            <div>
              <Text size="xs" c="dimmed">
                {t('lots.decidedAt')}
              </Text>
              <Text size="sm">{formatIstWithSeconds(auth.decidedAt)}</Text>
            </div>
          )}
        </Group>
        {lot.hasLetter ? (
          <Group>
            <LetterButton lot={lot} />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {auth ? t('lots.refusedNoLetter') : t('lots.ownerDecides')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * SPEC §1, §6: after closing, only the owner authorises or unauthorises the highest bidder and
 * tells them by e-mail and/or SMS; the authorised winner gets the letter of acceptance.
 */
function AuthorisePanel({ lot }: { lot: SellerSubEvent }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notify, setNotify] = useState<NotifyChannel[]>(['email']);
  const leader = lot.leadingBid;
  const decide = useAuthorizeWinner({
    onSuccess: (r) => {
      notifySuccess(r.message);
      void queryClient.invalidateQueries({ queryKey: SELLER_LOTS_KEY });
    },
    onError: (err) => notifyError(errorText(err)),
  });
  const [asking, setAsking] = useState<boolean | null>(null);
  const authorize = (authorized: boolean) =>
    decide.mutate(
      { subEventId: lot._id, bidId: leader?._id, authorized, notify },
      { onSettled: () => setAsking(null) },
    );
  if (!leader) {
    return (
      <Text size="sm" c="dimmed">
        {t('lots.noValidBid')}
      </Text>
    );
  }
  const auth = lot.authorization && lot.authorization.bidId === leader._id ? lot.authorization : null;
  return (
    <Stack gap="xs" data-testid="authorise-panel">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('lots.leaderAt', {
            role: lot.direction === 'reverse' ? t('lots.lowestBidder') : t('lots.highestBidder'),
            who: leader.bidder?.name ?? leader.bidderLabel,
            contact: leader.bidder ? ` (${leader.bidder.email}, ${leader.bidder.cellNumber})` : '',
            amount: formatBid(leader.amount, lot),
          })}
        </Text>
        <Badge
          color={auth ? (auth.authorized ? BADGE_FILL.good : BADGE_FILL.warn) : BADGE_FILL.neutral}
          data-testid="authorization-state"
        >
          {auth ? (auth.authorized ? t('lots.authorised') : t('lots.unauthorised')) : t('lots.noDecision')}
        </Badge>
      </Group>
      {auth && (
        <Text size="xs" c="dimmed">
          {auth.notified.length > 0
            ? t('lots.decidedTold', {
                time: formatIstWithSeconds(auth.decidedAt),
                channels: channelsText(t, auth.notified),
              })
            : t('lots.decided', { time: formatIstWithSeconds(auth.decidedAt) })}
        </Text>
      )}
      {/* API.md "One sale per award": an award stands with its sale; only Admin's cancellation of
          the sale (before any payment) gives the decision back to the owner. */}
      {auth?.authorized ? (
        <Text size="sm" data-testid="award-stands">
          {t('lots.awardStands')}
        </Text>
      ) : (
        <NotifyChoice value={notify} onChange={setNotify} />
      )}
      <Group gap="xs">
        {!auth?.authorized && (
          <DecisionButtons
            pending={decide.isPending}
            asking={decide.variables?.authorized}
            onAsk={setAsking}
          />
        )}
        {lot.hasLetter && <LetterButton lot={lot} />}
      </Group>
      <AuthoriseConfirmModal
        lot={lot}
        leader={leader}
        authorized={asking}
        notify={notify}
        pending={decide.isPending}
        onConfirm={() => asking !== null && authorize(asking)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

/** The owner's two decisions on the leader; each asks for confirmation first. */
function DecisionButtons(props: {
  pending: boolean;
  asking: boolean | undefined;
  onAsk: (authorized: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="xs"
        color={BADGE_FILL.good}
        loading={props.pending && props.asking === true}
        disabled={props.pending}
        onClick={() => props.onAsk(true)}
      >
        {t('lots.authorise')}
      </Button>
      {/* The neutral variant reads at AA contrast in both themes (a dark orange outline did not on
          the dark background). */}
      <Button
        size="xs"
        variant="default"
        loading={props.pending && props.asking === false}
        disabled={props.pending}
        onClick={() => props.onAsk(false)}
      >
        {t('lots.unauthorise')}
      </Button>
    </>
  );
}

/** Props of AuthoriseConfirmModal. */
interface AuthoriseConfirmModalProps {
  lot: SellerSubEvent;
  leader: SellerBid;
  /** The decision asked about; null when the dialog is closed. */
  authorized: boolean | null;
  notify: NotifyChannel[];
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The owner's decision binds and is mailed and texted to the bidder at once, so it is confirmed
 * first, naming the winner, the lot and the amount.
 */
function AuthoriseConfirmModal({
  lot,
  leader,
  authorized,
  notify,
  pending,
  onConfirm,
  onClose,
}: AuthoriseConfirmModalProps) {
  const { t } = useTranslation();
  const who = leader.bidder?.name ?? leader.bidderLabel;
  const amount = formatRate(leader.amount, lot);
  const channels = channelsText(t, notify);
  const verb = authorized ? t('lots.authorise') : t('lots.unauthorise');
  return (
    <Modal
      opened={authorized !== null}
      onClose={onClose}
      title={authorized ? t('lots.authoriseTitle') : t('lots.refuseTitle')}
      centered
    >
      <Stack data-testid="authorise-confirm">
        <Text size="sm">
          {withBold(
            t(authorized ? 'lots.confirmAuthorise' : 'lots.confirmRefuse', {
              who,
              email: leader.bidder ? ` (${leader.bidder.email})` : '',
              rank: lot.direction === 'reverse' ? t('lots.lowest') : t('lots.highest'),
              no: lot.auctionNo,
              name: lot.name,
              amount: formatBid(leader.amount, lot),
            }),
          )}
        </Text>
        <Text size="sm">
          {channels ? t('lots.toldBy', { who, channels }) : t('lots.notTold', { who })}{' '}
          {authorized ? t('lots.letterIssued') : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('lots.back')}
          </Button>
          <Button
            color={authorized ? BADGE_FILL.good : BADGE_FILL.warn}
            loading={pending}
            onClick={onConfirm}
            // The winner's name and the amount must show whole, also on a 360 px phone.
            h="auto"
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {t('lots.verbWhoAt', { verb, who, amount })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A closed lot with a leading bid and no decision on it yet: the owner has to act. */
function awaitsDecision(lot: SellerSubEvent): boolean {
  const leader = lot.leadingBid;
  if (lot.status !== 'closed' || !leader) return false;
  return !(lot.authorization && lot.authorization.bidId === leader._id);
}

/** Lots awaiting the owner's decision first, then those still open, then the rest (each as the server listed them). */
function decisionOrder(lots: readonly SellerSubEvent[]): SellerSubEvent[] {
  const rank = (l: SellerSubEvent) => (awaitsDecision(l) ? 0 : l.status !== 'closed' ? 1 : 2);
  return lots
    .map((l, i) => ({ l, i }))
    .sort((a, b) => rank(a.l) - rank(b.l) || a.i - b.i)
    .map(({ l }) => l);
}

/** The bids on one lot, newest first, each with the owner's decisions (loaded when opened). */
function BidsTable({
  lot,
  onDecide,
}: {
  lot: SellerSubEvent;
  onDecide: (bid: SellerBid, s: BidStatus) => void;
}) {
  const { t } = useTranslation();
  const bids = useLotBids(lot._id);
  if (bids.isPending) return <Loader size="sm" />;
  if (bids.isError) return <Alert color="red">{errorText(bids.error)}</Alert>;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped verticalSpacing="xs" aria-label={t('lots.bidsOn', { no: lot.auctionNo })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lots.time')}</Table.Th>
            <Table.Th>{t('lots.bidder')}</Table.Th>
            <Table.Th>{t('lots.amount')}</Table.Th>
            <Table.Th>{t('lots.kind')}</Table.Th>
            <Table.Th>{t('lots.status')}</Table.Th>
            <Table.Th>{t('lots.decide')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bids.data.map((b) => {
            // A rejected or cancelled bid cannot be restored (sellerMessages.alreadyMarked).
            const final = b.status !== 'accepted';
            return (
              <Table.Tr key={b._id} data-testid="seller-bid">
                <Table.Td>{formatIstWithSeconds(b.createdAt)}</Table.Td>
                <Table.Td>{b.bidder ? `${b.bidder.name} (${b.bidderLabel})` : b.bidderLabel}</Table.Td>
                <Table.Td>{formatRate(b.amount, lot)}</Table.Td>
                <Table.Td>{bidKindLabel(b.kind)}</Table.Td>
                <Table.Td>
                  <Badge size="sm" color={statusColor[b.status]}>
                    {t(`lots.bidStatus.${b.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {(['rejected', 'cancelled'] as const).map((s) => (
                      <Button
                        key={s}
                        size="compact-xs"
                        variant="outline"
                        color={s === 'rejected' ? BADGE_FILL.bad : BADGE_FILL.neutral}
                        disabled={final}
                        title={final ? tm(sellerMessages.alreadyMarked) : undefined}
                        onClick={() => onDecide(b, s)}
                        aria-label={t('lots.verbTheBid', {
                          verb: t(`lots.verb.${s}`),
                          amount: formatRate(b.amount, lot),
                          who: b.bidder?.name ?? b.bidderLabel,
                        })}
                      >
                        {t(`lots.verb.${s}`)}
                      </Button>
                    ))}
                    <Button
                      size="compact-xs"
                      variant="outline"
                      color={BADGE_FILL.good}
                      disabled={final}
                      onClick={() => onDecide(b, 'accepted')}
                      aria-label={t('lots.verbTheBid', {
                        verb: t('lots.verb.accepted'),
                        amount: formatRate(b.amount, lot),
                        who: b.bidder?.name ?? b.bidderLabel,
                      })}
                    >
                      {t('lots.verb.accepted')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LotCard({
  lot,
  onDecide,
}: {
  lot: SellerSubEvent;
  onDecide: (bid: SellerBid, s: BidStatus) => void;
}) {
  const { t } = useTranslation();
  const [showBids, setShowBids] = useState(false);
  const closed = lot.status === 'closed';
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      data-testid="seller-lot"
      aria-label={t('lots.lotLabel', { no: lot.auctionNo, name: lot.name })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <LotTitle lot={lot} />
          <Group gap={6}>
            {awaitsDecision(lot) && (
              <Badge color={BADGE_FILL.warn} data-testid="awaiting-decision">
                {t('lots.awaitingYours')}
              </Badge>
            )}
            <Badge color={closed ? BADGE_FILL.neutral : BADGE_FILL.good}>
              {closed ? t('lots.closed') : t('lots.biddingOpen')}
            </Badge>
          </Group>
        </Group>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {lot.direction === 'reverse' ? t('lots.lowestBid') : t('lots.highestBid')}
            </Text>
            <Text fw={700} data-testid="seller-leading">
              {lot.leadingBid ? formatRate(lot.leadingBid.amount, lot) : t('lots.noBids')}
            </Text>
            {lot.leadingBid && isPerUnit(lot) && (
              <Text size="xs" c="dimmed" data-testid="seller-leading-lot-value">
                {lotValueText(lot.leadingBid.amount, lot)}
              </Text>
            )}
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {closed ? t('lots.closedAt') : t('lots.closesAt')}
            </Text>
            <Text size="sm">{formatIstWithSeconds(lot.closesAt)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('lots.bids')}
            </Text>
            <Text size="sm">{lot.bidCount}</Text>
          </div>
        </Group>
        {closed ? (
          <AuthorisePanel lot={lot} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('lots.anonymous', {
              rank: lot.direction === 'reverse' ? t('lots.lowest') : t('lots.highest'),
            })}
          </Text>
        )}
        {lot.bidCount > 0 && (
          <>
            <Group>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => setShowBids((v) => !v)}
                aria-expanded={showBids}
              >
                {showBids ? t('lots.hideBids') : t('lots.showBids', { count: lot.bidCount })}
              </Button>
            </Group>
            {showBids && <BidsTable lot={lot} onDecide={onDecide} />}
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /seller/lots (SPEC §2, API.md `seller/*`): the lots the user owns — as seller in a forward auction, as the
 * procuring buyer in a reverse one — with their leading bids; after closing the owner
 * authorises or unauthorises the highest bidder, decides on bids and downloads the letter of
 * acceptance. The server checks ownership on every call.
 */
export function SellerLotsPage() {
  const { t } = useTranslation();
  const lots = useSellerLots();
  const wins = useSellerWins();
  const bidLots = useBidLots();
  const [decision, setDecision] = useState<{ lot: SellerSubEvent; bid: SellerBid; status: BidStatus } | null>(
    null,
  );
  const nothing = lots.data?.length === 0 && wins.data?.length === 0 && bidLots.data?.length === 0;
  return (
    <Container size="lg" py="lg">
      <Stack>
        <Title order={1}>{t('lots.title')}</Title>
        <Text c="dimmed">{t('lots.intro')}</Text>
        {wins.isError && (
          <Alert color="red" role="alert">
            {errorText(wins.error)}
          </Alert>
        )}
        {wins.data && wins.data.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="won-lots-heading">
            <Title order={2} size="h3" id="won-lots-heading">
              {t('lots.lotsWon')}
            </Title>
            {wins.data.map((lot) => (
              <WonLotCard key={lot._id} lot={lot} />
            ))}
          </Stack>
        )}
        <BidLotsSection query={bidLots} />
        {lots.isPending || wins.isPending ? (
          <Group>
            <Loader size="sm" />
            <Text>{t('lots.loading')}</Text>
          </Group>
        ) : lots.isError ? (
          <Alert color="red" role="alert">
            {errorText(lots.error)}
          </Alert>
        ) : nothing ? (
          <Alert color="gray" variant="light" data-testid="no-lots" title={t('lots.noLotsTitle')}>
            {t('lots.noLots')}
          </Alert>
        ) : lots.data.length > 0 ? (
          <Stack gap="sm" component="section" aria-labelledby="own-lots-heading">
            <Title order={2} size="h3" id="own-lots-heading">
              {t('lots.lotsOwned')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('lots.ownedIntro')}
            </Text>
            {decisionOrder(lots.data).map((lot) => (
              <LotCard
                key={lot._id}
                lot={lot}
                onDecide={(bid, status) => setDecision({ lot, bid, status })}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
      <BidDecisionModal
        lot={decision?.lot ?? null}
        bid={decision?.bid ?? null}
        status={decision?.status ?? null}
        onClose={() => setDecision(null)}
      />
    </Container>
  );
}
