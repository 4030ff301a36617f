/**
 * What the events module needs of the bidding module. Bidding sits above events in the module
 * layers (it reads events and sub-events), so events may not import it: the app passes these
 * functions in at composition (app.ts; seed-demo-data.ts for the seed). The bidding module alone
 * writes a sub-event's bidding state, so an admin's edit of it is a command of the sub-event's
 * queue (`edit`), ordered with the bids.
 */
import type { Db } from '../../db/client';
import type { SubEventRow } from './event-queries';

/** The sub-event columns of a grid row edit (SPEC §2 Manage sub-event grid), amounts in paise. */
export type SubEventRowColumns = Pick<
  SubEventRow,
  | 'name'
  | 'location'
  | 'subEventType'
  | 'quantityOrTypesOfTrunk'
  | 'unit'
  | 'rule'
  | 'serialNo'
  | 'startValue'
  | 'incrementOrDecrement'
  | 'emdAmount'
  | 'eventStartsOn'
  | 'eventEndsOn'
  | 'isActive'
  | 'details'
  | 'specification'
> &
  /** Left out, the sub-event keeps its bid basis, its catalogue lot, its owner, its HSN code and its reserve terms. */
  Partial<
    Pick<
      SubEventRow,
      | 'bidBasis'
      | 'lotId'
      | 'ownerId'
      | 'hsnCode'
      | 'reservePrice'
      | 'approvalBandBp'
      | 'approvalHours'
      | 'saleFormat'
      | 'tenderOpensOn'
      | 'tenderClosesOn'
    >
  >;

/**
 * Work of the events module that belongs to a row edit's own transaction: run by the bidding queue
 * under the sub-event's row lock, once the edit is allowed (no bid locks what it changes), with the
 * row as it was. Throwing refuses the whole edit (nothing is written). The EMD holds follow a
 * changed `emdAmount` this way (API.md "EMD changes").
 */
export type WithinRowEdit = (tx: Db, before: SubEventRow) => Promise<void>;

/** An admin's edit that changes what bidding decides on. */
export type SubEventEdit =
  /** The Active box. */
  | { kind: 'active'; isActive: boolean }
  /** POST /api/admin/enableAutoBid. */
  | { kind: 'auto-bid'; enabled: boolean }
  /** A grid row edit: type, start value and step are locked once a bid exists. */
  | { kind: 'row'; columns: SubEventRowColumns; within?: WithinRowEdit }
  /**
   * A new window (the demo seed moves its unbid lots to now on each start): the scheduled times and
   * the closing move, the lot opens again with no extension; refused once a bid exists.
   */
  | { kind: 'reschedule'; startsOn: Date; endsOn: Date }
  /**
   * A new scheduled end alone (a staggered close): the end of an open, active lot, its closing
   * moved by the row edit's rule; refused for a lot that closed or went inactive meanwhile, or that
   * would close at or before its start. `within` runs as a row edit's does (the corrigendum).
   */
  | { kind: 'end'; endsOn: Date; within?: WithinRowEdit };

export interface SubEventBidding {
  /** Number of bids per sub-event, for the given sub-events. */
  countBids(db: Db, subEventIds: string[]): Promise<Map<string, number>>;
  /** Whether any of the sub-events has a bid or an auto bid. */
  hasAnyBid(db: Db, subEventIds: string[]): Promise<boolean>;
  /** Of these users, those who have bid (or set an auto bid) on the sub-event. */
  biddersAmong(db: Db, subEventId: string, userIds: string[]): Promise<Set<string>>;
  /**
   * Applies the edit through the sub-event's bidding queue (one more `seq`; the room hears it).
   * Throws AppError 404 for a missing sub-event, 409 when a row edit changes what bids lock or an
   * end edit finds the lot no longer open and active.
   */
  edit(subEventId: string, edit: SubEventEdit): Promise<void>;
}
