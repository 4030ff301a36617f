/**
 * The award of a closed lot as a pure decider (API.md "Award and money rules that hold in every
 * state"): one sale per award. The owner's newest decision on the winner is the award; an
 * authorised decision makes the sale in the same transaction, so "the award stands" and "the lot
 * has a sale that is not cancelled" are one fact. While it stands the owner can neither authorise
 * again, nor unauthorise, nor change the status of the awarded bid (`SALE_EXISTS`); Admin's
 * cancellation of the sale (before any payment is confirmed) withdraws the award, and the owner
 * decides again.
 */

/** The owner's newest decision on the lot's winner, or null before any. */
export interface LotAward {
  bidId: string;
  authorized: boolean;
}

export type LotAwardCommand =
  /** The owner authorises (or unauthorises) the leading bid `bidId`; `leadingBidId` is the lot's leader now. */
  | { type: 'authorize' | 'unauthorize'; bidId: string; leadingBidId: string | null }
  /** The owner accepts, rejects or cancels a bid of the lot. */
  | { type: 'markBid'; bidId: string }
  /** Admin cancels the award's sale: the award is withdrawn. */
  | { type: 'withdraw' };

export type LotAwardRefusal =
  /** The lot has a sale that is not cancelled. */
  | 'SALE_EXISTS'
  /** The bid named is not the lot's leading bid. */
  | 'NOT_HIGHEST'
  /** There is no standing award to withdraw. */
  | 'NO_AWARD';

export type LotAwardDecision = { ok: true; award: LotAward | null } | { ok: false; refusal: LotAwardRefusal };

/** Whether the award stands: the newest decision authorised a bid (and so made its sale). */
export const awardStands = (award: LotAward | null): boolean => award?.authorized === true;

export function decideLotAward(award: LotAward | null, c: LotAwardCommand): LotAwardDecision {
  switch (c.type) {
    case 'authorize':
    case 'unauthorize':
      if (awardStands(award)) return { ok: false, refusal: 'SALE_EXISTS' };
      if (!c.leadingBidId || c.bidId !== c.leadingBidId) return { ok: false, refusal: 'NOT_HIGHEST' };
      return { ok: true, award: { bidId: c.bidId, authorized: c.type === 'authorize' } };
    case 'markBid':
      if (awardStands(award) && award?.bidId === c.bidId) return { ok: false, refusal: 'SALE_EXISTS' };
      return { ok: true, award };
    case 'withdraw':
      if (!award || !awardStands(award)) return { ok: false, refusal: 'NO_AWARD' };
      return { ok: true, award: { bidId: award.bidId, authorized: false } };
  }
}
