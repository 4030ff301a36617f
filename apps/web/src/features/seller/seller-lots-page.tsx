import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Collapse,
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
import { IconFileDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BADGE_FILL } from '../../components/tones';
import { ApiError, api } from '../../lib/api';
import { formatInr, formatIstDateTime } from '../../lib/format-inr';
import { notifyError, notifySuccess } from '../../lib/notify';
import { downloadFile } from './download-file';
import { type BidStatus, letterPath, type SellerBid, type SellerLot, toSellerLots } from './seller-lots';

const QUERY_KEY = ['seller-sub-events'];

const statusColor: Record<string, string> = {
  accepted: BADGE_FILL.good,
  rejected: BADGE_FILL.bad,
  cancelled: BADGE_FILL.neutral,
};

/** Props of BidDecisionModal. */
interface BidDecisionModalProps {
  bid: SellerBid | null;
  status: BidStatus | null;
  onClose: () => void;
}

/** Confirms a decision on one bid, with an optional reason (API.md POST /api/seller/bids/:bidId/status). */
function BidDecisionModal({ bid, status, onClose }: BidDecisionModalProps) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: () =>
      api.post<{ success: true; message?: string }>(`seller/bids/${bid?._id}/status`, {
        status,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSuccess: (r) => {
      notifySuccess(r.message ?? `Bid ${status}`);
      setReason('');
      onClose();
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (err) => notifyError(err instanceof ApiError ? err.message : 'Something went wrong'),
  });
  const verb = status === 'accepted' ? 'Accept' : status === 'rejected' ? 'Reject' : 'Cancel';
  return (
    <Modal opened={bid !== null && status !== null} onClose={onClose} title={`${verb} this bid?`} centered>
      {bid && (
        <Stack>
          <Text size="sm">
            {formatInr(bid.amount)} by {bid.bidder?.name ?? 'a bidder'} at {formatIstDateTime(bid.createdAt)}.
            {status !== 'accepted' &&
              ' A rejected or cancelled bid stops counting and the leader is worked out again.'}
          </Text>
          <Textarea
            label="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button
              color={status === 'accepted' ? 'green' : 'red'}
              loading={decide.isPending}
              onClick={() => decide.mutate()}
            >
              {verb} bid
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Props of AuthorisePanel. */
interface AuthorisePanelProps {
  lot: SellerLot;
}

/**
 * SPEC §1, §6: after closing, only the owner authorises or unauthorises the highest bidder and
 * tells them by e-mail and/or SMS; the authorised winner gets the letter of acceptance.
 */
function AuthorisePanel({ lot }: AuthorisePanelProps) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(true);
  const [sms, setSms] = useState(false);
  const leader = lot.leadingBid;
  const decide = useMutation({
    mutationFn: (authorized: boolean) =>
      api.post<{ success: true; message?: string }>(`seller/subEvents/${lot._id}/authorize`, {
        bidId: leader?._id,
        authorized,
        notify: [...(email ? ['email'] : []), ...(sms ? ['sms'] : [])],
      }),
    onSuccess: (r, authorized) => {
      notifySuccess(r.message ?? (authorized ? 'Highest bidder authorised' : 'Highest bidder unauthorised'));
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (err) => notifyError(err instanceof ApiError ? err.message : 'Something went wrong'),
  });
  if (!leader) {
    return (
      <Text size="sm" c="dimmed">
        No valid bid: there is nobody to authorise.
      </Text>
    );
  }
  const auth = lot.authorization;
  const current = auth && auth.bidId === leader._id ? auth : null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Highest bidder: {leader.bidder?.name ?? '—'} at {formatInr(leader.amount)}
        </Text>
        {current ? (
          <Badge
            color={current.authorized ? BADGE_FILL.good : BADGE_FILL.warn}
            data-testid="authorization-state"
          >
            {current.authorized ? 'Authorised' : 'Unauthorised'} {formatIstDateTime(current.decidedAt)}
          </Badge>
        ) : (
          <Badge color={BADGE_FILL.neutral} data-testid="authorization-state">
            No decision yet
          </Badge>
        )}
      </Group>
      <Group gap="md" align="center">
        <Checkbox
          label="Notify by e-mail"
          checked={email}
          onChange={(e) => setEmail(e.currentTarget.checked)}
        />
        <Checkbox label="Notify by SMS" checked={sms} onChange={(e) => setSms(e.currentTarget.checked)} />
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          color="green"
          loading={decide.isPending && decide.variables === true}
          disabled={decide.isPending}
          onClick={() => decide.mutate(true)}
        >
          Authorise
        </Button>
        <Button
          size="xs"
          color="orange"
          variant="light"
          loading={decide.isPending && decide.variables === false}
          disabled={decide.isPending}
          onClick={() => decide.mutate(false)}
        >
          Unauthorise
        </Button>
        {current?.authorized && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileDownload size={14} aria-hidden />}
            onClick={() =>
              void downloadFile(letterPath(lot), `letter-of-acceptance-${lot.auctionNo}.pdf`).catch((err) =>
                notifyError(err instanceof Error ? err.message : 'Something went wrong'),
              )
            }
          >
            Letter of acceptance
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Props of LotCard. */
interface LotCardProps {
  lot: SellerLot;
  onDecide: (bid: SellerBid, status: BidStatus) => void;
}

function LotCard({ lot, onDecide }: LotCardProps) {
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
          <div>
            <Text fw={700}>
              #{lot.auctionNo} {lot.name}
            </Text>
            <Text size="sm" c="dimmed">
              {lot.auctionName} · {lot.quantityOrTypesOfTrunk} {lot.unit} ·{' '}
              {lot.direction === 'reverse' ? 'Reverse' : 'Forward'}
            </Text>
          </div>
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
              {lot.leadingBid ? formatInr(lot.leadingBid.amount) : 'No bids yet'}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {closed ? 'Closed at' : 'Closes at'}
            </Text>
            <Text size="sm">{formatIstDateTime(lot.closesAt)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Bids
            </Text>
            <Text size="sm">{lot.bids.length}</Text>
          </div>
        </Group>
        {closed ? (
          <AuthorisePanel lot={lot} />
        ) : (
          <Text size="sm" c="dimmed">
            The highest bidder can be authorised once bidding closes.
          </Text>
        )}
        {lot.bids.length > 0 && (
          <>
            <Group>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => setShowBids((v) => !v)}
                aria-expanded={showBids}
              >
                {showBids ? 'Hide bids' : `Show bids (${lot.bids.length})`}
              </Button>
            </Group>
            <Collapse expanded={showBids}>
              <Table.ScrollContainer minWidth={620}>
                <Table striped verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Time (IST)</Table.Th>
                      <Table.Th>Bidder</Table.Th>
                      <Table.Th>Amount</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Decide</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lot.bids.map((b) => (
                      <Table.Tr key={b._id} data-testid="seller-bid">
                        <Table.Td>{formatIstDateTime(b.createdAt)}</Table.Td>
                        <Table.Td>{b.bidder?.name ?? '—'}</Table.Td>
                        <Table.Td>{formatInr(b.amount)}</Table.Td>
                        <Table.Td>
                          <Badge size="sm" color={statusColor[b.status] ?? BADGE_FILL.neutral}>
                            {b.status}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            {(['accepted', 'rejected', 'cancelled'] as const).map((s) => (
                              <Button
                                key={s}
                                size="compact-xs"
                                variant="light"
                                color={s === 'accepted' ? 'green' : s === 'rejected' ? 'red' : 'gray'}
                                disabled={b.status === s}
                                onClick={() => onDecide(b, s)}
                              >
                                {s === 'accepted' ? 'Accept' : s === 'rejected' ? 'Reject' : 'Cancel'}
                              </Button>
                            ))}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Collapse>
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
  const lots = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => toSellerLots(await api.get<unknown>('seller/subEvents')),
    refetchInterval: 15_000,
  });
  const [decision, setDecision] = useState<{ bid: SellerBid; status: BidStatus } | null>(null);
  return (
    <Container size="lg" py="lg">
      <Stack>
        <Title order={1}>My Lots</Title>
        <Text c="dimmed">
          Your lots with their leading bids. Once bidding closes, authorise the highest bidder and tell them
          by e-mail or SMS; the authorised winner gets a letter of acceptance.
        </Text>
        {lots.isPending ? (
          <Group>
            <Loader size="sm" />
            <Text>Loading your lots…</Text>
          </Group>
        ) : lots.isError ? (
          <Alert color="red" role="alert">
            {lots.error instanceof ApiError ? lots.error.message : 'Something went wrong'}
          </Alert>
        ) : lots.data.length === 0 ? (
          <Alert color="gray" variant="light" data-testid="no-lots">
            You have no lots.
          </Alert>
        ) : (
          lots.data.map((lot) => (
            <LotCard key={lot._id} lot={lot} onDecide={(bid, status) => setDecision({ bid, status })} />
          ))
        )}
      </Stack>
      <BidDecisionModal
        bid={decision?.bid ?? null}
        status={decision?.status ?? null}
        onClose={() => setDecision(null)}
      />
    </Container>
  );
}
