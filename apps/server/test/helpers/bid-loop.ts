/**
 * Bidders that keep bidding through a fault (fault tests): each follows the leading amount it
 * knows, bids one step more with a fresh client bid id, and records the truth of every answer —
 * acknowledged, refused, or unknown (no answer: the server died or the connection dropped). An
 * unknown bid may or may not have been stored; `retryUnknown` asks again with the same client bid
 * id, which the server answers once (API.md idempotency).
 */
import type { LiveClient } from './live-client';

export interface AckedBid {
  bidderId: string;
  clientBidId: string;
  bidId: string;
  seq: number;
  amount: number;
}

export interface BidRecord {
  acked: AckedBid[];
  /** Refusals by code. */
  refused: Record<string, number>;
  /** Bids without an answer: { client, clientBidId, amount }. */
  unknown: { client: LiveClient; bidderId: string; clientBidId: string; amount: number }[];
}

type Answer = {
  success: boolean;
  bidId?: string | null;
  seq?: number;
  code?: string;
  message?: string;
  duplicate?: boolean;
  needed?: number;
};

export const newBidRecord = (): BidRecord => ({ acked: [], refused: {}, unknown: [] });

/** One bid; the answer goes into `record`. */
export async function placeOne(
  record: BidRecord,
  c: LiveClient,
  bidder: { id: string },
  room: { eventId: string; subEventId: string },
  amount: number,
  clientBidId: string,
  timeoutMs = 4000,
): Promise<Answer | null> {
  let answer: Answer;
  try {
    answer = await c.ask<Answer>('place_bid', { ...room, amount, clientBidId }, timeoutMs);
  } catch {
    record.unknown.push({ client: c, bidderId: bidder.id, clientBidId, amount });
    return null;
  }
  if (answer.success && answer.bidId && typeof answer.seq === 'number') {
    record.acked.push({ bidderId: bidder.id, clientBidId, bidId: answer.bidId, seq: answer.seq, amount });
  } else if (!answer.success) {
    const code = answer.code ?? 'NONE';
    record.refused[code] = (record.refused[code] ?? 0) + 1;
  }
  return answer;
}

/**
 * Runs a bidding loop per client until `stop()` is called: bid leading + step (the start value
 * first); while disconnected, wait. Returns a promise that settles when every loop has ended.
 */
export function runBidLoops(
  record: BidRecord,
  bidders: { client: LiveClient; user: { id: string } }[],
  room: { eventId: string; subEventId: string },
  rules: { start: number; step: number },
  tag: string,
): { stop: () => Promise<void>; count: () => number } {
  let stopped = false;
  let n = 0;
  const loops = bidders.map(async ({ client, user }, i) => {
    let mine = 0;
    while (!stopped) {
      if (!client.socket.connected) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const leading = client.state.leading;
      const amount = Math.max(leading === null ? rules.start - rules.step : leading, mine) + rules.step;
      n += 1;
      const answer = await placeOne(record, client, user, room, amount, `${tag}-${i}-${n}`);
      if (answer?.success) mine = amount;
      else if (answer && typeof answer.needed === 'number') mine = answer.needed - rules.step;
      // A little air between a bidder's bids, as a person clicking.
      await new Promise((r) => setTimeout(r, 5 + i * 3));
    }
  });
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
    count: () => n,
  };
}

/** Asks again for every unknown bid with its client bid id; returns the answers. */
export async function retryUnknown(
  record: BidRecord,
  room: { eventId: string; subEventId: string },
): Promise<Answer[]> {
  const answers: Answer[] = [];
  const pending = record.unknown.splice(0);
  for (const u of pending) {
    // The loops may just have used up the bidder's events for this second: a RATE_LIMITED refusal
    // says "too fast, nothing done", so the retry waits a moment and asks again, as a client would.
    for (let attempt = 0; ; attempt++) {
      const answer = await placeOne(
        record,
        u.client,
        { id: u.bidderId },
        room,
        u.amount,
        u.clientBidId,
        10_000,
      );
      if (answer?.code === 'RATE_LIMITED' && attempt < 5) {
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      if (answer) answers.push(answer);
      break;
    }
  }
  return answers;
}
