/**
 * The admin's 'Select Bid Time' (SPEC §4, §6): sets a sub-event's closing time (engine extend-end).
 * The rooms hear about it through the fan-out (`current_bid` to everyone).
 */
import { bidMessages, extendEventTimeSchema } from '@neelami/shared/bidding';
import type { AckFailure, ExtendEventTimeAnswer } from '@neelami/shared/realtime';
import type { AuthUser } from '../../plugins/access';
import { hasRole } from '../../plugins/access';
import { findSubEventById } from '../events/event-queries';
import type { BiddingService } from './bidding-service';

export type ExtendResult = ({ success: true } & ExtendEventTimeAnswer) | AckFailure;

export async function extendEndTime(
  service: BiddingService,
  req: { user: AuthUser | null; payload: unknown },
): Promise<ExtendResult> {
  if (!req.user) return { success: false, message: bidMessages.loginRequired, code: 'UNAUTHORIZED' };
  if (!hasRole(req.user, ['Admin']))
    return { success: false, message: bidMessages.adminOnly, code: 'FORBIDDEN' };
  const parsed = extendEventTimeSchema.safeParse(req.payload);
  if (!parsed.success) {
    return {
      success: false,
      message: parsed.error.issues[0]?.message ?? 'Invalid request',
      code: 'INVALID_INPUT',
    };
  }
  const { eventId, subEventId, BidEndTime } = parsed.data;
  try {
    const row = await findSubEventById(service.db, subEventId);
    if (!row || row.eventId !== eventId) {
      return { success: false, message: bidMessages.unknownSubEvent, code: 'NOT_FOUND', subEventId };
    }
    const { outcome } = await service.run(subEventId, { type: 'extend', endsAt: Date.parse(BidEndTime) });
    if (!outcome.ok) return { success: false, message: outcome.message, code: 'BID_REJECTED', subEventId };
    return { success: true, subEventId, endsAt: new Date(outcome.endsAt).toISOString(), seq: outcome.seq };
  } catch (err) {
    service.log.error({ err, subEventId }, 'extend end time failed');
    return { success: false, message: bidMessages.unavailable, code: 'UNAVAILABLE', subEventId };
  }
}
