/**
 * Placing a bid or an auto bid (SPEC §1 auto bid, §5 Bidding, §6; ARCHITECTURE "The bidding path"):
 * the payload is parsed, then the sub-event's queue decides it in a transaction that first checks
 * the bidder (session, role, verified, assigned, terms accepted, not the lot's owner, transaction
 * password when the event asks for it: bidder-checks.ts) and then lets the engine decide. The
 * answer is given only after commit; a database error answers "unavailable", never a false success.
 */

import { bidInputSchema, bidMessages } from '@neelami/shared/bidding';
import type { Language } from '@neelami/shared/language';
import { translate } from '@neelami/shared/message-catalogue';
import { toPaise, toRupees } from '@neelami/shared/money';
import type {
  AckFailure,
  BidErrorPayload,
  PlaceAutoBidAnswer,
  PlaceBidAnswer,
} from '@neelami/shared/realtime';
import { canBid } from '@neelami/shared/roles';
import type { AuthUser } from '../../plugins/access';
import { BIDDER_REFUSAL_CODES } from './bidder-checks';
import type { BiddingService } from './bidding-service';
import type { LiveRoom } from './live-room-context';
import { bidderView } from './views';

/** What placing a bid needs: the queue, and the rooms' state for an answer that changed nothing. */
type Placing = Pick<LiveRoom, 'service' | 'room'>;

export type PlaceBidResult = ({ success: true } & PlaceBidAnswer) | AckFailure;
export type PlaceAutoBidResult = ({ success: true } & PlaceAutoBidAnswer) | AckFailure;

export interface PlaceBidRequest {
  /** The connection's user (checked again against the database). */
  user: AuthUser | null;
  /** The bidder's IP (SPEC §5 terms: shared IPs are flagged to the admin). */
  ip: string;
  /** The raw payload from the network. */
  payload: unknown;
}

const fail = (
  message: string,
  code: AckFailure['code'],
  subEventId?: string,
  needed?: number,
): AckFailure => ({
  success: false,
  message,
  code,
  ...(subEventId ? { subEventId } : {}),
  ...(needed !== undefined ? { needed } : {}),
});

/** Refusals of the bidder checks keep their code; the engine's are 'BID_REJECTED'. */
const CHECK_CODES: ReadonlySet<string> = new Set(BIDDER_REFUSAL_CODES);

/** The sub-event id a refusal is about, even when the payload did not validate. */
function rawSubEventId(payload: unknown): string {
  const v = (payload as { subEventId?: unknown } | null)?.subEventId;
  return typeof v === 'string' ? v.slice(0, 64) : '';
}

/** `place_bid`: a manual bid of `amount` rupees. */
export function placeBid(live: Placing, req: PlaceBidRequest): Promise<PlaceBidResult> {
  return place(live, req, 'bid') as Promise<PlaceBidResult>;
}

/** `place_autobid`: sets or raises the bidder's auto bid to `amount` rupees (a floor in reverse). */
export function placeAutoBid(live: Placing, req: PlaceBidRequest): Promise<PlaceAutoBidResult> {
  return place(live, req, 'auto-bid') as Promise<PlaceAutoBidResult>;
}

async function place(
  live: Placing,
  req: PlaceBidRequest,
  kind: 'bid' | 'auto-bid',
): Promise<PlaceBidResult | PlaceAutoBidResult> {
  const seId = rawSubEventId(req.payload);
  const parsed = bidInputSchema.safeParse(req.payload);
  if (!parsed.success) {
    let message = parsed.error.issues[0]?.message ?? bidMessages.invalidBid;
    // SPEC §5: an empty auto-bid field reads 'Please enter number.'
    if (kind === 'auto-bid' && message === bidMessages.enterAmount) message = bidMessages.enterNumber;
    if (!/^[A-Z]/.test(message) || message.startsWith('Invalid input')) message = bidMessages.invalidBid;
    return fail(message, 'INVALID_INPUT', seId);
  }
  const input = parsed.data;
  const user = req.user;
  if (!user) return fail(bidMessages.loginRequired, 'UNAUTHORIZED', input.subEventId);
  if (!canBid(user.role)) return fail(bidMessages.cannotBid, 'FORBIDDEN', input.subEventId);

  const decideIt = () => decideBid(live, user, input, req.ip, kind);
  if (!input.clientBidId) return decideIt();
  const key = `${user.id}|${input.subEventId}|${input.clientBidId}`;
  const { answer, repeated } = await live.service.answers.getOrStart(
    key,
    decideIt,
    // An "unavailable" answer placed nothing: a retry must be tried again.
    (a) => (a as PlaceBidResult).success || (a as AckFailure).code !== 'UNAVAILABLE',
  );
  const result = answer as PlaceBidResult | PlaceAutoBidResult;
  return repeated && result.success ? { ...result, duplicate: true } : result;
}

