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
import { formatRupees } from '@neelami/shared/money';
import {
  type BidStatus,
  type NotifyChannel,
  type SellerBid,
  type SellerSubEvent,
  sellerMessages,
} from '@neelami/shared/seller';
import { IconFileDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BADGE_FILL } from '../../components/tones';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAuthorizeWinner } from './api/authorize-winner';
import { useDecideBid } from './api/decide-bid';
import { lotBidsKey, useLotBids } from './api/get-lot-bids';
import { SELLER_LOTS_KEY, useSellerLots } from './api/get-seller-lots';
import { useSellerWins } from './api/get-seller-wins';
import { downloadFile } from './download-file';

const statusColor: Record<BidStatus, string> = {
  accepted: BADGE_FILL.good,
  rejected: BADGE_FILL.bad,
  cancelled: BADGE_FILL.neutral,
};
const verbOf: Record<BidStatus, string> = { accepted: 'Accept', rejected: 'Reject', cancelled: 'Cancel' };

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong');

/** Props of NotifyChoice. */
interface NotifyChoiceProps {
  value: NotifyChannel[];
  onChange: (v: NotifyChannel[]) => void;
}

/** SPEC §1: the owner tells the bidder by e-mail and/or SMS. */
function NotifyChoice({ value, onChange }: NotifyChoiceProps) {
  const toggle = (c: NotifyChannel, on: boolean) =>
    onChange(on ? [...value.filter((x) => x !== c), c] : value.filter((x) => x !== c));
  return (
    <Group gap="md">
      <Checkbox
        label="Notify by e-mail"
        checked={value.includes('email')}
        onChange={(e) => toggle('email', e.currentTarget.checked)}
      />
      <Checkbox
        label="Notify by SMS"
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
  const verb = status ? verbOf[status] : '';
  return (
    <Modal opened={bid !== null && status !== null} onClose={onClose} title={`${verb} this bid?`} centered>
      {bid && (
        <Stack>
          <Text size="sm">
            {formatRupees(bid.amount)} by {bid.bidder?.name ?? bid.bidderLabel} at{' '}
            {formatIstWithSeconds(bid.createdAt)}.
          </Text>
          {status !== 'accepted' && (
            <Text size="sm">
              A rejected or cancelled bid stops counting, the leader is worked out again, and this cannot be
              undone.
            </Text>
          )}
          <Textarea
            label="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <NotifyChoice value={notify} onChange={setNotify} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button
              color={status === 'accepted' ? BADGE_FILL.good : BADGE_FILL.bad}
              loading={decide.isPending}
              onClick={() =>
                bid && status && decide.mutate({ bidId: bid._id, status, reason: reason.trim(), notify })
              }
            >
              {verb} bid
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A lot's number and name, with its auction, quantity and direction. */
function LotTitle({ lot }: { lot: SellerSubEvent }) {
  return (
    <div>
      <Text fw={700}>
        #{lot.auctionNo} {lot.name}
      </Text>
      <Text size="sm" c="dimmed">
        {lot.auctionName} · {lot.quantityOrTypesOfTrunk} {lot.unit} ·{' '}
        {lot.direction === 'reverse' ? 'Reverse auction' : 'Forward auction'}
      </Text>
    </div>
  );
}

/** Downloads the letter of acceptance of an authorised lot (for its winner and its owner). */
function LetterButton({ lot }: { lot: SellerSubEvent }) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileDownload size={14} aria-hidden />}
      onClick={() =>
        void downloadFile(
          `/api/seller/subEvents/${encodeURIComponent(lot._id)}/letter`,
          `letter-of-acceptance-${lot.auctionNo}.pdf`,
        ).catch((err) => notifyError(err instanceof Error ? err.message : 'Something went wrong'))
      }
    >
      Letter of acceptance
    </Button>
  );
}

/**
 * A lot the user won: the winning bid, the owner's decision and, once authorised, the letter of
 * acceptance (the same letter the e-mail carries).
 */
function WonLotCard({ lot }: { lot: SellerSubEvent }) {
  const bid = lot.leadingBid;
  const auth = lot.authorization && bid && lot.authorization.bidId === bid._id ? lot.authorization : null;
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      data-testid="won-lot"
      aria-label={`Won lot ${lot.auctionNo} ${lot.name}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <LotTitle lot={lot} />
          <Badge
            color={auth ? (auth.authorized ? BADGE_FILL.good : BADGE_FILL.warn) : BADGE_FILL.neutral}
            data-testid="won-lot-state"
          >
            {auth ? (auth.authorized ? 'Authorised' : 'Not authorised') : 'Awaiting the owner’s decision'}
          </Badge>
        </Group>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              Your winning bid
            </Text>
            <Text fw={700}>{bid ? formatRupees(bid.amount) : '—'}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Closed at
            </Text>
            <Text size="sm">{formatIstWithSeconds(lot.closesAt)}</Text>
          </div>
          {auth && (
            <div>
              <Text size="xs" c="dimmed">
                Decided at
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
            {auth
              ? 'The owner did not authorise this bid; there is no letter of acceptance.'
              : 'The owner decides after closing; you will be told by e-mail or SMS, and the letter of acceptance will be here.'}
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
  const authorize = (authorized: boolean) =>
    decide.mutate({ subEventId: lot._id, bidId: leader?._id, authorized, notify });
  if (!leader) {
    return (
      <Text size="sm" c="dimmed">
        No valid bid: there is nobody to authorise.
      </Text>
    );
  }
  const auth = lot.authorization && lot.authorization.bidId === leader._id ? lot.authorization : null;
  return (
    <Stack gap="xs" data-testid="authorise-panel">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {lot.direction === 'reverse' ? 'Lowest bidder' : 'Highest bidder'}:{' '}
          {leader.bidder?.name ?? leader.bidderLabel}
          {leader.bidder ? ` (${leader.bidder.email}, ${leader.bidder.cellNumber})` : ''} at{' '}
          {formatRupees(leader.amount)}
        </Text>
        <Badge
          color={auth ? (auth.authorized ? BADGE_FILL.good : BADGE_FILL.warn) : BADGE_FILL.neutral}
          data-testid="authorization-state"
        >
          {auth ? (auth.authorized ? 'Authorised' : 'Unauthorised') : 'No decision yet'}
        </Badge>
      </Group>
      {auth && (
        <Text size="xs" c="dimmed">
          Decided {formatIstWithSeconds(auth.decidedAt)}
          {auth.notified.length > 0
            ? `; told by ${auth.notified.map((c) => (c === 'sms' ? 'SMS' : 'e-mail')).join(' and ')}`
            : ''}
          .
        </Text>
      )}
      <NotifyChoice value={notify} onChange={setNotify} />
      <Group gap="xs">
        <Button
          size="xs"
          color={BADGE_FILL.good}
          loading={decide.isPending && decide.variables?.authorized === true}
          disabled={decide.isPending}
          onClick={() => authorize(true)}
        >
          Authorise
        </Button>
        <Button
          size="xs"
          color={BADGE_FILL.warn}
          variant="outline"
          loading={decide.isPending && decide.variables?.authorized === false}
          disabled={decide.isPending}
          onClick={() => authorize(false)}
        >
          Unauthorise
        </Button>
        {lot.hasLetter && <LetterButton lot={lot} />}
      </Group>
    </Stack>
  );
}

/** The bids on one lot, newest first, each with the owner's decisions (loaded when opened). */
function BidsTable({
  lot,
  onDecide,
}: {
  lot: SellerSubEvent;
  onDecide: (bid: SellerBid, s: BidStatus) => void;
}) {
  const bids = useLotBids(lot._id);
  if (bids.isPending) return <Loader size="sm" />;
  if (bids.isError) return <Alert color="red">{errorText(bids.error)}</Alert>;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped verticalSpacing="xs" aria-label={`Bids on lot ${lot.auctionNo}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time (IST)</Table.Th>
            <Table.Th>Bidder</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Decide</Table.Th>
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
                <Table.Td>{formatRupees(b.amount)}</Table.Td>
                <Table.Td>{b.kind}</Table.Td>
                <Table.Td>
                  <Badge size="sm" color={statusColor[b.status]}>
                    {b.status}
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
                        title={final ? sellerMessages.alreadyMarked : undefined}
                        onClick={() => onDecide(b, s)}
                        aria-label={`${verbOf[s]} the bid of ${formatRupees(b.amount)} by ${b.bidder?.name ?? b.bidderLabel}`}
                      >
                        {verbOf[s]}
                      </Button>
                    ))}
                    <Button
                      size="compact-xs"
                      variant="outline"
                      color={BADGE_FILL.good}
                      disabled={final}
                      onClick={() => onDecide(b, 'accepted')}
                      aria-label={`Accept the bid of ${formatRupees(b.amount)} by ${b.bidder?.name ?? b.bidderLabel}`}
                    >
                      Accept
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
  const [showBids, setShowBids] = useState(false);
  const closed = lot.status === 'closed';
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      data-testid="seller-lot"
      aria-label={`Lot ${lot.auctionNo} ${lot.name}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <LotTitle lot={lot} />
          <Badge color={closed ? BADGE_FILL.neutral : BADGE_FILL.good}>
            {closed ? 'Closed' : 'Bidding open'}
          </Badge>
        </Group>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {lot.direction === 'reverse' ? 'Lowest bid' : 'Highest bid'}
            </Text>
            <Text fw={700} data-testid="seller-leading">
              {lot.leadingBid ? formatRupees(lot.leadingBid.amount) : 'No bids yet'}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {closed ? 'Closed at' : 'Closes at'}
            </Text>
            <Text size="sm">{formatIstWithSeconds(lot.closesAt)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Bids
            </Text>
            <Text size="sm">{lot.bidCount}</Text>
          </div>
        </Group>
        {closed ? (
          <AuthorisePanel lot={lot} />
        ) : (
          <Text size="sm" c="dimmed">
            Bidders stay anonymous until the lot closes; then you can authorise the{' '}
            {lot.direction === 'reverse' ? 'lowest' : 'highest'} bidder.
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
                {showBids ? 'Hide bids' : `Show bids (${lot.bidCount})`}
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
 * /seller/lots (issue 5 §5): the lots the user owns — as seller in a forward auction, as the
 * procuring buyer in a reverse one — with their leading bids; after closing the owner
 * authorises or unauthorises the highest bidder, decides on bids and downloads the letter of
 * acceptance. The server checks ownership on every call.
 */
export function SellerLotsPage() {
  const lots = useSellerLots();
  const wins = useSellerWins();
  const [decision, setDecision] = useState<{ lot: SellerSubEvent; bid: SellerBid; status: BidStatus } | null>(
    null,
  );
  const nothing = lots.data?.length === 0 && wins.data?.length === 0;
  return (
    <Container size="lg" py="lg">
      <Stack>
        <Title order={1}>My Lots</Title>
        <Text c="dimmed">
          The lots you won, with the owner's decision and the letter of acceptance, and the lots you own with
          their bids.
        </Text>
        {wins.isError && (
          <Alert color="red" role="alert">
            {errorText(wins.error)}
          </Alert>
        )}
        {wins.data && wins.data.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="won-lots-heading">
            <Title order={2} size="h3" id="won-lots-heading">
              Lots you won
            </Title>
            {wins.data.map((lot) => (
              <WonLotCard key={lot._id} lot={lot} />
            ))}
          </Stack>
        )}
        {lots.isPending || wins.isPending ? (
          <Group>
            <Loader size="sm" />
            <Text>Loading your lots…</Text>
          </Group>
        ) : lots.isError ? (
          <Alert color="red" role="alert">
            {errorText(lots.error)}
          </Alert>
        ) : nothing ? (
          <Alert color="gray" variant="light" data-testid="no-lots" title="You have no lots yet">
            Lots you sell in a forward auction or procure in a reverse auction appear here with their bids,
            and so do the lots you win, with the letter of acceptance once the owner authorises your bid.
          </Alert>
        ) : lots.data.length > 0 ? (
          <Stack gap="sm" component="section" aria-labelledby="own-lots-heading">
            <Title order={2} size="h3" id="own-lots-heading">
              Lots you own
            </Title>
            <Text c="dimmed" size="sm">
              Once bidding closes, authorise the leading bidder (the highest in a forward auction, the lowest
              in a reverse one) and tell them by e-mail or SMS; the authorised winner gets a letter of
              acceptance.
            </Text>
            {lots.data.map((lot) => (
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