async function decideBid(
  { service, room }: Placing,
  user: AuthUser,
  input: { eventId: string; subEventId: string; amount: number; clientBidId?: string },
  ip: string,
  kind: 'bid' | 'auto-bid',
): Promise<PlaceBidResult | PlaceAutoBidResult> {
  const userId = user.id;
  const paise = toPaise(input.amount);
  const bidder = {
    bidderId: userId,
    sessionId: user.sessionId,
    eventId: input.eventId,
    clientBidId: input.clientBidId ?? null,
    ip,
  };
  let result: Awaited<ReturnType<BiddingService['run']>>;
  try {
    result = await service.run(
      input.subEventId,
      kind === 'bid'
        ? { type: 'bid', amount: paise, ...bidder }
        : { type: 'auto-bid', limit: paise, ...bidder },
    );
  } catch (err) {
    service.log.error({ err, subEventId: input.subEventId }, 'bid not stored');
    return fail(bidMessages.unavailable, 'UNAVAILABLE', input.subEventId);
  }
  const { outcome } = result;
  if (!outcome.ok) {
    const code = CHECK_CODES.has(outcome.code) ? (outcome.code as AckFailure['code']) : 'BID_REJECTED';
    return fail(
      outcome.message,
      code,
      input.subEventId,
      outcome.needed === undefined ? undefined : toRupees(outcome.needed),
    );
  }
  const snapshot = result.snapshot ?? (await room.snapshot(input.subEventId, true).catch(() => null));
  if (!snapshot) return fail(bidMessages.unavailable, 'UNAVAILABLE', input.subEventId);
  const view = bidderView(snapshot, userId, service.clock());
  const common = {
    subEventId: input.subEventId,
    bidId: outcome.bidId,
    seq: outcome.seq,
    // API.md "Pre-bids": an auto bid before the opening waits for it.
    message: outcome.preBid ? bidMessages.preBidSet : bidMessages.bidPlaced,
    view,
    ...(outcome.receipt ? { receipt: outcome.receipt } : {}),
    ...(outcome.duplicate ? { duplicate: true } : {}),
  };
  if (kind === 'bid') return { success: true, amount: toRupees(outcome.amount ?? paise), ...common };
  // API.md: an auto bid's answer names the bid it placed `amount` and its limit `ceiling`.
  const amount = outcome.amount === null ? view.myLastBid : toRupees(outcome.amount);
  const ceiling = view.myAutoBidLimit ?? toRupees(outcome.limit ?? paise);
  return { success: true, amount, ceiling, ...common };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `bid_error` of a refused bid, with the sub-event's current seq (API.md), so the bidder can tell
 * whether it missed a change; its message in the socket's `language`. `cachedOnly` (a refused
 * flood) never reads the database for the seq.
 */
/**
 * `cancel_autobid`: an auto bid (a pre-bid too) cannot be withdrawn (SPEC §5 Bidding, API.md
 * "Pre-bids"): always refused, with the reason, so a client asking is told rather than left waiting.
 */
export function cancelAutoBid(req: Pick<PlaceBidRequest, 'user' | 'payload'>): AckFailure {
  const seId = rawSubEventId(req.payload);
  if (!req.user) return fail(bidMessages.loginRequired, 'UNAUTHORIZED', seId);
  return fail(bidMessages.preBidNoWithdraw, 'CONFLICT', seId);
}

export async function bidErrorOf(
  { service, room }: Placing,
  failure: AckFailure,
  language: Language,
  cachedOnly = false,
): Promise<BidErrorPayload> {
  const subEventId = failure.subEventId ?? '';
  let seq = room.knownSeq(subEventId);
  if (seq === undefined && !cachedOnly && UUID.test(subEventId)) {
    seq = (await room.snapshot(subEventId).catch(() => null))?.seq;
  }
  return {
    subEventId,
    message: translate(failure.message, language),
    ...(seq !== undefined ? { seq } : {}),
    serverTime: service.clock().toISOString(),
    ...(failure.needed !== undefined ? { needed: failure.needed } : {}),
  };
}
